// Time until the first price is visible when a shared results link opens cold on a slow phone:
// Chromium with 4× CPU slowdown, 150 ms round trip, 1.6 Mb/s down (CDP
// Emulation.setCPUThrottlingRate and Network.emulateNetworkConditions), a fresh browser context
// (empty cache, no cookies) per load. "Visible" is the paint time the Element Timing API reports
// for the first row's price. Baseline in the same run: first contentful paint of /about (a static
// page: the floor the network and the framework set). Median of LOADS loads each. Budget: the
// median first price within 1.15× the median /about FCP (and about 0.8 s on a quiet box).
// Run after a build: npx next build && npm run bench:first-price
// The Spanish page of the same link: RESULTS_LINK=/es/drugs/atorvastatin?zip=94110 npm run bench:first-price
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';
import { median, table } from './lib/report';
import { benchPort, startServer } from './lib/server';

const LOADS = Number(process.env.LOADS ?? 5);
const RESULTS_LINK = process.env.RESULTS_LINK ?? '/drugs/atorvastatin?zip=94110';
const BASELINE_PAGE = '/about';
const BUDGET_RATIO = 1.15;
const QUIET_BOX_MS = 800;
const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
};

interface Load {
  firstPriceMs: number | null;
  fcpMs: number;
  ttfbMs: number;
  bytesToFirstPrice: number;
  bytesTotal: number;
}

// Runs in the page before its own scripts: records the first price's paint and the first paint.
const OBSERVE = `
  window.__firstPriceMs = null;
  window.__fcpMs = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.identifier === 'first-price' && window.__firstPriceMs === null)
        window.__firstPriceMs = e.renderTime || e.loadTime;
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === 'first-contentful-paint') window.__fcpMs = e.startTime;
  }).observe({ type: 'paint', buffered: true });
`;

/** One cold load of the URL on the slow-phone profile. */
async function load(browser: Browser, url: string, waitForPrice: boolean): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  const page: Page = await context.newPage();
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: '' }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  // Bytes as they arrive (the page is streamed: its first price paints before it has finished),
  // and each response's total once it has.
  let bytesArrived = 0;
  let bytes = 0;
  let bytesToFirstPrice = 0;
  let priceSeen = false;
  cdp.on('Network.dataReceived', (event: { encodedDataLength: number }) => {
    bytesArrived += event.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
  });
  await page.addInitScript(OBSERVE);

  await page.goto(url, { waitUntil: 'commit' });
  if (waitForPrice) {
    await page.waitForFunction(
      () => (window as unknown as Record<string, unknown>).__firstPriceMs !== null,
      null,
      {
        timeout: 30_000,
        polling: 50,
      },
    );
    bytesToFirstPrice = bytesArrived;
    priceSeen = true;
  }
  await page.waitForLoadState('networkidle');
  const timings = await page.evaluate(() => {
    const w = window as unknown as { __firstPriceMs: number | null; __fcpMs: number | null };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { firstPriceMs: w.__firstPriceMs, fcpMs: w.__fcpMs ?? NaN, ttfbMs: nav.responseStart };
  });
  await context.close();
  return {
    ...timings,
    firstPriceMs: priceSeen ? timings.firstPriceMs : null,
    bytesToFirstPrice,
    bytesTotal: bytes,
  };
}

async function main(): Promise<void> {
  const server = await startServer(benchPort(3524));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const html = await (await fetch(`${server.baseUrl}${RESULTS_LINK}`)).text();
    const pricesInHtml = (html.match(/class="price"/g) ?? []).length;
    // Warm the server (first renders compile and fill caches); these loads are not counted.
    await load(browser, `${server.baseUrl}${RESULTS_LINK}`, true);
    await load(browser, `${server.baseUrl}${BASELINE_PAGE}`, false);

    const results: Load[] = [];
    const baseline: Load[] = [];
    for (let i = 0; i < LOADS; i += 1) {
      results.push(await load(browser, `${server.baseUrl}${RESULTS_LINK}`, true));
      baseline.push(await load(browser, `${server.baseUrl}${BASELINE_PAGE}`, false));
    }
    const kb = (n: number) => (n / 1024).toFixed(0);
    console.log(
      `Slow phone: ${SLOW_PHONE.cpuSlowdown}× CPU, ${SLOW_PHONE.latencyMs} ms RTT, 1.6 Mb/s; ` +
        `${LOADS} cold loads each, alternating; prices in the server HTML: ${pricesInHtml}`,
    );
    table(
      [
        'load',
        'first price ms',
        'FCP ms',
        'TTFB ms',
        'KB to first price',
        'KB total',
        `${BASELINE_PAGE} FCP ms`,
        `${BASELINE_PAGE} TTFB ms`,
        `${BASELINE_PAGE} KB`,
      ],
      results.map((r, i) => [
        String(i + 1),
        r.firstPriceMs?.toFixed(0) ?? '—',
        r.fcpMs.toFixed(0),
        r.ttfbMs.toFixed(0),
        kb(r.bytesToFirstPrice),
        kb(r.bytesTotal),
        baseline[i]!.fcpMs.toFixed(0),
        baseline[i]!.ttfbMs.toFixed(0),
        kb(baseline[i]!.bytesTotal),
      ]),
    );
    const firstPrice = median(results.map((r) => r.firstPriceMs ?? Infinity));
    const baselineFcp = median(baseline.map((b) => b.fcpMs));
    const ratio = firstPrice / baselineFcp;
    console.log(
      `median first price ${firstPrice.toFixed(0)} ms = ${ratio.toFixed(2)}× ${BASELINE_PAGE}'s FCP ` +
        `${baselineFcp.toFixed(0)} ms (budget ≤ ${BUDGET_RATIO}×: ${ratio <= BUDGET_RATIO ? 'met' : 'MISSED'}; ` +
        `≤ ${QUIET_BOX_MS} ms on a quiet box: ${firstPrice <= QUIET_BOX_MS ? 'yes' : 'no'}); ` +
        `median transferred ${kb(median(results.map((r) => r.bytesTotal)))} KB ` +
        `(${kb(median(results.map((r) => r.bytesToFirstPrice)))} KB by the first price)`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
