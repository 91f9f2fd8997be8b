import type { Response } from '@playwright/test';
import { expect, pharmacyRows, test } from './fixtures';

// The "production" project only (playwright.config.ts): the app as deployed — production secrets,
// default rate limits, admission control, https through a TLS-terminating proxy it trusts.

test('over https a visit gets HSTS, the Secure __Host- session cookie, and nothing refused', async ({
  page,
  context,
}) => {
  const answers: Response[] = [];
  page.on('response', (response) => answers.push(response));
  const home = await page.goto('/');
  const headers = home?.headers() ?? {};
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');

  await page.getByRole('combobox', { name: 'Drug name or NDC' }).fill('atorvastatin');
  await page.getByLabel('ZIP code or city, state').fill('94110');
  await page.getByRole('button', { name: 'Find prices' }).click();
  await expect(pharmacyRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Nearest' }).click();
  await expect(page).toHaveURL(/sort=distance/);
  // The discount card asks the gateway for the member id: that call starts the session.
  await page
    .getByRole('button', { name: /Get discount card/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').locator('dd').last()).toHaveText(/^RX\d{9}$/);
  await page.waitForLoadState('networkidle');

  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name.startsWith('__Host-rxpf_session'));
  expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
  expect(cookies.find((cookie) => cookie.name === 'rxpf_session')).toBeUndefined();
  const refused = answers.filter((a) => a.status() === 429 || a.status() >= 500);
  expect(refused.map((a) => `${a.status()} ${a.url()}`)).toEqual([]);
});
