import { createHash } from 'node:crypto';
import { expect, pageProblems, pharmacyRows, RESULTS_URL, showView, test } from './fixtures';

test('pages run under a strict nonce CSP without a single violation', async ({
  page,
  isMobile,
}) => {
  const violations = pageProblems(page, (message) =>
    /Content Security Policy|Refused to/i.test(message.text()),
  );

  for (const url of ['/', RESULTS_URL, '/about']) {
    const response = await page.goto(url);
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    if (url === RESULTS_URL) {
      // Hydrated and interactive under the policy: the list, then the map's price markers.
      await expect(pharmacyRows(page).first()).toBeVisible();
      // Phones load the map (and Leaflet's stylesheet) only once it is chosen. A click that lands
      // before the page hydrates does nothing, so it is repeated until the map answers.
      if (isMobile) {
        await showView(page, 'Map');
      }
      await expect(page.locator('.leaflet-marker-icon').first()).toBeAttached();
    }
  }
  expect(violations).toEqual([]);
});

test('the nonce changes on every page load', async ({ request }) => {
  const nonceOf = async () =>
    /'nonce-([^']+)'/.exec(
      (await request.get('/')).headers()['content-security-policy'] ?? '',
    )?.[1];
  const [first, second] = [await nonceOf(), await nonceOf()];
  expect(first).toBeTruthy();
  expect(first).not.toBe(second);
});

test('every stylesheet inlined into a page is allowed by hash, without unsafe-inline', async ({
  request,
}) => {
  const response = await request.get(RESULTS_URL);
  const csp = response.headers()['content-security-policy'] ?? '';
  const styles = [...(await response.text()).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
  expect(styles.length).toBeGreaterThan(0); // the build inlines the page's stylesheet
  for (const [, css] of styles) {
    const digest = createHash('sha256')
      .update(css ?? '')
      .digest('base64');
    expect(csp).toContain(`'sha256-${digest}'`);
  }
  expect(csp).not.toMatch(/style-src [^;]*'unsafe-inline'/);
});
