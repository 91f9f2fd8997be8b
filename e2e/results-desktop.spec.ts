import {
  box,
  expect,
  layoutShift,
  pharmacyRows,
  RECORD_SHIFTS,
  RESULTS_URL,
  rowName,
  rowPrice,
  test,
} from './fixtures';

// The results page on a desktop keeps the layout it had before the phone layout: the search form,
// the pickers and the savings open; the list and the map side by side; each row's price at its
// top right.

test.skip(({ isMobile }) => isMobile, 'the desktop layout');

test('a desktop shows the form, the pickers, the savings, the list beside the map', async ({
  page,
}) => {
  await page.addInitScript(RECORD_SHIFTS);
  await page.goto(RESULTS_URL);
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();

  await expect(page.getByRole('combobox', { name: 'Drug name or NDC' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find prices' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Prescription details' }).locator('select'),
  ).toHaveCount(4);
  await expect(
    page.getByRole('region', { name: 'Savings you might miss' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expect(page.getByText('Sort:')).toBeVisible();
  // The phone's one-line summaries and list/map switch are not shown.
  for (const folded of [
    /Change search$/,
    /Change prescription details$/,
    /^Savings you might miss · up to/,
    /^Map$/,
  ]) {
    await expect(page.getByRole('button', { name: folded })).toBeHidden();
  }

  const list = await box(page.getByRole('list', { name: 'Pharmacies and prices' }));
  const map = await box(page.getByRole('region', { name: 'Map of the listed pharmacies' }));
  expect(map.x).toBeGreaterThanOrEqual(list.x + list.width);
  expect(Math.abs(map.y - list.y)).toBeLessThan(4);

  // A row: the price at the top right beside the name, the card button at the right.
  const row = pharmacyRows(page).first();
  const rowBox = await box(row);
  const name = await box(rowName(row));
  const price = await box(rowPrice(row));
  const card = await box(row.getByRole('button', { name: /Get discount card/ }));
  expect(price.x + price.width).toBeGreaterThan(rowBox.x + rowBox.width - 20);
  expect(Math.abs(price.y - name.y)).toBeLessThan(12);
  expect(card.x + card.width).toBeGreaterThan(rowBox.x + rowBox.width - 20);
  // Links that wrap onto a second line leave no empty band between the lines.
  const withPhone = pharmacyRows(page)
    .filter({ has: page.locator('a[href^="tel:"]') })
    .first();
  const directions = await box(withPhone.getByRole('link', { name: /^Directions/ }));
  const details = await box(withPhone.getByRole('link', { name: /^Pharmacy details/ }));
  expect(details.y - (directions.y + directions.height)).toBeLessThanOrEqual(1);

  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  await page.screenshot({ path: 'test-results/screenshots/after-results-desktop.png' });
});
