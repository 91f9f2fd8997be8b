import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Runs the real production server (scripts/test-all.sh builds before the unit suites).
const BUILT = existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'));

/** Starts `next start` with only the given variables set; resolves with its exit code and stderr. */
function startServer(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const childEnv: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    LOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'startup-')),
    ...env,
  };
  return new Promise((resolve) => {
    const child = spawn(
      path.join('node_modules', '.bin', 'next'),
      ['start', '-p', '3221', '-H', '127.0.0.1'],
      {
        env: childEnv,
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe.skipIf(!BUILT)('production start-up (needs a build)', () => {
  it('refuses to start without secrets, naming each missing variable', async () => {
    const { code, output } = await startServer({});
    expect(code).toBe(1);
    expect(output).toContain(
      'Refusing to start: Missing required configuration: SVC_CLIENT_KEYS, SESSION_PASSWORD, JWT_SECRET',
    );
  }, 30_000);

  it('names a secret that is too short', async () => {
    const { code, output } = await startServer({
      SVC_CLIENT_KEYS: 'k',
      SESSION_PASSWORD: 'x'.repeat(32),
      JWT_SECRET: 'short',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/Refusing to start: Invalid configuration: JWT_SECRET/);
  }, 30_000);
});
