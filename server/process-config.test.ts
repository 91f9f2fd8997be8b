import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/server/core/env';
import { processConfig } from './process-config.mjs';

const localDataDir = `${process.cwd()}/.local/test-process-config`;

describe('processConfig', () => {
  it('reads an environment once: the same facts, the same parsed proxy list', () => {
    const env = { NODE_ENV: 'production', TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' };
    const first = processConfig(env);
    expect(processConfig(env)).toBe(first);
    expect(first.trustedProxyEntries).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(first.trustedProxies.check('10.2.3.4', 'ipv4')).toBe(true);
    expect(first.trustedProxies.check('11.2.3.4', 'ipv4')).toBe(false);
    // Another environment object is another reading.
    expect(processConfig({ ...env })).not.toBe(first);
  });

  it('gives the app the very proxy list server.mjs and proxy.ts use', () => {
    const env = {
      NODE_ENV: 'production',
      ALLOW_DEV_DEFAULTS: '1',
      TRUSTED_PROXIES: '192.0.2.1',
      LOCAL_DATA_DIR: localDataDir,
    };
    const app = parseEnv(env);
    expect(app.trustedProxies).toBe(processConfig(env).trustedProxies);
    expect(app.isProduction).toBe(true);
    expect(app.devDefaults).toBe(processConfig(env).devDefaults);
  });

  it.each([
    [{ NODE_ENV: 'production' }, true, false],
    [{ NODE_ENV: 'production', ALLOW_DEV_DEFAULTS: '1' }, true, true],
    [{ NODE_ENV: 'production', ALLOW_DEV_DEFAULTS: 'TRUE' }, true, true],
    [{ NODE_ENV: 'production', ALLOW_DEV_DEFAULTS: '0' }, true, false],
    [{ NODE_ENV: 'development' }, false, true],
    [{}, false, true],
  ])('%j: production %s, development defaults %s', (env, isProduction, devDefaults) => {
    expect(processConfig(env)).toMatchObject({ isProduction, devDefaults });
  });

  it('turns admission control off only when told, and passes its tuning on', () => {
    expect(processConfig({ ADMISSION_CONTROL: 'off' }).admission).toBeNull();
    expect(processConfig({}).admission).toEqual({});
    expect(
      processConfig({ ADMISSION_INITIAL_LIMIT: '4', ADMISSION_DEADLINE_MS: '200' }).admission,
    ).toEqual({ initialLimit: 4, deadlineMs: { api: 200, page: 300, prefetch: 300 } });
  });

  it('listens where it is told, else on port 3000 of every interface', () => {
    expect(processConfig({})).toMatchObject({ port: 3000, hostname: '0.0.0.0', logLevel: null });
    expect(processConfig({ PORT: '8080', HOSTNAME: '127.0.0.1', LOG_LEVEL: 'warn' })).toMatchObject(
      { port: 8080, hostname: '127.0.0.1', logLevel: 'warn' },
    );
    expect(processConfig({ CLIENT_IPV6_PREFIX: '48' }).clientIpv6Prefix).toBe(48);
    expect(processConfig({}).clientIpv6Prefix).toBe(64);
  });
});
