import {
  expect,
  pharmacyRows,
  RESULTS_URL,
  resultsList,
  rowPrice,
  showPickers,
  test,
} from './fixtures';

test('a shared results link carries its prices, title and preview in the HTML', async ({
  request,
}) => {
  const html = await (await request.get(RESULTS_URL)).text();
  expect(html.match(/class="price"/g)?.length).toBe(10);
  expect(html).toMatch(/<title>atorvastatin [^<]* near San Francisco, CA 94110: from \$\d+\.\d\d/);
  expect(html).toMatch(/<meta property="og:title" content="atorvastatin [^"]*from \$\d+\.\d\d/);
  expect(html).toMatch(/<meta property="og:description" content="Estimated prices [^"]*pharmacies/);
  expect(html).not.toMatch(/<meta name="robots"/);
});

test('the savings hints are in the HTML too, so they never push the prices down later', async ({
  request,
}) => {
  const html = (await (await request.get('/drugs/lipitor?zip=94110')).text()).replaceAll(
    '<!-- -->',
    '',
  );
  expect(html).toContain('Savings you might miss');
  expect(html).toMatch(/The generic, atorvastatin, costs <strong>about \$[\d,.]+ less/);
});

test('the HTML lists the first ten pharmacies; the rest follow once the page has hydrated', async ({
  page,
}) => {
  await page.goto(RESULTS_URL);
  await expect(resultsList(page)).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('heading', { level: 2, name: /pharmacies near/ })).toContainText(
    '30',
  );
  await expect(pharmacyRows(page)).toHaveCount(30);
  const ranks = await pharmacyRows(page).locator('.rank').allTextContents();
  expect(ranks).toEqual(Array.from({ length: 30 }, (_, i) => String(i + 1)));
});

test('the page shows its prices without running a script, and the browser does not search again', async ({
  page,
  browser,
}) => {
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/gateway/Drug/FindDrugs')) searches.push(r.url());
  });
  await page.goto(RESULTS_URL);
  await expect(pharmacyRows(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(searches).toEqual([]);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await noScript.newPage();
  await staticPage.goto(RESULTS_URL);
  await expect(rowPrice(pharmacyRows(staticPage).first())).toHaveText(/^\$\d+\.\d\d$/);
  await noScript.close();
});

test('a 404 and a 400 render the states the browser shows, not an error page', async ({ page }) => {
  const notFound = await page.goto('/drugs/zzzzqqq?zip=94110');
  expect(notFound?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: /couldn.t find .zzzzqqq./ }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.goto('/drugs/atorvastatin?zip=00000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prices for “atorvastatin”');
  // The form is open (on a phone too) at the field to correct, which says what is wrong once.
  const place = page.getByLabel('ZIP code or city, state');
  await expect(place).toBeVisible();
  await expect(place).toHaveAttribute('aria-invalid', 'true');
  await expect(place).toHaveAccessibleDescription('ZIP code 00000 is not known.');
});

test('pickers and sort move to server-rendered pages, and back returns', async ({ page }) => {
  await page.goto(RESULTS_URL);
  await page.getByRole('button', { name: 'Nearest' }).click();
  await expect(page).toHaveURL(/sort=distance/);
  await expect(page.getByRole('heading', { level: 2, name: /pharmacies near/ })).not.toContainText(
    'updating',
  );
  await showPickers(page);
  await page.getByLabel('Strength').selectOption('40 MG');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('40 mg');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('40 mg');
  await expect(page).toHaveURL(/sort=distance/);
});

test('the site has an icon: /favicon.ico answers one, and pages link it', async ({
  request,
  page,
}) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  await page.goto('/about');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon\.ico/);
});

test('a path no page has answers 404 with a whole page in its language, lang in the HTML', async ({
  request,
}) => {
  for (const [path, lang, heading] of [
    ['/no-such-page', 'en', 'Page not found'],
    ['/es/no-such-page', 'es', 'No encontramos esta página'],
  ]) {
    const response = await request.get(path ?? '');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
    expect(html).toContain(`<h1>${heading}</h1>`);
  }
});
