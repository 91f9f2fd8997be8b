import type { Locator } from '@playwright/test';
import { expect, pharmacyRows, showPickers, test } from './fixtures';

// Where the focus goes and how it shows (issue 31): the results heading after a search, the
// field after "Custom quantity…", and a focus ring that stands out 3:1 on white and on blue.

/** WCAG contrast of a focused element's outline against the colour behind it. */
const outlineContrast = (element: Locator) =>
  element.evaluate((node) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
    };
    // What lies behind the ring (drawn 2 px outside the element): the first ancestor's background.
    let behind = 'rgb(255, 255, 255)';
    for (let at = node.parentElement; at; at = at.parentElement) {
      const background = getComputedStyle(at).backgroundColor;
      const [, , , alpha = 1] = rgb(background);
      if (background !== 'transparent' && alpha > 0) {
        behind = background;
        break;
      }
    }
    const style = getComputedStyle(node);
    const [a, b] = [luminance(rgb(style.outlineColor)), luminance(rgb(behind))];
    return {
      width: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
    };
  });

test('the focus ring stands out 3:1 on the white page and on the blue header', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Tab'); // the brand, on the blue header
  const brand = page.getByRole('link', { name: 'Rx Price Finder' });
  await expect(brand).toBeFocused();
  const onBlue = await outlineContrast(brand);
  expect(onBlue.style).toBe('solid');
  expect(onBlue.width).toBeGreaterThanOrEqual(2);
  expect(onBlue.contrast).toBeGreaterThanOrEqual(3);

  const drug = page.getByRole('combobox', { name: 'Drug name or NDC' });
  await drug.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(drug).toBeFocused();
  const onWhite = await outlineContrast(drug);
  expect(onWhite.width).toBeGreaterThanOrEqual(2);
  expect(onWhite.contrast).toBeGreaterThanOrEqual(3);
});

test('after a search the focus goes to the results heading, which gives the lowest price', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Drug name or NDC' }).fill('lisinopril');
  await page.getByLabel('ZIP code or city, state').fill('60601');
  await page.getByRole('button', { name: 'Find prices' }).click();
  await expect(page).toHaveURL(/\/drugs\/lisinopril\?zip=60601/);
  const heading = page.getByRole('heading', {
    level: 2,
    name: /^\d+ pharmacies near 60601, lowest \$\d+\.\d\d$/,
  });
  await expect(heading).toBeFocused();
  const lowest = Number(/\$([\d.]+)$/.exec((await heading.getAttribute('aria-label')) ?? '')?.[1]);
  const prices = await pharmacyRows(page).evaluateAll((rows) =>
    rows.map((row) => Number(row.getAttribute('data-price'))),
  );
  expect(lowest).toBe(Math.min(...prices));
});

test('"Custom quantity…" puts the cursor in the quantity field', async ({ page }) => {
  await page.goto('/drugs/lisinopril?zip=60601');
  await showPickers(page);
  await page.getByLabel('Quantity').selectOption({ label: 'Custom quantity…' });
  await expect(page.getByRole('spinbutton', { name: 'Custom quantity' })).toBeFocused();
});
