import AxeBuilder from '@axe-core/playwright';
import {
  box,
  expect,
  layoutShift,
  markedPharmacies,
  pharmacyRows,
  pricesOnFirstScreen,
  RECORD_SHIFTS,
  renderedRows,
  RESULTS_URL,
  rowName,
  rowPrice,
  test,
} from './fixtures';

// The results page on a 390 × 844 phone: prices on the first screen, the search, the fill and the
// savings folded into one line each, and nothing moving once painted.

test.skip(({ isMobile }) => !isMobile, 'the phone layout');

test('the first screen shows three prices or more, and nothing moves once painted', async ({
  page,
}) => {
  await page.addInitScript(RECORD_SHIFTS);
  await page.goto(RESULTS_URL);
  await page.waitForLoadState('networkidle');
  // Settled: the lazy parts ("Add to my medicines") have loaded into their slots.
  await expect(page.getByRole('button', { name: 'Add to my medicines' })).toBeVisible();
  expect(await pricesOnFirstScreen(page)).toBeGreaterThanOrEqual(3);
  expect(await layoutShift(page)).toBe(0);

  // The one-line summaries, and no scrolling sideways.
  await expect(
    page.getByRole('button', { name: 'atorvastatin · 94110 Change search' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: '20 mg · 30 tablets · tablet Change prescription details' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Drug name or NDC' })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Prescription details' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Location, sort and list/map share one row.
  const resultCount = page.getByRole('heading', { level: 2, name: /^30 pharmacies near/ });
  const tops = await Promise.all(
    [
      resultCount,
      page.getByRole('button', { name: 'Lowest price' }),
      page.getByRole('button', { name: 'Map' }),
    ].map(async (part) => (await box(part)).y + (await box(part)).height / 2),
  );
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(12);
  await expect(resultCount).toHaveText('30 pharmacies near 94110');
  await expect(resultCount).toHaveAccessibleName(/^30 pharmacies near 94110, lowest \$\d+\.\d\d$/);

  // A row puts its price beside the pharmacy's name.
  const firstRow = pharmacyRows(page).first();
  const name = await box(rowName(firstRow));
  const price = await box(rowPrice(firstRow));
  expect(price.x).toBeGreaterThan(name.x + 100);
  expect(Math.abs(price.y + price.height / 2 - (name.y + name.height / 2))).toBeLessThan(12);

  await page.screenshot({ path: 'test-results/screenshots/after-results-phone.png' });
});

test('the fill line opens the pickers, and a picker changes the answer', async ({ page }) => {
  await page.goto(RESULTS_URL);
  const fill = page.getByRole('button', {
    name: '20 mg · 30 tablets · tablet Change prescription details',
  });
  await expect(fill).toHaveAttribute('aria-expanded', 'false');
  const before = await renderedRows(page);
  await fill.click();
  await expect(fill).toHaveAttribute('aria-expanded', 'true');
  const pickers = page.getByRole('group', { name: 'Prescription details' });
  await expect(pickers).toBeVisible();
  await pickers.getByLabel('Strength').selectOption('40 MG');

  await expect(page).toHaveURL(/strength=40\+MG/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('atorvastatin 40 mg tablet');
  await expect(
    page.getByRole('button', { name: '40 mg · 30 tablets · tablet Change prescription details' }),
  ).toBeVisible();
  const after = await renderedRows(page);
  expect(Math.min(...after.map((row) => row.price))).toBeGreaterThan(
    Math.min(...before.map((row) => row.price)),
  );
});

test('the header line opens the search form, ready to type another drug', async ({ page }) => {
  await page.goto(RESULTS_URL);
  const line = page.getByRole('button', { name: /Change search$/ });
  await line.click();
  await expect(line).toHaveAttribute('aria-expanded', 'true');
  const drug = page.getByRole('combobox', { name: 'Drug name or NDC' });
  await expect(drug).toBeFocused();
  await expect(page.getByLabel('ZIP code or city, state')).toHaveValue('94110');
  await drug.fill('metformin');
  await page.getByRole('option', { name: 'metformin', exact: true }).click();
  await page.getByRole('button', { name: 'Find prices' }).click();
  await expect(page).toHaveURL(/\/drugs\/metformin\?zip=94110/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('metformin');
  await expect(page.getByRole('button', { name: 'metformin · 94110 Change search' })).toBeVisible();
});

test('keyboard: Tab reaches the header line and the fill line, Enter opens them', async ({
  page,
}) => {
  await page.goto(RESULTS_URL);
  const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  const tabUntil = async (text: RegExp) => {
    for (let presses = 0; presses < 12 && !text.test(await focusedName()); presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedName()).toMatch(text);
  };

  await tabUntil(/Change search$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Drug name or NDC' })).toBeFocused();
  await page.getByRole('button', { name: /Change search$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Drug name or NDC' })).toBeHidden();

  await tabUntil(/Change prescription details$/);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Brand or generic')).toBeFocused();
});

test('screen readers: a heading, the folded parts as expandable buttons, rows with prices', async ({
  page,
}) => {
  await page.goto(RESULTS_URL);
  // The folded parts are buttons that say they expand; what they hide is out of the tree.
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - button "atorvastatin · 94110 Change search" [expanded=false]
    - heading "atorvastatin 20 mg tablet, 30 tablets" [level=1]
    - button "20 mg · 30 tablets · tablet Change prescription details" [expanded=false]
    - region /Savings you might miss · up to \\$\\d+\\.\\d\\d/:
      - heading [level=2]:
        - button /Savings you might miss/ [expanded=false]
    - heading /30 pharmacies near 94110, lowest \\$\\d+\\.\\d\\d/ [level=2]
    - status
    - group "Sort by":
      - button "Lowest price" [pressed]
      - button "Nearest"
    - group "Show as":
      - button "List" [pressed]
      - button "Map"
    - list "Pharmacies and prices":
      - listitem:
        - heading /Costco Pharmacy/ [level=3]
        - paragraph: $6.81
  `);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Prescription details' })).toHaveCount(0);
});

test('axe finds nothing, folded or unfolded', async ({ page }) => {
  // Two whole-page axe analyses of a results page: 36–48 s on a 2-core CI machine, the cost of the
  // checker, not of the page (the page's own steps keep their 10 s expectations).
  test.setTimeout(90_000);
  await page.goto(RESULTS_URL);
  await expect(pharmacyRows(page).first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: /Change search$/ }).click();
  await page.getByRole('button', { name: /Change prescription details$/ }).click();
  await page.getByRole('button', { name: /^Savings you might miss/ }).click();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('"Map" fills the screen under the toolbar, every price label inside it', async ({ page }) => {
  await page.goto(RESULTS_URL);
  const pinnedStores = (await renderedRows(page)).reduce((sum, row) => sum + row.pinnedStores, 0);
  await page.getByRole('button', { name: 'Map' }).click();
  const map = page.locator('.leaflet-map');
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect.poll(() => markedPharmacies(page)).toBe(pinnedStores);
  // The map starts high on the screen and ends inside it: no scrolling to find it.
  await expect.poll(async () => (await box(map)).y).toBeLessThan(160);
  const mapBox = await box(map);
  expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(844);
  // Every label inside the map, read in one pass: the map may still redraw its markers (a group
  // coming apart as the view settles), and a locator kept from before a redraw would wait for a
  // marker that is gone.
  const labelsOutside = () =>
    page.locator('.leaflet-marker-icon span').evaluateAll(
      (labels, frame) =>
        labels.length === 0
          ? -1
          : labels.filter((label) => {
              const r = label.getBoundingClientRect();
              return (
                r.left < frame.x ||
                r.top < frame.y ||
                r.right > frame.x + frame.width ||
                r.bottom > frame.y + frame.height
              );
            }).length,
      mapBox,
    );
  await expect.poll(labelsOutside).toBe(0);
  await page.screenshot({ path: 'test-results/screenshots/after-results-map-phone.png' });
});

test('list/map and sort say they are not ready until the page can act on a tap', async ({
  browser,
  page,
}) => {
  // The page as it arrives, before its scripts run: the toggles are there, and disabled.
  const scriptless = await browser.newContext({ javaScriptEnabled: false });
  const arriving = await scriptless.newPage();
  await arriving.goto(RESULTS_URL);
  for (const name of ['List', 'Map', 'Lowest price', 'Nearest']) {
    await expect(arriving.getByRole('button', { name, exact: true })).toBeDisabled();
  }
  await scriptless.close();
  // Hydrated, one tap each takes.
  await page.goto(RESULTS_URL);
  const map = page.getByRole('button', { name: 'Map', exact: true });
  await map.click();
  await expect(map).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.leaflet-container')).toBeVisible();
});
