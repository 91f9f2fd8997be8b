import type { Page } from '@playwright/test';
import {
  expect,
  markedPharmacies,
  openResults,
  pharmacyRows,
  renderedRows,
  rowName,
  rowPrice,
  showView,
  test,
} from './fixtures';

// A shortlist, not a phone book (issue 31): near 60601 the stores of Walgreens and of CVS each
// quote one price, so the list folds each chain into one row that opens to its stores.

const CHICAGO = '/drugs/lisinopril?zip=60601';

/** Name and price of the rows wholly on the first screen, without scrolling. */
const firstScreenChoices = (page: Page) =>
  pharmacyRows(page).evaluateAll((rows) =>
    rows
      .filter((row) => {
        const price = row.querySelector('[data-testid="price"]')?.getBoundingClientRect();
        return price && price.top >= 0 && price.bottom <= window.innerHeight && price.width > 0;
      })
      .map((row) => `${row.querySelector('h3')?.textContent} ${row.getAttribute('data-price')}`),
  );

/** How many stores each row stands for and how many of them the map can place, in list order. */
const storeCounts = (page: Page) =>
  pharmacyRows(page).evaluateAll((rows) =>
    rows.map((row) => ({
      stores: Number(row.getAttribute('data-store-count')),
      pinned: Number(row.getAttribute('data-pinned-stores')),
    })),
  );

test('one row per choice: the first screen shows three different ones, a chain opens to its stores', async ({
  page,
  isMobile,
}) => {
  await openResults(page, CHICAGO);
  // A phone's first screen (a desktop's shows the search form and pickers first).
  if (isMobile) expect(new Set(await firstScreenChoices(page)).size).toBeGreaterThanOrEqual(3);

  // Each chain once at each price: Walgreens at its price is one row, and so is CVS.
  const names = await pharmacyRows(page).locator('h3').allTextContents();
  const walgreens = names.filter((name) => /Walgreens$/.test(name));
  expect(walgreens).toHaveLength(1);
  const counts = await storeCounts(page);
  expect(counts.some(({ stores }) => stores > 10)).toBe(true);

  const row = pharmacyRows(page).filter({ has: page.getByRole('heading', { name: /Walgreens$/ }) });
  const storeCount = Number(await row.getAttribute('data-store-count'));
  await expect(row.locator('.pharmacy-meta')).toContainText(
    new RegExp(`^nearest \\d+\\.\\d\\d mi · ${storeCount - 1} more nearby`),
  );
  const more = row.getByRole('button', { name: /more nearby \(Walgreens at \$\d+\.\d\d\)$/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const stores = row.getByRole('list', { name: /^Walgreens at \$\d+\.\d\d: more stores/ });
  await expect(stores.getByRole('listitem')).toHaveCount(9);
  await expect(row.getByText(`and ${storeCount - 10} more farther away`)).toBeVisible();
  const miles = (await stores.getByRole('listitem').allTextContents()).map((text) =>
    Number(/· ([\d.]+) mi$/.exec(text)?.[1]),
  );
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  expect(miles[0]).toBeGreaterThanOrEqual(Number(await row.getAttribute('data-distance')));

  // A store in the list opens its own page, pricing the same fill.
  await stores.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pharmacies\/ph_[0-9a-f]+\?zip=60601&item=\d{11}%3A30$/);
  if (isMobile) return;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Walgreens');
});

test('sorting works on the folded rows: by price, and by the nearest store', async ({ page }) => {
  await page.goto(CHICAGO);
  const byPrice = await renderedRows(page);
  const prices = byPrice.map((row) => row.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.getByRole('button', { name: 'Nearest' }).click();
  await expect(page).toHaveURL(/sort=distance/);
  await expect(page.getByRole('button', { name: 'Nearest' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const byDistance = await renderedRows(page);
  const distances = byDistance.map((row) => row.distance);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  // The same choices, in another order.
  expect(byDistance.map((row) => row.id).sort()).toEqual(byPrice.map((row) => row.id).sort());
});

test('the map shows every listed store; a folded row highlights all of its stores', async ({
  page,
  isMobile,
}) => {
  await openResults(page, CHICAGO);
  const counts = await storeCounts(page);
  const pinned = counts.reduce((sum, { pinned }) => sum + pinned, 0);
  expect(pinned).toBeGreaterThan(counts.length);

  const row = pharmacyRows(page).filter({ has: page.getByRole('heading', { name: /Walgreens$/ }) });
  const walgreensPinned = Number(await row.getAttribute('data-pinned-stores'));
  const price = (await rowPrice(row).textContent()) ?? '';
  await rowName(row).getByRole('button').click();
  await expect(rowName(row).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  if (isMobile) await showView(page, 'Map');
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect.poll(() => markedPharmacies(page)).toBe(pinned);
  await expect(page.locator('.leaflet-marker-icon.price-marker.highlighted')).toHaveCount(
    walgreensPinned,
  );
  for (const label of await page.locator('.price-marker.highlighted span').allTextContents()) {
    expect(label).toBe(price);
  }
});
