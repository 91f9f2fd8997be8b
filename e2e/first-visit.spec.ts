import type { Response } from '@playwright/test';
import { expect, pharmacyRows, test } from './fixtures';

// A first-time visitor on a production server (admission control on, as Playwright's server
// runs): opening the home page starts many requests at once — scripts, the favicon, the service
// worker, the router's prefetches of visible links, and the suggestions while typing. Every one
// must be answered; none refused as "server busy". (Admission control once refused 6–12 of them on
// an idle server, the service worker script among them.)
test('a first visit, typing and searching: no request refused or failed', async ({ page }) => {
  const answers: Response[] = [];
  const failed: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => answers.push(response));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('requestfailed', (request) => {
    // Map tiles are answered by the fixture; an aborted prefetch on navigation is the browser's doing.
    if (!/tile|\{z\}/.test(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      failed.push(`${request.url()} ${request.failure()?.errorText}`);
    }
  });

  await page.goto('/');
  // The worker registers once the page is idle: `ready` resolves only if its script was served
  // (a refused script fails the registration: "A bad HTTP response code (503) was received").
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  const drug = page.getByRole('combobox', { name: 'Drug name or NDC' });
  await drug.pressSequentially('lisino', { delay: 40 });
  await expect(page.getByRole('option', { name: 'lisinopril', exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'lisinopril', exact: true }).click();
  await page.getByLabel('ZIP code or city, state').fill('10001');
  await page.getByRole('button', { name: 'Find prices' }).click();
  await expect(pharmacyRows(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const paths = answers.map((a) => new URL(a.url()).pathname);
  expect(paths.some((p) => p.startsWith('/gateway/Drug/Autocomplete'))).toBe(true);
  expect(answers.some((a) => a.request().headers()['next-router-prefetch'] !== undefined)).toBe(
    true,
  );
  const refused = answers.filter((a) => a.status() >= 500);
  expect(refused.map((a) => `${a.status()} ${a.url()}`)).toEqual([]);
  expect(failed).toEqual([]);
  expect(consoleErrors.filter((text) => /503|bad HTTP response/i.test(text))).toEqual([]);
});
