// Sums the JSON reports of vitest and Playwright into the closing lines CI reads:
//   N passed, N flaky, N failed, N skipped (by reason)
//   N passed, N failed
// The last line is the plain one CI parses. A test that passed only on a retry is flaky, and a
// flaky test counts as a failure there too: a retry may tell a flake from a failure, never hide
// it. A runner that failed without a readable report counts as one failure.
// Above them it names each failing test with its first error line: CI keeps only the tail of the
// output, and a count without a name cannot be acted on.
import { existsSync, readFileSync } from 'node:fs';

const [vitestExit = '0', playwrightExit = '0', lintExit = '0'] = process.argv.slice(2);
let passed = 0;
let flaky = 0;
let failed = 0;
/** @type {Map<string, number>} */
const skippedBy = new Map();
const skip = (reason, count = 1) => skippedBy.set(reason, (skippedBy.get(reason) ?? 0) + count);
/** @type {string[]} */
const failures = [];
const firstLine = (message) =>
  String(message ?? '')
    // strips the terminal colours runners put into error messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 300) ?? 'no message';
const relative = (file) => file.replace(`${process.cwd()}/`, '');

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** A skipped vitest suite says why in its name: "… (needs a build)"; else its file is the reason. */
function vitestSkipReason(file, test) {
  const titles = [...(test.ancestorTitles ?? []), test.title ?? ''];
  const needs = titles.map((t) => /\((needs [^)]*)\)/.exec(t)?.[1]).find(Boolean);
  return needs ?? `vitest: ${file.split('/').slice(-2).join('/')}`;
}

const vitest = readJson('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (['skipped', 'pending', 'todo'].includes(test.status))
        skip(vitestSkipReason(file.name, test));
      if (test.status === 'failed') {
        failures.push(
          `vitest ${relative(file.name)} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
        );
      }
    }
    const testFailed = (file.assertionResults ?? []).some((test) => test.status === 'failed');
    if (file.status === 'failed' && !testFailed) {
      failures.push(`vitest ${relative(file.name)} (the file itself): ${firstLine(file.message)}`);
    }
  }
  if (vitestExit !== '0' && vitest.numFailedTests === 0) failed += 1; // e.g. a suite that failed to load
} else if (vitestExit !== '0') {
  failed += 1;
}

/** Every test of a Playwright report with its spec, through the nested suites. */
function* playwrightTests(suite) {
  for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { spec, test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child);
}

const playwright = readJson('test-results/playwright.json');
if (playwright) {
  passed += playwright.stats.expected;
  flaky += playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  for (const suite of playwright.suites ?? []) {
    for (const { spec, test } of playwrightTests(suite)) {
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const error = test.results?.find((result) => result.error)?.error;
        failures.push(
          `playwright ${test.projectName} ${test.status} ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error?.message)}`,
        );
      }
      if (test.status !== 'skipped') continue;
      const reason = (test.annotations ?? []).find((a) => a.type === 'skip')?.description;
      skip(`playwright ${test.projectName}: ${reason ?? 'no reason given'}`);
    }
  }
  if (playwrightExit !== '0' && playwright.stats.unexpected === 0 && playwright.stats.flaky === 0) {
    failed += 1;
  }
} else if (playwrightExit !== '0') {
  failed += 1;
}

// ESLint over the whole tree counts as one test.
if (lintExit === '0') passed += 1;
else {
  failed += 1;
  failures.push('lint: see test-results/eslint.log, printed above');
}

for (const failure of failures) console.log(`FAILED ${failure}`);

const skipped = [...skippedBy.values()].reduce((a, b) => a + b, 0);
const reasons = [...skippedBy].map(([reason, count]) => `${count} ${reason}`).join('; ');
console.log(
  `${passed} passed, ${flaky} flaky, ${failed} failed, ${skipped} skipped${skipped ? ` (${reasons})` : ''}`,
);
console.log(`${passed} passed, ${failed + flaky} failed`);
process.exit(failed + flaky > 0 ? 1 : 0);
