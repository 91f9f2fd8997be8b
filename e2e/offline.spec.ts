import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { basketRows, expect, pharmacyRows, RESULTS_URL, rowPrice, test } from './fixtures';

// An installed visitor goes offline at the pharmacy counter and still has the list, the card and
// the last results, each saying it is offline and since when, in English and in Spanish.

/** Waits until the service worker keeps a copy of this URL (docs/offline.md). */
async function expectKeptForOffline(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async (url) => (await caches.match(url, { ignoreVary: true })) !== undefined,
          new URL(path, page.url()).href,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Every URL the site's caches hold, with the offline mark each stored answer carried. */
const cachedEntries = (page: Page) =>
  page.evaluate(async () => {
    const entries: Array<{ cache: string; url: string; mark: string | null }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({
          cache: name,
          url: request.url,
          mark: response?.headers.get('x-offline-copy') ?? null,
        });
      }
    }
    return entries;
  });

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Offline' });

/** A service worker's request meets a dead network. */
const refuseWorkerRequest = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

/**
 * Takes the browser off the network or back. Playwright's offline emulation is not sure to reach a
 * service worker (microsoft/playwright#2311): one that fetched a live page would pass for a stored
 * copy or hide a missing one. Its requests are refused too, as on a dead network.
 */
async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
  if (offline) await context.route('**', refuseWorkerRequest);
  else await context.unroute('**', refuseWorkerRequest);
}

/** The page shown is the worker's stored copy (it marks those), not a live answer. */
const expectStoredCopy = (page: Page) =>
  expect(page.locator('meta[name="rxpf-offline-copy"]')).toHaveCount(1);

test('offline: my medicines, the card and the last results still open, marked offline', async ({
  page,
  context,
}, testInfo) => {
  // A cold worker installs first (it fetches the build's static files): slow on a shared machine.
  test.setTimeout(90_000);
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });

  await page.goto(RESULTS_URL);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await expectKeptForOffline(page, RESULTS_URL);

  await expect(pharmacyRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to my medicines' }).click();
  await expect(page.getByText('✓ In my medicines')).toBeVisible();
  const firstRow = pharmacyRows(page).first();
  const price = await rowPrice(firstRow).innerText();
  await firstRow.getByRole('button', { name: /Get discount card/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('dd').last()).toHaveText(/^RX\d{9}$/);
  const memberId = await dialog.locator('dd').last().innerText();

  // The counter view, reached from the card (a client-side navigation).
  await dialog.getByRole('link', { name: 'Show at the counter' }).click();
  await expect(page).toHaveURL(/\/card$/);
  await expect(page.locator('[data-field="Member ID"]')).toHaveText(memberId);
  await expectKeptForOffline(page, '/card');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.getByRole('link', { name: 'My medicines (1)' }).click();
  await expect(page).toHaveURL(/\/basket/);
  const basketPath = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(page.getByRole('list', { name: 'Medicines on the list' })).toContainText(
    'atorvastatin 20 mg tablet',
  );
  await expectKeptForOffline(page, basketPath);

  // What the worker keeps: the pages viewed (each marked keepable by the server) and static
  // files; never a gateway answer (the session, prices), though the pages called both.
  const kept = await cachedEntries(page);
  expect(kept.filter((entry) => new URL(entry.url).pathname.startsWith('/gateway'))).toEqual([]);
  const pages = kept.filter((entry) => entry.cache === 'rxpf-pages-v1');
  expect(pages.every((entry) => entry.mark === 'allowed')).toBe(true);
  // And the app's own offline page, in each language (it holds no one's data).
  expect(
    kept.filter((entry) => entry.cache === 'rxpf-offline-v1').map((e) => new URL(e.url).pathname),
  ).toEqual(expect.arrayContaining(['/offline']));
  expect(pages.map((entry) => new URL(entry.url).pathname).sort()).toEqual(
    ['/basket', '/card', '/drugs/atorvastatin'].sort(),
  );
  expect(kept.length).toBeGreaterThan(pages.length); // the build's scripts and styles

  await setOffline(context, true);
  const project = testInfo.project.name;

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My medicines');
  await expect(page.getByRole('list', { name: 'Medicines on the list' })).toContainText(
    'atorvastatin 20 mg tablet',
  );
  await expectStoredCopy(page);
  // The list shows no prices offline: the notice says when it was saved, not "prices as of".
  await expect(offlineNotice(page)).toContainText(/^Offline — saved \w{3} \d+, \d{4}/);
  await page.screenshot({ path: `test-results/screenshots/offline-basket-${project}.png` });

  // Another query of the list's page: the stored copy of the path serves; the ranking waits.
  await page.goto('/basket?zip=94110');
  await expectStoredCopy(page);
  await expect(page.getByRole('list', { name: 'Medicines on the list' })).toContainText(
    'atorvastatin 20 mg tablet',
  );
  await expect(page.getByText(/needs a connection/)).toBeVisible();
  await expect(basketRows(page)).toHaveCount(0);

  await page.goto('/card');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Discount card');
  await expect(page.locator('[data-field="Member ID"]')).toHaveText(memberId);
  await expect(page.locator('[data-field="Group"]')).toHaveText('WEB');
  await expectStoredCopy(page);
  await expect(offlineNotice(page)).toContainText(/^Offline — saved /);
  await expect(offlineNotice(page)).not.toContainText('prices');
  await page.screenshot({ path: `test-results/screenshots/offline-card-${project}.png` });

  // The last results, from the copy: its scripts run under the copy's own CSP and nonce (the
  // card dialog opens, with the member id this browser remembered).
  await page.goto(RESULTS_URL);
  await expectStoredCopy(page);
  await expect(offlineNotice(page)).toContainText(/^Offline — prices as of /);
  await expect(rowPrice(pharmacyRows(page).first())).toHaveText(price);
  await pharmacyRows(page)
    .first()
    .getByRole('button', { name: /Get discount card/ })
    .click();
  await expect(page.getByRole('dialog').locator('dd').last()).toHaveText(memberId);
  expect(cspViolations).toEqual([]);

  // A results page never viewed online: the app's own offline page, with what does open.
  await page.goto('/drugs/metformin?zip=94110');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.getByRole('link', { name: /^My medicines/ }).last()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Discount card/ })).toBeVisible();
  const saved = page.getByRole('link', { name: 'atorvastatin · 94110' });
  await expect(saved).toBeVisible();
  await saved.click();
  await expect(rowPrice(pharmacyRows(page).first())).toHaveText(price);
  expect(cspViolations).toEqual([]);

  // Back online, a fresh page is live again: no notice.
  await setOffline(context, false);
  await page.goto('/card');
  await expect(page.locator('[data-field="Member ID"]')).toHaveText(memberId);
  await expect(offlineNotice(page)).toHaveCount(0);
});

