import {
  test as base,
  expect,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Response as PageResponse,
} from '@playwright/test';
import {
  conformanceChecker,
  describeViolations,
  type ConformanceCheck,
  type GatewayAnswer,
  type OpenApiDescription,
} from '../test-support/openapi-conformance';

/** Whether a URL is one of the gateway's (the API the OpenAPI document describes). */
const isGatewayUrl = (url: string): boolean => /^\/gateway(?:\/|$)/.test(new URL(url).pathname);

/**
 * A gateway answer the page received, as the conformance check reads it. The body may be gone (a
 * page that navigated away, a fetch the page aborted): then it is not checked, the rest is.
 */
async function gatewayAnswerOf(response: PageResponse): Promise<GatewayAnswer> {
  const request = response.request();
  const headers = response.headers();
  // HTTP gives a HEAD, a 204 and a 304 no body; what the browser may show for a 304 is its cache's.
  const bodyless = request.method() === 'HEAD' || [204, 304].includes(response.status());
  const body = bodyless ? null : await response.text().catch(() => null);
  return {
    method: request.method(),
    url: response.url(),
    status: response.status(),
    contentType: headers['content-type'] ?? null,
    allow: headers.allow ?? null,
    body,
  };
}

export const test = base.extend<
  { gatewayAnswersDocumented: void },
  { openApiCheck: ConformanceCheck }
>({
  // Playwright's fixture callback is named `use` in its docs; renamed for the React hooks lint rule.
  // Every test runs offline from map tiles: tile requests are answered with an empty 204.
  page: async ({ page }, provide) => {
    await page.route(/tile\.openstreetmap\.org|\/\{z\}\//, (route) =>
      route.fulfill({ status: 204, body: '' }),
    );
    await provide(page);
  },
  /** The check against the OpenAPI document the server under test publishes, once per worker. */
  openApiCheck: [
    async ({ playwright }, provide, workerInfo) => {
      const api = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        ignoreHTTPSErrors: true,
      });
      const document = (await (
        await api.get('/gateway/openapi.json')
      ).json()) as OpenApiDescription;
      await api.dispose();
      await provide(conformanceChecker(document));
    },
    { scope: 'worker' },
  ],
  /**
   * Every /gateway answer the test's pages receive is checked against the OpenAPI document; at
   * the end of the test any the document does not describe fail it (docs/testing.md).
   */
  gatewayAnswersDocumented: [
    async ({ context, openApiCheck }, provide) => {
      const checked: Array<Promise<string | null>> = [];
      const onResponse = (response: PageResponse) => {
        if (!isGatewayUrl(response.url())) return;
        checked.push(
          gatewayAnswerOf(response).then((answer) => {
            const violations = openApiCheck(answer);
            return violations.length > 0 ? describeViolations(answer, violations) : null;
          }),
        );
      };
      context.on('response', onResponse);
      await provide();
      context.off('response', onResponse);
      const found = (await Promise.all(checked)).filter((report) => report !== null);
      if (found.length > 0) {
        throw new Error(`Answers the OpenAPI document does not describe:\n${found.join('\n')}`);
      }
    },
    { auto: true },
  ],
});

export { expect };

/*
 * How the specs find things: by role and accessible name, as a user (or a screen reader) does,
 * so a markup or class change does not break them; data-testid only where no role fits (a price).
 * Leaflet's own markers and tiles have no roles and are found by Leaflet's classes.
 */

/**
 * The results list's rows, one per pharmacy, in list order (hidden too: a phone's map view); the
 * list's name is the page language's ("Farmacias y precios" in Spanish).
 */
export const pharmacyRows = (page: Page, listName = 'Pharmacies and prices'): Locator =>
  resultsList(page, listName).locator(':scope > li');

/** The results list: the server sends its first rows, and it is busy until the rest are in. */
export const resultsList = (page: Page, listName = 'Pharmacies and prices'): Locator =>
  page.getByRole('list', { name: listName, includeHidden: true });

/** How many rows' prices are wholly on the first screen, without scrolling. */
export const pricesOnFirstScreen = (page: Page, listName?: string): Promise<number> =>
  pharmacyRows(page, listName)
    .getByTestId('price')
    .evaluateAll(
      (prices) =>
        prices.filter((price) => {
          const box = price.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight && box.width > 0;
        }).length,
    );

