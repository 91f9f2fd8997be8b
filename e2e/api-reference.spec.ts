import { expect, test } from './fixtures';

test('the API reference renders the gateway’s OpenAPI document', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/docs/api');
  await expect(page.getByText('Rx Price Finder gateway').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('/gateway/Drug/FindDrugs').first()).toBeAttached();
  expect(problems).toEqual([]);
});
