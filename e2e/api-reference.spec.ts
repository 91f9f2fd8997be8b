import type { Page } from '@playwright/test';
import { expect, pageProblems, test } from './fixtures';

// The API reference is plain server-rendered HTML from the gateway's OpenAPI document: it shows
// its operations at once, without a console error (a CSP violation is one), and lays out at every
// width without columns squeezed to a character or content off the edge.

/** Elements with some text that are narrower than a few characters, or reach past the viewport. */
function layoutFaults(page: Page) {
  return page.evaluate(() => {
    const faults: string[] = [];
    const viewport = document.documentElement.clientWidth;
    for (const element of document.querySelectorAll<HTMLElement>(
      '.api-reference :is(h1, h2, h3, h4, p, dt, dd, li, code, a)',
    )) {
      const text = (element.textContent ?? '').trim();
      const box = element.getBoundingClientRect();
      if (text.length === 0 || box.width === 0) continue;
      const label = `${element.tagName.toLowerCase()} “${text.slice(0, 30)}”`;
      if (box.left < -1 || box.right > viewport + 1) faults.push(`${label} outside the viewport`);
      // A 10-character text laid out narrower than about six characters is a squeezed column.
      if (text.length >= 10 && box.width < 60) faults.push(`${label} is ${box.width}px wide`);
    }
    if (document.documentElement.scrollWidth > viewport) faults.push('the page scrolls sideways');
    return faults;
  });
}

/** The page's first contentful paint, ms from the start of its navigation. */
async function firstPaintMs(page: Page): Promise<number> {
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  return page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
  );
}

test('the reference renders every operation of the document at once, with no console error', async ({
  page,
  request,
}) => {
  const problems = pageProblems(page, (message) => message.type() === 'error');

  // In the HTML the server sends: nothing waits on a script.
  const html = await (await request.get('/docs/api')).text();
  expect(html).toContain('/gateway/Drug/FindDrugs');

  // The baseline, in the same browser a moment before: a static page's first paint.
  await page.goto('/about');
  const aboutPaintMs = await firstPaintMs(page);
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rx Price Finder gateway');
  const document = (await (await request.get('/gateway/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const operationTitles = page
    .getByRole('region', { name: 'Operations' })
    .getByRole('heading', { level: 3 });
  await expect(operationTitles).toHaveText(operations);
  const firstOperation = operationTitles.first();
  await expect(firstOperation).toBeInViewport();
  // Within 1.5 s (a quiet box: about 0.5 s, /about 0.26 s); on a loaded one, within three times
  // the static page's first paint measured beside it.
  expect(await firstPaintMs(page)).toBeLessThan(Math.max(1500, 3 * aboutPaintMs));

  // Parameters, responses and schemas, linked.
  const findDrugs = page.locator('#get-gateway-Drug-FindDrugs');
  await expect(findDrugs.getByText('DrugName', { exact: true })).toBeVisible();
  await expect(findDrugs.locator('.status')).toContainText(['200', '304', '400']);
  await findDrugs.getByRole('link', { name: 'FindDrugsAnswer' }).click();
  await expect(page).toHaveURL(/#schema-FindDrugsAnswer$/);
  await expect(page.getByRole('heading', { name: 'FindDrugsAnswer' })).toBeInViewport();

  await expect(page.getByText(/Developer Tools|Deploy/)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the reference lays out at phone, tablet and desktop widths', async ({ page }, testInfo) => {
  const widths = testInfo.project.name === 'mobile' ? [360, 390] : [768, 1024, 1280, 1600];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/docs/api');
    await expect(page.getByRole('region', { name: 'Operations' })).toBeVisible();
    expect(await layoutFaults(page), `at ${width}px`).toEqual([]);
    // The operations get most of the width beside (or under) the contents.
    const body = await page.locator('.api-body').boundingBox();
    expect(body?.width ?? 0, `at ${width}px`).toBeGreaterThan(Math.min(width - 48, 700));
  }
  await page.screenshot({
    path: `test-results/screenshots/after-api-docs-${testInfo.project.name}.png`,
  });
});
