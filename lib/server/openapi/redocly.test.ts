import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document';

const require = createRequire(import.meta.url);

// The OpenAPI document passes Redocly's recommended ruleset with no warning (operationIds, a
// licence, a 4xx on every path): the strict variant makes any warning an error.
/** The Redocly CLI, kept offline (no telemetry, no update check). */
function redoclyLint(file: string) {
  return spawnSync(
    process.execPath,
    [
      require.resolve('@redocly/cli/bin/cli.js'),
      'lint',
      file,
      '--extends',
      'recommended-strict',
      '--format',
      'json',
    ],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        DO_NOT_TRACK: '1',
      },
    },
  );
}

describe('the OpenAPI document under Redocly’s recommended rules', () => {
  it('has no error and no warning', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(openApiDocument()));
    const run = redoclyLint(file);
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; message: string }>;
    };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(run.status).toBe(0);
  }, 30_000);
});
