import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The closing lines CI reads. CI keeps only the tail of a run's output, so a failure must be named
// there, beside the counts: a stop refused for "1 failed" with no name cannot be acted on.

const script = path.resolve('scripts/summarize-tests.mjs');
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

type Reports = { vitest?: unknown; playwright?: unknown };

/** Runs the script in a fresh directory holding the reports made for that directory. */
function summarize(reportsFor: (root: string) => Reports, exits: [string, string, string]) {
  const root = mkdtempSync(path.join(tmpdir(), 'rxpf-summary-'));
  roots.push(root);
  mkdirSync(path.join(root, 'test-results'));
  for (const [name, report] of Object.entries(reportsFor(root))) {
    writeFileSync(path.join(root, 'test-results', `${name}.json`), JSON.stringify(report));
  }
  const run = spawnSync(process.execPath, [script, ...exits], { cwd: root, encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.trim().split('\n') };
}

const vitestReport = (root: string, failed: boolean) => ({
  numPassedTests: failed ? 1 : 2,
  numFailedTests: failed ? 1 : 0,
  testResults: [
    {
      name: `${root}/app/gateway/hardening/overload.test.ts`,
      status: failed ? 'failed' : 'passed',
      assertionResults: [
        {
          status: 'passed',
          title: 'refuses a full server',
          fullName: 'overload refuses a full server',
        },
        {
          status: failed ? 'failed' : 'passed',
          title: 'serves a second client',
          fullName: 'overload serves a second client',
          failureMessages: failed
            ? [
                '\u001b[31mAssertionError: expected 1200 to be less than 900\u001b[39m\n    at overload.test.ts:120',
              ]
            : [],
        },
      ],
    },
  ],
});

const playwrightReport = (status: 'expected' | 'flaky' | 'skipped') => ({
  stats: {
    expected: status === 'expected' ? 1 : 0,
    flaky: status === 'flaky' ? 1 : 0,
    unexpected: 0,
  },
  suites: [
    {
      title: 'search.spec.ts',
      specs: [
        {
          title: 'sorts by price and by distance',
          file: 'search.spec.ts',
          line: 69,
          tests: [
            {
              projectName: 'mobile',
              status,
              annotations:
                status === 'skipped' ? [{ type: 'skip', description: 'the desktop layout' }] : [],
              results:
                status === 'flaky'
                  ? [{ error: { message: 'Error: Timed out 5000ms\nCall log:' } }, {}]
                  : [{}],
            },
          ],
        },
      ],
    },
  ],
});

describe('the closing lines of a test run', () => {
  it('end with the plain count, and name nothing when everything passed', () => {
    const { status, lines } = summarize(
      (root) => ({ vitest: vitestReport(root, false), playwright: playwrightReport('skipped') }),
      ['0', '0', '0'],
    );
    expect(status).toBe(0);
    expect(lines).toEqual([
      '3 passed, 0 flaky, 0 failed, 1 skipped (1 playwright mobile: the desktop layout)',
      '3 passed, 0 failed',
    ]);
  });

  it('name each failing test, flaky one and failed lint with its first error line, above the counts', () => {
    const { status, lines } = summarize(
      (root) => ({ vitest: vitestReport(root, true), playwright: playwrightReport('flaky') }),
      ['1', '1', '1'],
    );
    expect(status).toBe(1);
    expect(lines.at(-1)).toBe('1 passed, 3 failed');
    const named = lines.filter((line) => line.startsWith('FAILED '));
    expect(named).toHaveLength(3);
    expect(named[0]).toBe(
      'FAILED vitest app/gateway/hardening/overload.test.ts › overload serves a second client: AssertionError: expected 1200 to be less than 900',
    );
    expect(named[1]).toBe(
      'FAILED playwright mobile flaky search.spec.ts:69 › sorts by price and by distance: Error: Timed out 5000ms',
    );
    expect(named[2]).toMatch(/^FAILED lint/);
  });

  it('count a runner that failed without a report as one failure', () => {
    const { status, lines } = summarize(() => ({}), ['1', '0', '0']);
    expect(status).toBe(1);
    expect(lines.at(-1)).toBe('1 passed, 1 failed');
  });
});
