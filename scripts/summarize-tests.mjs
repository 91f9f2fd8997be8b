// Sums the JSON reports of vitest and Playwright into the one closing line CI reads:
// "N passed, N failed". A runner that failed without a readable report counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const [vitestExit = '0', playwrightExit = '0', lintExit = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const vitest = readJson('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  if (vitestExit !== '0' && vitest.numFailedTests === 0) failed += 1; // e.g. a suite that failed to load
} else if (vitestExit !== '0') {
  failed += 1;
}

const playwright = readJson('test-results/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
  if (playwrightExit !== '0' && playwright.stats.unexpected === 0) failed += 1;
} else if (playwrightExit !== '0') {
  failed += 1;
}

// ESLint over the whole tree counts as one test.
if (lintExit === '0') passed += 1;
else failed += 1;

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
