import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  basketPrices,
  basketRows,
  expect,
  pharmacyRows,
  rowName,
  rowPrice,
  showSavings,
  test,
} from './fixtures';

/** Adds a drug's default fill near 94110 from its results page. */
async function addFromResults(page: Page, name: string): Promise<void> {
  await page.goto(`/drugs/${name}?zip=94110`);
  await expect(pharmacyRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to my medicines' }).click();
  await expect(page.getByText('✓ In my medicines')).toBeVisible();
}

/** The ranked pharmacies as rendered: id and total, in list order. */
const rankedTotals = (page: Page) =>
  basketRows(page).evaluateAll((rows) =>
    rows.map((row) => ({
      id: row.getAttribute('data-pharmacy-id') ?? '',
      totalUsd: Number(row.getAttribute('data-total')),
    })),
  );

/** The pharmacy page's table of what each medicine costs there. */
const pricesHere = (page: Page) => page.getByRole('region', { name: 'Prices here' });
const pricesHereRows = (page: Page) => pricesHere(page).locator('tbody').getByRole('row');

const isSorted = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? 0) <= v);

async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Next streams a dynamic page's <title> after its first content: check once it has arrived.
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page }).exclude('.leaflet-container').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test('my medicines: three drugs ranked by total, the ranking follows the ZIP, a pharmacy page', async ({
  page,
}, testInfo) => {
  // Three searches, two rankings, a pharmacy page and three axe scans (each over a ranking of
  // folded chains): over 45 s on a 2-core machine running the other worker beside it.
  test.setTimeout(90_000);
  for (const name of ['atorvastatin', 'metformin', 'lisinopril']) await addFromResults(page, name);
  await page.getByRole('link', { name: 'View my medicines (3)' }).click();
  await expect(page).toHaveURL(/\/basket\?zip=94110$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My medicines');
  const list = page.getByRole('list', { name: 'Medicines on the list' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list).toContainText('atorvastatin 20 mg tablet');

  await expect(basketRows(page).first()).toBeVisible();
  const nearSf = await rankedTotals(page);
  expect(nearSf).toHaveLength(25);
  expect(isSorted(nearSf.map((r) => r.totalUsd))).toBe(true);
  await expect(basketRows(page).first()).toContainText('for all 3');
  await expect(basketPrices(basketRows(page).first()).prices).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Cheapest ways to fill the list' })).toContainText(
    'One pharmacy',
  );
  await expectNoSeriousViolations(page);

  await page.getByLabel('ZIP code or city, state').fill('10001');
  await page.getByRole('button', { name: 'Compare pharmacies' }).click();
  await expect(page).toHaveURL(/\/basket\?zip=10001$/);
  await expect(page.getByRole('heading', { level: 2, name: /10001/ })).toBeVisible();
  await expect.poll(async () => (await rankedTotals(page))[0]?.id).not.toBe(nearSf[0]?.id);
  const nearNy = await rankedTotals(page);
  expect(nearNy.map((r) => r.id).filter((id) => nearSf.some((r) => r.id === id))).toEqual([]);
  expect(isSorted(nearNy.map((r) => r.totalUsd))).toBe(true);
  if (testInfo.project.name === 'mobile') {
    await page.screenshot({ path: 'test-results/screenshots/basket-mobile.png' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  const first = basketRows(page).first();
  const pharmacyLink = first.getByRole('heading', { level: 3 }).getByRole('link');
  const pharmacyName = await pharmacyLink.innerText();
  await pharmacyLink.click();
  await expect(page).toHaveURL(/\/pharmacies\/ph_[0-9a-f]{12}\?zip=10001(&item=\d{11}%3A\d+){3}$/);
  // A folded chain's row is named by the chain, its nearest store's page by the store.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pharmacyName);
  await expect(pricesHereRows(page)).toHaveCount(3);
  await expect(pricesHere(page).locator('tfoot').getByRole('cell')).toHaveText(
    `$${nearNy[0]?.totalUsd.toFixed(2)}`,
  );
  await expect(page.getByRole('term').first()).toHaveText('Address');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('path.pharmacy-marker')).toHaveCount(1);
  await expectNoSeriousViolations(page);
});

test('every results row links to its pharmacy page, store hours said to be such', async ({
  page,
}) => {
  // Near 60601 the nearest Walgreens lists its store hours; its row is the chain's, folded.
  await page.goto('/drugs/atorvastatin?zip=60601&sort=distance');
  const walgreens = pharmacyRows(page).filter({ hasText: 'Store hours:' }).first();
  await expect(walgreens).toBeVisible();
  const name = (await rowName(walgreens).innerText()).replace(/^\d+\s*/, '');
  const price = await rowPrice(walgreens).innerText();
  await walgreens.getByRole('link', { name: /Pharmacy details/ }).click();
  await expect(page).toHaveURL(/\/pharmacies\/ph_[0-9a-f]{12}\?zip=60601&item=\d{11}%3A30$/);
  // The row names the chain ("Walgreens"), the page the store ("Walgreens #9438").
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.trim());
  await expect(page.getByRole('term').nth(2)).toHaveText('Store hours');
  await expect(page.getByText(/the pharmacy counter may close earlier/)).toBeVisible();
  await expect(pricesHereRows(page)).toHaveCount(1);
  await expect(pricesHereRows(page).getByRole('cell').last()).toHaveText(price);
});

test('a shared link shows the list and the place, and offers to save it', async ({ page }) => {
  // atorvastatin 20 mg and metformin 500 mg tablets, as the other tests add them.
  await page.goto('/basket?zip=60601&item=00093505910:90&item=00378718505:60');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A shared list of medicines');
  await expect(page.getByRole('list', { name: 'Medicines on the list' })).toContainText(
    'atorvastatin 20 mg tablet',
  );
  await expect(page.getByRole('list', { name: 'Medicines on the list' })).toContainText(
    '90 tablets',
  );
  await expect(basketRows(page).first()).toContainText('for both');
  await page.getByRole('button', { name: 'Save as my medicines' }).click();
  await expect(page).toHaveURL(/\/basket\?zip=60601$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My medicines');
  await expect(
    page.getByRole('list', { name: 'Medicines on the list' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(page.getByLabel('Link to this list and place')).toHaveValue(
    /\/basket\?zip=60601&item=00093505910%3A90&item=00378718505%3A60$/,
  );
  await page.getByRole('button', { name: /Remove metformin/ }).click();
  await expect(
    page.getByRole('list', { name: 'Medicines on the list' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'My medicines (1)' })).toBeVisible();
});

test('savings people miss: the generic of a brand, 90 against 30, a cheaper pharmacy near', async ({
  page,
}) => {
  await page.goto('/drugs/lipitor?zip=94110');
  const tips = page.getByRole('region', { name: 'Savings you might miss' });
  await showSavings(page);
  await expect(tips).toContainText(/The generic, atorvastatin, costs about \$[\d,.]+ less/);
  await expect(tips).toContainText(/90 tablets cost about \$[\d,.]+ less per 30 tablets/);
  await expect(tips).toContainText(
    /mi farther than the nearest pharmacy, costs about \$[\d,.]+ less/,
  );
  await tips.getByRole('link', { name: 'See generic prices' }).click();
  await expect(page).toHaveURL(
    /\/drugs\/atorvastatin\?zip=94110&form=TABLET&strength=20\+MG&qty=30&brand=G/,
  );
  await expect(page.getByRole('region', { name: 'Savings you might miss' })).not.toContainText(
    'The generic',
  );
});

test('the home page helps a first visit: popular searches, then recent ones and the list', async ({
  page,
}) => {
  await page.goto('/');
  const popular = page.getByRole('region', { name: 'Popular searches' });
  await expect(popular.getByRole('link')).toHaveCount(13); // 12 drugs and the ClinCalc source
  await expect(popular).toContainText('ClinCalc DrugStats Top 300');
  await expect(page.getByRole('region', { name: 'Your recent searches' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await addFromResults(page, 'metformin');
  // The results page remembers its search once its lazy island has loaded; leave only after that.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('rxpf.recent.v1') ?? ''))
    .toContain('metformin');
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Your recent searches' });
  await expect(recent.getByRole('link', { name: 'metformin 500 mg tablet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My medicines' })).toContainText('metformin');
  // Popular searches now go to the last place searched from.
  await expect(popular.getByRole('link', { name: 'atorvastatin' })).toHaveAttribute(
    'href',
    '/drugs/atorvastatin?zip=94110',
  );
  await expectNoSeriousViolations(page);
  await recent.getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(page.getByRole('region', { name: 'Your recent searches' })).toHaveCount(0);
});

test('on a desktop the ranking gives each medicine’s name one line beside its price', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the desktop layout');
  for (const name of ['metoprolol%20succinate', 'bupropion%20XL']) await addFromResults(page, name);
  await page.goto('/basket?zip=94110');
  const { names, prices } = basketPrices(basketRows(page).first());
  await expect(prices).toHaveCount(2);
  for (const [i, item] of (await prices.all()).entries()) {
    const name = await names.nth(i).boundingBox();
    const price = await item.boundingBox();
    expect(name?.height ?? Infinity).toBeLessThan(32);
    expect(Math.abs((name?.y ?? 0) - (price?.y ?? Infinity))).toBeLessThan(4);
  }
});

test('the basket page’s styles come with the basket page only; its parts elsewhere keep theirs', async ({
  page,
}) => {
  // Selectors of the page's inlined stylesheets (nested in @media rules too).
  const selectors = () =>
    page.evaluate(() => {
      const found: string[] = [];
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) found.push(rule.selectorText);
          else if (rule instanceof CSSGroupingRule) walk(rule.cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
      return found;
    });
  await page.goto('/about');
  const onAbout = await selectors();
  expect(onAbout).toContain('.basket-nav');
  expect(onAbout.filter((selector) => selector.includes('.basket-row'))).toEqual([]);

  await addFromResults(page, 'atorvastatin');
  await expect(page.getByText('✓ In my medicines')).toHaveCSS('font-weight', '700');
  await page.getByRole('link', { name: /^My medicines/ }).click();
  await expect(page).toHaveURL(/\/basket/);
  expect(await selectors()).toContain('.basket-row');
  // `.basket h1` (the type scale's 24 px; a bare h1 would be 32 px).
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-size', '24px');
});

test('the ranking lists each chain once at each total, and a folded row opens to its stores', async ({
  page,
}) => {
  // lisinopril 10 mg and atorvastatin 20 mg near 60601: per store, thirteen Walgreens came first.
  await page.goto('/basket?zip=60601&item=68180051301:30&item=00093505910:30');
  await expect(basketRows(page).first()).toBeVisible();
  const rows = await basketRows(page).evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector('h3 a')?.textContent ?? '',
      total: Number(item.getAttribute('data-total')),
      stores: Number(item.getAttribute('data-store-count')),
    })),
  );
  const chains = rows.filter((row) => row.stores > 1);
  expect(chains.length).toBeGreaterThan(0);
  expect(new Set(rows.map((row) => `${row.name}|${row.total}`)).size).toBe(rows.length);
  expect(rows.filter((row) => row.name === 'Walgreens').length).toBeLessThanOrEqual(
    new Set(rows.filter((row) => row.name === 'Walgreens').map((row) => row.total)).size,
  );

  const folded = basketRows(page)
    .filter({ has: page.locator('details') })
    .first();
  const count = Number(await folded.getAttribute('data-store-count'));
  await folded.getByText(`${count - 1} more nearby at this total`).click();
  const stores = folded.locator('details li');
  await expect(stores).toHaveCount(Math.min(count - 1, 9));
  await stores.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/pharmacies\/ph_[0-9a-f]{12}\?zip=60601&item=/);
  await expect(pricesHereRows(page)).toHaveCount(2);
});
