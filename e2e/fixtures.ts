import { test as base, expect } from '@playwright/test';

/** Every test runs offline from map tiles: tile requests are answered with an empty 204. */
export const test = base.extend({
  // Playwright's fixture callback is named `use` in its docs; renamed for the React hooks lint rule.
  page: async ({ page }, provide) => {
    await page.route(/tile\.openstreetmap\.org|\/\{z\}\//, (route) =>
      route.fulfill({ status: 204, body: '' }),
    );
    await provide(page);
  },
});

export { expect };

/** Prices and distances of the rendered rows, in list order. */
export async function renderedRows(page: import('@playwright/test').Page) {
  return page.locator('.pharmacy-row').evaluateAll((rows) =>
    rows.map((row) => ({
      id: row.getAttribute('data-pharmacy-id') ?? '',
      price: Number(row.getAttribute('data-price')),
      distance: Number(row.getAttribute('data-distance')),
      // Pharmacies known only by ZIP are listed but never drawn on the map.
      pinned: row.getAttribute('data-location-precision') !== 'zip',
    })),
  );
}

/** Pharmacies on the map: single price markers plus the count each group shows. */
export async function markedPharmacies(page: import('@playwright/test').Page): Promise<number> {
  const singles = await page.locator('.leaflet-marker-icon.price-marker').count();
  const grouped = await page
    .locator('.leaflet-marker-icon.price-cluster [data-count]')
    .evaluateAll((groups) =>
      groups.reduce((sum, g) => sum + Number(g.getAttribute('data-count')), 0),
    );
  return singles + grouped;
}

export const RESULTS_URL = '/drugs/atorvastatin?zip=94110';

/**
 * On a phone the results page folds the search form, the pickers and the savings hints into one
 * line each; these open one where it is folded, and do nothing where it shows open.
 */
async function unfold(toggle: import('@playwright/test').Locator): Promise<void> {
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
  }
}

export const showSearchForm = (page: import('@playwright/test').Page) =>
  unfold(page.getByRole('button', { name: /Change search$/ }));

export const showPickers = (page: import('@playwright/test').Page) =>
  unfold(page.getByRole('button', { name: /— Change$/ }));

export const showSavings = (page: import('@playwright/test').Page) =>
  unfold(page.getByRole('button', { name: /^Savings you might miss · up to/ }));
