import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { outputOf, startAppServer } from '@/test-support/app-server';
import { productionCredentials } from '@/test-support/secrets';
import { describeNeeding } from '@/test-support/prerequisites';

/** Starts the production server with only these variables; its exit code and output. */
async function start(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = startAppServer(3221, {
    LOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'startup-')),
    ...env,
  });
  const { text, exited } = outputOf(child);
  const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
  const code = await exited;
  clearTimeout(timer);
  return { code, output: text() };
}

const secrets = productionCredentials().env;

describeNeeding(['a build'], 'production start-up', () => {
  it('refuses to start without secrets, naming each missing variable', async () => {
    const { code, output } = await start({});
    expect(code).toBe(1);
    expect(output).toContain(
      'Refusing to start: Missing required configuration: SVC_CLIENT_KEYS, SESSION_PASSWORD, JWT_SECRET',
    );
  }, 30_000);

  it('names a secret that is too short', async () => {
    const { code, output } = await start({ ...secrets, JWT_SECRET: 'short' });
    expect(code).toBe(1);
    expect(output).toMatch(/Refusing to start: Invalid configuration: JWT_SECRET/);
  }, 30_000);

  // An unusable LOCAL_DATA_DIR stops the start, naming it (rather than a 500 on every login).
  it('refuses to start when the token store cannot be written, naming LOCAL_DATA_DIR', async () => {
    // A folder inside a regular file: not even root can create it.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'startup-')), 'a-file');
    writeFileSync(file, '');
    const { code, output } = await start({ ...secrets, LOCAL_DATA_DIR: path.join(file, 'data') });
    expect(code).toBe(1);
    expect(output).toContain(
      `Refusing to start: LOCAL_DATA_DIR ${path.join(file, 'data')} cannot be written`,
    );
  }, 30_000);

  // Security review I9: under /proc Node's recursive mkdir looped forever, and start-up hung.
  it.each([
    ['production', secrets],
    ['development defaults', { ALLOW_DEV_DEFAULTS: '1' }],
  ])(
    'refuses a LOCAL_DATA_DIR under /proc at once (%s)',
    async (_, env) => {
      const startedAtMs = performance.now();
      const { code, output } = await start({ ...env, LOCAL_DATA_DIR: '/proc/rxpf-data' });
      expect(code).toBe(1);
      expect(output).toContain(
        'Refusing to start: LOCAL_DATA_DIR /proc/rxpf-data cannot be written',
      );
      expect(performance.now() - startedAtMs).toBeLessThan(15_000);
    },
    30_000,
  );
});
