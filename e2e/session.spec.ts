import { expect, pharmacyRows, RESULTS_URL, test } from './fixtures';

test('pages work with the sealed cookie alone, and scripts cannot read it', async ({
  page,
  context,
}) => {
  const apiRequests: string[] = [];
  let findDrugsCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/gateway/Drug/FindDrugs')) findDrugsCalls += 1;
    if (request.url().includes('/gateway/')) {
      apiRequests.push(
        `${request.headers()['authorization'] ?? ''}${request.headers()['x-svc-client-key'] ?? ''}`,
      );
    }
  });
  await page.goto(RESULTS_URL);
  await expect(pharmacyRows(page).first()).toBeVisible();
  // The server rendered the prices (the browser did not ask FindDrugs); the session starts with
  // the page's first gateway call (the savings hints, the discount card).
  expect(findDrugsCalls).toBe(0);

  // The discount card asks the gateway for the member id: that call starts the session.
  const openCard = async () => {
    await page
      .getByRole('button', { name: /Get discount card/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').locator('dd').last()).toHaveText(/^RX\d{9}$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  };
  await openCard();
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === 'rxpf_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain('rxpf_session');
  // The browser never sends a token or a client key itself.
  expect(apiRequests.length).toBeGreaterThan(0);
  expect(apiRequests.every((auth) => auth === '')).toBe(true);
  // No JWT anywhere in the page.
  expect(await page.content()).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.eyJ/);

  // Without the cookie the same call from a page still works: a new anonymous session starts.
  await context.clearCookies();
  await page.reload();
  await expect(pharmacyRows(page).first()).toBeVisible();
  await openCard();
  // The card may first show the member id this browser remembered (for use offline) while the
  // session call that sets the new cookie is still on its way.
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'rxpf_session'))
    .toBe(true);
});
