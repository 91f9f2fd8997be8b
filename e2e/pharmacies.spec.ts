import { expect, markedPharmacies, renderedRows, test } from './fixtures';

// Brooklyn: New York Medicaid pharmacies are listed with their street address but placed only by
// ZIP, so the list, the map and the pharmacy page must say their location is approximate.
const BROOKLYN = '/drugs/atorvastatin?zip=11201&sort=distance';

test('a pharmacy known only by ZIP is listed, says so, and is left off the map', async ({
  page,
  isMobile,
}) => {
  await page.goto(BROOKLYN);
  await expect(page.locator('.pharmacy-row').first()).toBeVisible();
  const rows = await renderedRows(page);
  const approximate = rows.filter((row) => !row.pinned);
  expect(approximate.length).toBeGreaterThan(0);
  for (const { id, distance } of approximate) {
    const row = page.locator(`.pharmacy-row[data-pharmacy-id="${id}"]`);
    await expect(row.locator('.location-approximate')).toContainText('Location approximate');
    await expect(row.locator('.pharmacy-meta')).toContainText(`about ${distance} mi`);
  }
  if (isMobile) await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect.poll(() => markedPharmacies(page)).toBe(rows.length - approximate.length);
  await expect(page.locator('.map-note')).toContainText(
    `${approximate.length} ${approximate.length === 1 ? 'pharmacy' : 'pharmacies'}`,
  );
});

test('the pharmacy page gives the listing date, and no map for a ZIP-placed pharmacy', async ({
  page,
}) => {
  await page.goto(BROOKLYN);
  await expect(page.locator('.pharmacy-row').first()).toBeVisible();
  const rows = await renderedRows(page);
  const placed = rows.find((row) => row.pinned);
  const approximate = rows.find((row) => !row.pinned);

  await page
    .locator(`.pharmacy-row[data-pharmacy-id="${placed?.id}"]`)
    .getByRole('link', { name: /details|pharmacy page|prices here/i })
    .first()
    .click();
  await expect(page.locator('.pharmacy-details h1')).toBeVisible();
  await expect(page.locator('.listing-as-of')).toContainText(/^As of \w+ \d{1,2}, 20\d\d/);
  await expect(page.locator('.location-approximate')).toHaveCount(0);

  await page.goBack();
  await page
    .locator(`.pharmacy-row[data-pharmacy-id="${approximate?.id}"]`)
    .getByRole('link', { name: /details|pharmacy page|prices here/i })
    .first()
    .click();
  await expect(page.locator('.pharmacy-details h1')).toBeVisible();
  await expect(page.locator('.location-approximate')).toContainText('Location approximate');
  await expect(page.locator('.no-map')).toBeVisible();
  await expect(page.locator('.pharmacy-map-panel .leaflet-map')).toHaveCount(0);
  await expect(page.locator('.listing-as-of')).toContainText(/^As of \w+ \d{1,2}, 20\d\d/);
});
