import type { Page } from '@playwright/test';
import { expect, layoutShift, pharmacyRows, RECORD_SHIFTS, test } from './fixtures';

// Phones from 320 to 430 px wide, in both languages: no page scrolls sideways, and the header's
// "My medicines" link shows its count whole (issue 31).

test.skip(({ isMobile }) => !isMobile, 'phone widths');

const WIDTHS = [320, 360, 390, 430];
const PAGES = [
  '/',
  '/drugs/lisinopril?zip=60601',
  '/basket?zip=60601',
  '/card',
  '/about',
  '/drugs/zzzzqqq?zip=60601',
];

/** Two medicines in "My medicines", as the basket store keeps them. */
async function twoMedicines(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'rxpf.basket.v1',
      JSON.stringify([
        { ndc: '68180051301', qty: 30, label: 'lisinopril 10 mg tablet', quantityLabel: 'tablets' },
        {
          ndc: '00093505910',
          qty: 30,
          label: 'atorvastatin 20 mg tablet',
          quantityLabel: 'tablets',
        },
      ]),
    );
  });
}

/** Elements that reach past the right edge of the screen (what makes a page scroll sideways). */
const overflowing = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    past: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((element) => !element.closest('.leaflet-container, .visually-hidden'))
      .slice(0, 3)
      .map((element) => `${element.tagName}.${element.className}`),
  }));

for (const language of ['en', 'es'] as const) {
  test(`no page scrolls sideways at ${WIDTHS.join(', ')} px (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await twoMedicines(page);
    for (const path of PAGES) {
      // Each page loads at the narrowest width, as a small phone opens it, then the screen
      // widens (the layout follows the viewport; nothing is laid out once for good).
      await page.setViewportSize({ width: WIDTHS[0]!, height: 740 });
      await page.goto(language === 'es' ? `/es${path === '/' ? '' : path}` : path);
      await page.waitForLoadState('networkidle');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        const { scrollWidth, past } = await overflowing(page);
        expect({ path, width, scrollWidth, past }).toEqual({
          path,
          width,
          scrollWidth: width,
          past: [],
        });
        // The count is the part that must show: the link is not clipped.
        const nav = page.getByRole('navigation').getByRole('link', { name: /\(2\)$/ });
        await expect(nav).toBeVisible();
        expect(await nav.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
      }
    }
  });
}

test('"View my medicines" on the results page never hides its count', async ({ page }) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/drugs/lisinopril?zip=60601');
    await expect(pharmacyRows(page).first()).toBeVisible();
    const view = page.getByRole('link', { name: /^View my medicines/ });
    await expect(view).toBeVisible();
    const count = view.locator('.view-count');
    await expect(count).toHaveText('(0)');
    const [linkBox, countBox] = [await view.boundingBox(), await count.boundingBox()];
    expect(countBox && linkBox && countBox.x + countBox.width).toBeLessThanOrEqual(
      (linkBox?.x ?? 0) + (linkBox?.width ?? 0) + 0.5,
    );
  }
});

test('the ZIP field’s example shows whole on a phone, in both languages', async ({ page }) => {
  for (const path of ['/', '/es']) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(path);
      const field = page.locator('input[name="location"]');
      const fits = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return false;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width <= room;
      });
      expect({ path, width, fits }).toEqual({ path, width, fits: true });
    }
  }
});

test('the home page does not move once painted, for a returning visitor too', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await twoMedicines(page);
  await page.addInitScript(() => {
    localStorage.setItem(
      'rxpf.recent.v1',
      JSON.stringify([
        { label: 'lisinopril 10 mg tablet', place: '60601', url: '/drugs/lisinopril?zip=60601' },
      ]),
    );
  });
  await page.addInitScript(RECORD_SHIFTS);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: 'lisinopril 10 mg tablet' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
});
