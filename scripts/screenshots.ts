// Screenshots of the screens issue 31 changed, for docs/screenshots: `npx tsx scripts/screenshots.ts
// <before|after> [base URL]` against a running production server (`npm run quickstart`). Map
// tiles are blocked, as in the Playwright specs (no network here), so maps show their markers on
// a blank ground.
import { chromium, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';

const [stage = 'after', baseUrl = 'http://127.0.0.1:3000'] = process.argv.slice(2);
const OUT = path.join(process.cwd(), 'docs', 'screenshots');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const SMALL_PHONE = { width: 320, height: 640 };

interface Shot {
  name: string;
  url: string;
  viewport: { width: number; height: number };
  /** Medicines to add to "My medicines" first, from their results pages near 60601. */
  medicines?: string[];
  /** What to do once the page has settled (open a row, say). */
  then?: (page: Page) => Promise<void>;
}

const SHOTS: Shot[] = [
  { name: 'results-60601-phone', url: '/drugs/lisinopril?zip=60601', viewport: PHONE },
  { name: 'results-60601-desktop', url: '/drugs/lisinopril?zip=60601', viewport: DESKTOP },
  {
    name: 'results-60601-opened-phone',
    url: '/drugs/lisinopril?zip=60601',
    viewport: PHONE,
    then: async (page) => {
      const more = page.getByRole('button', { name: /more nearby/ }).first();
      if (await more.isVisible()) await more.click();
    },
  },
  {
    name: 'basket-60601-phone',
    url: '/basket?zip=60601',
    viewport: PHONE,
    medicines: ['lisinopril', 'atorvastatin'],
  },
  { name: 'es-results-320', url: '/es/drugs/lisinopril?zip=60601', viewport: SMALL_PHONE },
  { name: 'es-home-320', url: '/es', viewport: SMALL_PHONE },
  { name: 'pharmacy-no-medicine-phone', url: '/pharmacies/PHARMACY?zip=94110', viewport: PHONE },
];

async function firstPharmacyId(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/drugs/atorvastatin?zip=94110`);
  const id = await page.locator('[data-pharmacy-id]').first().getAttribute('data-pharmacy-id');
  await page.close();
  return id ?? 'ph_000000000000';
}

async function take(browser: Browser, shot: Shot, pharmacyId: string): Promise<void> {
  const context = await browser.newContext({
    viewport: shot.viewport,
    isMobile: shot.viewport.width < 500,
    hasTouch: shot.viewport.width < 500,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await page.route(/tile\.openstreetmap\.org|\/\{z\}\//, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  for (const name of shot.medicines ?? []) {
    await page.goto(`${baseUrl}/drugs/${name}?zip=60601`);
    await page.getByRole('button', { name: 'Add to my medicines' }).click();
    await page.getByText('✓ In my medicines').waitFor();
  }
  await page.goto(`${baseUrl}${shot.url.replace('PHARMACY', pharmacyId)}`);
  await page.waitForLoadState('networkidle');
  await shot.then?.(page);
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, `${stage}-${shot.name}.png`) });
  await context.close();
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const pharmacyId = await firstPharmacyId(browser);
    for (const shot of SHOTS) await take(browser, shot, pharmacyId);
  } finally {
    await browser.close();
  }
  console.log(`${SHOTS.length} screenshots in docs/screenshots (${stage}-*)`);
}

void main();