test('pages not viewed, other pages and the API are not kept', async ({ page, context }) => {
  await page.goto('/about');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    // A gateway answer fetched while the worker controls the page.
    await fetch('/gateway/Drug/Autocomplete?prefixText=ator');
  });
  await page.reload(); // now controlled: this navigation passes through the worker
  await expect(page.locator('h1')).toBeVisible();
  const kept = await cachedEntries(page);
  expect(kept.filter((entry) => entry.cache === 'rxpf-pages-v1')).toEqual([]);
  // Offline, a page not kept is answered by the app's own offline page, not the browser's.
  await setOffline(context, true);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await page.goto('/es/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No tiene conexión');
});

test('the counter card opens offline in Spanish too, saying so in Spanish', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/es/card');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tarjeta de descuento');
  await expect(page.getByText('Número de miembro')).toBeVisible();
  await expectKeptForOffline(page, '/es/card');

  await setOffline(context, true);
  await page.reload();
  await expectStoredCopy(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tarjeta de descuento');
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toContainText(
    /Sin conexión: guardado el \d+/,
  );
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );
});

// A shared or borrowed device (security review N-L4): what names a medicine can be removed, and
// "Forget this device" removes everything the site keeps, the session included.
test('clearing recent searches removes the results kept offline; forgetting the device removes the rest', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto(RESULTS_URL);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expectKeptForOffline(page, RESULTS_URL);
  await page.getByRole('button', { name: 'Add to my medicines' }).click();
  await expect(page.getByText('✓ In my medicines')).toBeVisible();
  await page.goto('/card');
  await expect(page.locator('[data-field="Member ID"]')).toHaveText(/^RX\d{9}$/);
  const memberId = await page.locator('[data-field="Member ID"]').innerText();

  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Your recent searches' });
  await expect(recent.getByRole('link').first()).toBeVisible();
  await recent.getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(recent).toHaveCount(0);
  await expect
    .poll(async () => (await cachedEntries(page)).filter((e) => e.url.includes('/drugs/')))
    .toEqual([]);
  // Offline, the search is not there to be read: the app's own offline page answers.
  await setOffline(context, true);
  await page.goto(RESULTS_URL);
  await expect(
    page.locator('meta[name="rxpf-offline-copy"]'),
    'no stored copy answers',
  ).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.getByRole('link', { name: /atorvastatin/ })).toHaveCount(0);
  await setOffline(context, false);

  // The list and the card's member id are still here, until the device is forgotten.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'My medicines (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Forget this device' }).click();
  const ask = page.getByRole('group', { name: /Remove from this device/ });
  await expect(ask.getByRole('button', { name: 'Forget this device' })).toBeFocused();
  await ask.getByRole('button', { name: 'Forget this device' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: nothing/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/); // the confirmation's hash is gone: a reload won't repeat it
  await expect(page.getByRole('link', { name: 'My medicines', exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('rxpf.'))),
  ).toEqual([]);
  const left = await cachedEntries(page);
  expect(left.filter((e) => /\/(drugs|basket|card)\b/.test(new URL(e.url).pathname))).toEqual([]);
  expect((await context.cookies()).filter((c) => c.name.includes('rxpf_session'))).toEqual([]);
  // A new session: the card shows another member id.
  await page.goto('/card');
  await expect(page.locator('[data-field="Member ID"]')).toHaveText(/^RX\d{9}$/);
  await expect(page.locator('[data-field="Member ID"]')).not.toHaveText(memberId);
});
