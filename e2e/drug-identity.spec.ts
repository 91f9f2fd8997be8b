import { expect, pharmacyRows, showPickers, showSearchForm, test } from './fixtures';

// The right drug: a corrected spelling is said, a form nothing priced has is answered with what
// is priced, and variants of one medicine stay apart in autocomplete and the pickers.

test('a corrected spelling says which drug the prices are for, and the search box shows it', async ({
  page,
}) => {
  await page.goto('/drugs/lisinoprl?zip=94110');
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
    'Showing lisinopril',
  );
  await showSearchForm(page);
  await expect(page.getByRole('combobox', { name: 'Drug name or NDC' })).toHaveValue('lisinopril');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('lisinopril');
  await expect(pharmacyRows(page).first()).toBeVisible();
});

test('a salt and release nothing priced has lists what is priced, and a click searches it', async ({
  page,
}) => {
  await page.goto('/drugs/metoprolol%20tartrate%20ER?zip=94110');
  await expect(page.getByRole('heading', { name: /We have no price for/ })).toBeVisible();
  const succinate = page.getByRole('link', {
    name: /^metoprolol succinate, tablet, extended release/,
  });
  await expect(succinate).toBeVisible();
  await succinate.click();
  await expect(page).toHaveURL(/\/drugs\/metoprolol%20succinate\?/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'metoprolol succinate 50 mg tablet, extended release',
  );
  await expect(pharmacyRows(page).first()).toBeVisible();
});

test('autocomplete offers a medicine’s release variants, and the form picker keeps them apart', async ({
  page,
}) => {
  await page.goto('/');
  const drug = page.getByRole('combobox', { name: 'Drug name or NDC' });
  await drug.fill('buprop');
  await expect(page.getByRole('option', { name: 'bupropion SR', exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'bupropion XL', exact: true }).click();
  await page.getByLabel('ZIP code or city, state').fill('94110');
  await page.getByRole('button', { name: 'Find prices' }).click();
  await expect(page).toHaveURL(/\/drugs\/bupropion%20XL\?zip=94110/);
  await showPickers(page);
  const form = page.getByLabel('Form');
  await expect(form).toHaveValue('TABLET, EXTENDED RELEASE (XL)');
  await expect(form.locator('option')).toContainText([
    'tablet, extended release (XL)',
    'tablet, extended release (SR)',
  ]);
  await form.selectOption('TABLET, EXTENDED RELEASE (SR)');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'tablet, extended release (SR)',
  );
});

test('what people type: words not needed are said, and a Spanish name is the shopper’s own', async ({
  page,
}) => {
  await page.goto('/drugs/Basaglar%20KwikPen%20please?zip=94110');
  await expect(page.getByRole('status').filter({ hasText: 'not needed' })).toContainText(
    'The word “please” was not needed.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Basaglar');
  await expect(pharmacyRows(page).first()).toBeVisible();

  await page.goto('/es/drugs/levotiroxina?zip=94110');
  await expect(page.getByRole('status').filter({ hasText: 'Mostramos' })).toHaveText(
    'Mostramos levotiroxina (levothyroxine).',
  );
  await expect(pharmacyRows(page, 'Farmacias y precios').first()).toBeVisible();
});

test('a name nothing matches offers the closest names, and a click searches one', async ({
  page,
}) => {
  await page.goto('/drugs/atorvastatinnnnn?zip=94110');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('We couldn’t find');
  await expect(page.getByText('Did you mean:')).toBeVisible();
  await page.getByRole('link', { name: 'atorvastatin', exact: true }).click();
  await expect(page).toHaveURL(/\/drugs\/atorvastatin\?zip=94110/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('atorvastatin');
  await expect(pharmacyRows(page).first()).toBeVisible();

  await page.goto('/drugs/levodopa?zip=94110');
  await expect(
    page.getByText('“levodopa” is sold only in combinations. Choose one:'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'carbidopa / levodopa', exact: true })).toBeVisible();
});