/** One pharmacy's row in the results list. */
export const pharmacyRow = (page: Page, pharmacyId: string): Locator =>
  pharmacyRows(page).and(page.locator(`[data-pharmacy-id="${pharmacyId}"]`));

/** A row's pharmacy name (its heading, which selects it on the map). */
export const rowName = (row: Locator): Locator => row.getByRole('heading', { level: 3 });

/** A row's price. */
export const rowPrice = (row: Locator): Locator => row.getByTestId('price');

/** The list page's ranking of pharmacies by what the whole list costs there. */
export const basketRows = (page: Page, listName = 'Pharmacies by total for the list'): Locator =>
  page.getByRole('list', { name: listName }).locator(':scope > li');

/** Each drug's price at a ranked pharmacy (the ranking's description list: name, then price). */
export const basketPrices = (row: Locator) => ({
  names: row.getByRole('term'),
  prices: row.getByRole('definition'),
});

/**
 * Prices and distances of every row (of its nearest store, for a folded chain), in list order,
 * once the list has all its rows; with how many stores each stands for and the map can place.
 */
export async function renderedRows(page: Page) {
  await expect(resultsList(page)).toHaveAttribute('aria-busy', 'false');
  return pharmacyRows(page).evaluateAll((rows) =>
    rows.map((row) => ({
      id: row.getAttribute('data-pharmacy-id') ?? '',
      price: Number(row.getAttribute('data-price')),
      distance: Number(row.getAttribute('data-distance')),
      // Pharmacies placed only approximately (by ZIP, or at a registry point) are listed but
      // never drawn on the map.
      precision: row.getAttribute('data-location-precision') ?? '',
      pinned: row.getAttribute('data-location-precision') === 'address',
      stores: Number(row.getAttribute('data-store-count')),
      pinnedStores: Number(row.getAttribute('data-pinned-stores')),
    })),
  );
}

/** Pharmacies on the map: single price markers plus the count each group shows. */
export async function markedPharmacies(page: Page): Promise<number> {
  const singles = await page.locator('.leaflet-marker-icon.price-marker').count();
  const grouped = await page
    .locator('.leaflet-marker-icon.price-cluster [data-count]')
    .evaluateAll((groups) =>
      groups.reduce((sum, g) => sum + Number(g.getAttribute('data-count')), 0),
    );
  return singles + grouped;
}

export const RESULTS_URL = '/drugs/atorvastatin?zip=94110';

/** Opens a results page and waits for its list: the first row shown, then every row in. */
export async function openResults(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(pharmacyRows(page).first()).toBeVisible();
  await expect(resultsList(page)).toHaveAttribute('aria-busy', 'false');
}

/**
 * From now on, the page's console messages that `counts` picks and every error its scripts leave
 * uncaught, as text, in the order they come.
 */
export function pageProblems(page: Page, counts: (message: ConsoleMessage) => boolean): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (counts(message)) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * On a phone the results page folds the search form, the pickers and the savings hints into one
 * line each; these open one where it is folded, and do nothing where it shows open.
 */
async function unfold(toggle: Locator): Promise<void> {
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
  }
}

export const showSearchForm = (page: Page) =>
  unfold(page.getByRole('button', { name: /Change search$/ }));

export const showPickers = (page: Page) =>
  unfold(page.getByRole('button', { name: /Change prescription details$/ }));

export const showSavings = (page: Page) =>
  unfold(page.getByRole('button', { name: /^Savings you might miss · up to/ }));

/**
 * Switches a phone's results between list and map. The toggle is disabled until the page has
 * hydrated (a tap before then would be lost), and a click waits for it to be enabled: one tap.
 */
export async function showView(page: Page, view: 'List' | 'Map'): Promise<void> {
  const toggle = page.getByRole('button', { name: view, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

/** The results rows whose pharmacy is selected (its name's toggle pressed). */
export const selectedRows = (page: Page): Locator =>
  pharmacyRows(page).filter({ has: page.getByRole('button', { pressed: true }) });

/** Where a located element is laid out; a test about layout fails if it is not. */
export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/**
 * Records layout shifts from the start of the page's load (the Layout Instability API), as an
 * init script; `layoutShift(page)` reads the sum.
 */
export const RECORD_SHIFTS = `
  window.__shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** The layout shift RECORD_SHIFTS has summed so far. */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
