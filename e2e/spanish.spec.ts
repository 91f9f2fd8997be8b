import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  basketRows,
  expect,
  pharmacyRows,
  pricesOnFirstScreen,
  rowName,
  rowPrice,
  test,
} from './fixtures';

/** The results list's name on a Spanish page. */
const ES_LIST = 'Farmacias y precios';

// The whole visit in Spanish: from the browser's language and from a shared /es/ link.

async function expectAxeClean(page: Page): Promise<void> {
  // Next streams a dynamic page's <title> after its first content: check once it has arrived.
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page }).exclude('.leaflet-container').analyze();
  expect(violations).toEqual([]);
}

/** On a phone the fill's pickers fold into one line: open it where it is folded. */
async function showPickers(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /Cambiar los datos de la receta$/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
  }
}

test.describe('a visitor whose browser asks for Spanish', () => {
  test.use({ locale: 'es-US', extraHTTPHeaders: { 'accept-language': 'es-US,es;q=0.9' } });

  test('searches, changes the fill, opens a pharmacy, the card and the list, all in Spanish', async ({
    page,
  }, testInfo) => {
    // One visit through five pages, axe on each: longer than a single-page test.
    test.setTimeout(180_000);
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Compare precios de medicamentos recetados cerca de usted',
    );
    await expectAxeClean(page);

    const drug = page.getByRole('combobox', { name: 'Nombre del medicamento o NDC' });
    await drug.fill('atorv');
    await page.getByRole('option', { name: 'atorvastatin', exact: true }).click();
    await page.getByLabel('Código postal o ciudad, estado').fill('94110');
    await page.getByRole('button', { name: 'Buscar precios' }).click();

    await expect(page).toHaveURL(/\/es\/drugs\/atorvastatin\?zip=94110/);
    await expect(pharmacyRows(page, ES_LIST).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('tableta, 30 tabletas');
    await expect(page.getByText(/^30 farmacias cerca de 94110/)).toBeVisible();
    await expect(pharmacyRows(page, ES_LIST).first()).toContainText(/Farmacia|Cadena/);
    await expect(rowPrice(pharmacyRows(page, ES_LIST).first())).toHaveText(/^\$\d+\.\d\d$/);
    await expect(page.getByText(/Los precios son estimados/).first()).toBeVisible();
    // Hours, price notes and savings in Spanish too (the hours line is set in the browser).
    await expect(pharmacyRows(page, ES_LIST).first()).toContainText(/Abierto|Cerrado|Horario/);
    await expect(page.getByRole('list', { name: ES_LIST })).not.toContainText(
      /Hours not listed|Open ·|Closed ·|Save \d|Directions|Get discount card/,
    );
    // On a phone, Spanish's longer words still leave three prices on the first screen.
    if (testInfo.project.name === 'mobile')
      expect(await pricesOnFirstScreen(page, ES_LIST)).toBeGreaterThanOrEqual(3);
    if (testInfo.project.name === 'mobile' || testInfo.project.name === 'desktop') {
      await page.screenshot({
        path: `test-results/screenshots/es-results-${testInfo.project.name === 'mobile' ? 'phone' : 'desktop'}.png`,
      });
    }
    await expectAxeClean(page);

    await showPickers(page);
    await expect(page.getByLabel('Forma')).toContainText('tableta');
    await page.getByLabel('Concentración').selectOption('40 MG');
    await expect(page).toHaveURL(/strength=40\+MG|strength=40%20MG/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('40 mg');
    await showPickers(page);
    await page.getByLabel('Cantidad', { exact: true }).selectOption('90');
    await expect(page).toHaveURL(/qty=90/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('90 tabletas');
    await showPickers(page);
    await expectAxeClean(page);

    // The discount card, for showing at the counter.
    await page
      .getByRole('button', { name: /^Tarjeta de descuento para / })
      .first()
      .click();
    const card = page.getByRole('dialog', { name: /Tarjeta de descuento/ });
    await expect(card).toContainText('Número de miembro');
    await expect(card).toContainText('90 tabletas');
    await card.getByRole('button', { name: 'Cerrar' }).click();
    await expect(card).toBeHidden();

    // Kept in "My medicines", then the list compared near the same ZIP.
    await page.getByRole('button', { name: 'Agregar a mi lista' }).click();
    await expect(page.getByText('✓ En mis medicamentos')).toBeVisible();

    // A pharmacy's page, in Spanish.
    const firstRow = pharmacyRows(page, ES_LIST).first();
    const pharmacyName = (await rowName(firstRow).innerText()).replace(/^\d+\s*/, '');
    await firstRow.getByRole('link', { name: /^Detalles de / }).click();
    await expect(page).toHaveURL(/\/es\/pharmacies\/ph_[0-9a-f]{12}\?/);
    // A folded chain's row names the chain ("Walgreens"); its page, the store ("Walgreens #9438").
    await expect(page.getByRole('heading', { level: 1 })).toContainText(pharmacyName);
    await expect(page.getByRole('term').first()).toHaveText('Dirección');
    await expect(page.getByRole('heading', { name: 'Precios aquí' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Precios aquí' })).toContainText('90 tabletas');
    await expectAxeClean(page);

    await page
      .getByRole('link', { name: 'Comparar farmacias cercanas para mis medicamentos' })
      .click();
    await expect(page).toHaveURL(/\/es\/basket\?zip=94110$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis medicamentos');
    await expect(page.getByRole('list', { name: 'Medicamentos de la lista' })).toContainText(
      'atorvastatin 40 mg tableta',
    );
    await expect(basketRows(page, 'Farmacias por el total de la lista').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Las formas más baratas de surtir la lista' }),
    ).toContainText('Una farmacia');
    // "Mi lista (1)" on a narrow phone, where the long name would not fit the header.
    await expect(
      page.getByRole('link', { name: /^(Mis medicamentos|Mi lista) \(1\)$/ }),
    ).toBeVisible();
    await expectAxeClean(page);
  });
});

test('a shared /es/ link opens in Spanish; the header switches language and remembers it', async ({
  page,
  context,
}) => {
  await page.goto('/es/drugs/atorvastatin?zip=94110');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(pharmacyRows(page, ES_LIST).first()).toBeVisible();
  // The search form (folded on a phone) speaks Spanish too.
  await expect(
    page.getByRole('button', { name: 'Buscar precios', includeHidden: true }),
  ).toBeAttached();
  const alternates = page.locator('head link[rel="alternate"]');
  await expect(alternates).toHaveCount(3);
  await expect(page.locator('head link[hreflang="en"]')).toHaveAttribute(
    'href',
    /\/drugs\/atorvastatin\?zip=94110$/,
  );
  await expect(page.locator('head link[hreflang="es"]')).toHaveAttribute(
    'href',
    /\/es\/drugs\/atorvastatin\?zip=94110$/,
  );
  await expect(page.locator('head link[hreflang="x-default"]')).toHaveAttribute(
    'href',
    /[^s]\/drugs\/atorvastatin\?zip=94110$/,
  );

  // English, unprefixed, and the choice remembered.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/drugs\/atorvastatin\?zip=94110$/);
  await expect(page).not.toHaveURL(/\/es\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('button', { name: 'Find prices', includeHidden: true }),
  ).toBeAttached();
  const localeCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value;
  await expect.poll(localeCookie).toBe('en');

  // Back to Spanish: an unprefixed link then keeps Spanish.
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/drugs\/atorvastatin\?zip=94110$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect.poll(localeCookie).toBe('es');
  await page.goto('/about');
  await expect(page).toHaveURL(/\/es\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cómo estimamos los precios');
  await expectAxeClean(page);
});

test('an English browser without a choice keeps the unprefixed English pages', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we estimate prices');
  await expect(page.getByRole('link', { name: 'Español' })).toBeVisible();
});

test.describe('what a native reviewer found (issue 31)', () => {
  test('units, map controls, accents, the ZIP error, the card, the manifest and dates read in Spanish', async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    // Strengths in Spanish units, not "100 unit/ml".
    await page.goto('/es/drugs/lantus?zip=94110');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('100 unidades/ml');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.es.webmanifest',
    );

    // The map's zoom buttons and credit.
    if (isMobile) await page.getByRole('button', { name: 'Mapa', exact: true }).click();
    await expect(page.locator('.leaflet-control-zoom-in')).toHaveAttribute('title', 'Acercar');
    await expect(page.locator('.leaflet-control-zoom-out')).toHaveAttribute('title', 'Alejar');
    await expect(page.locator('.leaflet-control-attribution')).toContainText(
      'colaboradores de OpenStreetMap',
    );
    await expect(page.locator('.leaflet-control-attribution')).not.toContainText('contributors');

    // A city written with its accent is found.
    await page.goto('/es/drugs/lisinopril?city=Los+%C3%81ngeles&state=CA');
    await expect(pharmacyRows(page, ES_LIST).first()).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /cerca de Los [ÁA]ngeles, CA/ }),
    ).toBeVisible();

    // An unknown ZIP is named, as in English.
    await page.goto('/es/drugs/lisinopril?zip=00000');
    await expect(page.getByText('No encontramos el código postal 00000: revíselo.')).toBeVisible();

    // The card's member id stays on one line on a narrow phone.
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/es/drugs/lisinopril?zip=60601');
      await page
        .getByRole('button', { name: /^Tarjeta de descuento para / })
        .first()
        .click();
      const memberId = page.getByRole('dialog').locator('dd.card-number');
      await expect(memberId).toHaveText(/^RX\d{9}$/);
      const lines = await memberId.evaluate((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect({ width, lines }).toEqual({ width, lines: 1 });
      await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
    }

    // Dates as a reader writes them, not ISO.
    await page.goto('/es/about');
    await expect(page.getByText(/del 29 de abril de 2026/)).toBeVisible();
    await expect(page.locator('main')).not.toContainText('2026-04-29');
  });
});
