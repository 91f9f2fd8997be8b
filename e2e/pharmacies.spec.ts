import {
  expect,
  markedPharmacies,
  openResults,
  pharmacyRow,
  pharmacyRows,
  renderedRows,
  showView,
  test,
} from './fixtures';

// Brooklyn: New York Medicaid pharmacies are listed with their street address but placed only by
// ZIP, so the list, the map and the pharmacy page must say their location is approximate.
const BROOKLYN = '/drugs/atorvastatin?zip=11201&sort=distance';

test('a pharmacy known only by ZIP is listed, says so, and is left off the map', async ({
  page,
  isMobile,
}) => {
  await openResults(page, BROOKLYN);
  const rows = await renderedRows(page);
  const approximate = rows.filter((row) => !row.pinned);
  expect(approximate.length).toBeGreaterThan(0);
  for (const { id, distance } of approximate) {
    const row = pharmacyRow(page, id);
    await expect(row.getByText(/^Location approximate/)).toBeVisible();
    await expect(row).toContainText(`about ${distance} mi`);
  }
  if (isMobile) await showView(page, 'Map');
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  // Every listed store the map can place: a folded chain's stores are on it too.
  const pinnedStores = rows.reduce((sum, row) => sum + row.pinnedStores, 0);
  await expect.poll(() => markedPharmacies(page)).toBe(pinnedStores);
  const unpinnedStores = rows.reduce((sum, row) => sum + row.stores - row.pinnedStores, 0);
  const mapNote = page
    .getByRole('region', { name: 'Map of the listed pharmacies' })
    .getByRole('note');
  await expect(mapNote).toContainText(
    `${unpinnedStores} ${unpinnedStores === 1 ? 'pharmacy' : 'pharmacies'}`,
  );
});

test('the pharmacy page gives the listing date, and no map for a ZIP-placed pharmacy', async ({
  page,
}) => {
  await openResults(page, BROOKLYN);
  const rows = await renderedRows(page);
  const placed = rows.find((row) => row.pinned);
  const approximate = rows.find((row) => !row.pinned);

  await pharmacyRow(page, placed?.id ?? '')
    .getByRole('link', { name: /details|pharmacy page|prices here/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pharmacies\/ph_/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^As of \w+ \d{1,2}, 20\d\d, from public data/)).toBeVisible();
  await expect(page.getByText(/^Location approximate/)).toHaveCount(0);

  await page.goBack();
  await pharmacyRow(page, approximate?.id ?? '')
    .getByRole('link', { name: /details|pharmacy page|prices here/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pharmacies\/ph_/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Location approximate/)).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'No map' })).toBeVisible();
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await expect(page.getByText(/^As of \w+ \d{1,2}, 20\d\d, from public data/)).toBeVisible();
});

// Miami: Publix, which no store list has, is listed at its CMS 2026 registry point, with no
// street address, and its page says when the registry listed it.
const MIAMI = '/drugs/lisinopril?zip=33130&sort=distance';

test('a chain store only the registry lists: approximate, no street, directions to its point', async ({
  page,
  isMobile,
}) => {
  await openResults(page, MIAMI);
  const rows = await renderedRows(page);
  const publixIds = await pharmacyRows(page)
    .filter({ has: page.getByRole('heading', { level: 3, name: /^Publix Pharmacy/ }) })
    .evaluateAll((found) => found.map((row) => row.getAttribute('data-pharmacy-id') ?? ''));
  expect(publixIds.length).toBeGreaterThan(0);
  const publix = rows.find((row) => row.id === publixIds[0]);
  expect(publix?.precision).toBe('approximate');
  const row = pharmacyRow(page, publix?.id ?? '');
  await expect(row).toContainText(`about ${publix?.distance} mi`);
  await expect(row.locator('.pharmacy-address')).toHaveText(/^[A-Z][A-Za-z .]+, FL$/);
  await expect(
    row.getByText(/^Location approximate: Medicare’s pharmacy registry lists/),
  ).toBeVisible();
  const directions = row.getByRole('link', { name: /^Directions/ });
  await expect(directions).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+\.\d+,-?\d+\.\d+$/,
  );
  if (isMobile) await showView(page, 'Map');
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect
    .poll(() => markedPharmacies(page))
    .toBe(rows.reduce((sum, r) => sum + r.pinnedStores, 0));

  if (isMobile) await showView(page, 'List');
  await row
    .getByRole('link', { name: /details|pharmacy page|prices here/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pharmacies\/ph_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Publix Pharmacy' })).toBeVisible();
  await expect(page.getByText(/street address not published/)).toBeVisible();
  await expect(
    page.getByText(
      /^Listed as a pharmacy of this chain in Medicare’s pharmacy registry as of May 31, 2026/,
    ),
  ).toBeVisible();
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
});

test('a pharmacy page opened without a medicine shows the pharmacy and a search for one', async ({
  page,
}) => {
  // The first placed pharmacy near 94110, opened with no item: as a shared or bookmarked link.
  await page.goto('/drugs/atorvastatin?zip=94110&sort=distance');
  const placed = (await renderedRows(page)).find((row) => row.pinned);
  await page.goto(`/pharmacies/${placed?.id ?? ''}?zip=94110`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Pharmacy details');
  await expect(page.getByRole('term').first()).toHaveText('Address');
  await expect(page.getByRole('term').nth(1)).toHaveText('Phone');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  const search = page.getByRole('region', { name: 'Find a medicine’s price' });
  await expect(search.getByLabel('ZIP code or city, state')).toHaveValue('94110');
  await search.getByRole('combobox', { name: 'Drug name or NDC' }).fill('metformin');
  // As a shopper does on a phone, where the suggestions cover the button.
  await search.getByRole('option', { name: 'metformin', exact: true }).click();
  await search.getByRole('button', { name: 'Find prices' }).click();
  await expect(page).toHaveURL(/\/drugs\/metformin\?zip=94110/);
});
