// Lighthouse (mobile profile: Moto G Power viewport, simulated 4× CPU slowdown and slow 4G) with
// Debian's Chromium against the production build: home and a results page, each RUNS times in
// turn, beside /about in the same run (a static page: what the framework alone scores). Prints
// the four category scores, LCP and TBT of every run, then the medians against the budgets:
// home and results within 3 performance points and 100 ms of TBT of /about, accessibility 100.
// Run after a build: npx next build && npm run bench:lighthouse
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';
import { median, table } from './lib/report';
import { benchPort, startServer } from './lib/server';

const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'results', path: '/drugs/atorvastatin?zip=94110' },
  { name: 'baseline /about', path: '/about' },
];
const BASELINE = 'baseline /about';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET = { performancePointsBelowBaseline: 3, tbtMsOverBaseline: 100, accessibility: 100 };

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
}

async function main(): Promise<void> {
  // Both packages are ES modules only; this script runs as CommonJS under tsx.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startServer(benchPort(3525));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const runs = new Map<string, Run[]>(PAGES.map((p) => [p.name, []]));
  try {
    for (let round = 0; round <= RUNS; round += 1) {
      for (const page of PAGES) {
        const result = await lighthouse(`${server.baseUrl}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${page.path}`);
        if (round === 0) continue; // the first round warms the server and is not counted
        // A load Chromium could not finish scores 0 with no metrics: say so, do not count it.
        if (lhr.runtimeError) {
          console.warn(`${page.name}: run failed (${lhr.runtimeError.code}), not counted`);
          continue;
        }
        runs.get(page.name)?.push({
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ) as Run['scores'],
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        });
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  console.log(`Lighthouse ${RUNS} runs per page, mobile profile, alternating pages`);
  table(
    ['page', 'run', ...CATEGORIES, 'LCP ms', 'TBT ms'],
    PAGES.flatMap(({ name }) =>
      (runs.get(name) ?? []).map((r, i) => [
        name,
        String(i + 1),
        ...CATEGORIES.map((c) => String(r.scores[c])),
        r.lcpMs.toFixed(0),
        r.tbtMs.toFixed(0),
      ]),
    ),
  );
  const medians = new Map(
    PAGES.map(({ name }) => {
      const list = runs.get(name) ?? [];
      return [
        name,
        {
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, median(list.map((r) => r.scores[c]))]),
          ) as Run['scores'],
          lcpMs: median(list.map((r) => r.lcpMs)),
          tbtMs: median(list.map((r) => r.tbtMs)),
        },
      ];
    }),
  );
  const baseline = medians.get(BASELINE)!;
  console.log(
    `Medians (budget on home and results: performance within ${BUDGET.performancePointsBelowBaseline} ` +
      `points and TBT within ${BUDGET.tbtMsOverBaseline} ms of ${BASELINE}, accessibility ${BUDGET.accessibility}):`,
  );
  table(
    ['page', ...CATEGORIES, 'LCP ms', 'TBT ms', 'vs baseline', 'budget'],
    PAGES.map(({ name }) => {
      const m = medians.get(name)!;
      const points = m.scores.performance - baseline.scores.performance;
      const tbtOver = m.tbtMs - baseline.tbtMs;
      const met =
        points >= -BUDGET.performancePointsBelowBaseline &&
        tbtOver <= BUDGET.tbtMsOverBaseline &&
        m.scores.accessibility >= BUDGET.accessibility;
      return [
        name,
        ...CATEGORIES.map((c) => String(m.scores[c])),
        m.lcpMs.toFixed(0),
        m.tbtMs.toFixed(0),
        name === BASELINE
          ? '—'
          : `${points >= 0 ? '+' : ''}${points} pts, TBT ${tbtOver >= 0 ? '+' : ''}${tbtOver.toFixed(0)} ms`,
        name === BASELINE ? '—' : met ? 'met' : 'MISSED',
      ];
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
