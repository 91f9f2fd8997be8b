import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

const local = () => mkdtempSync(path.join(tmpdir(), 'env-'));
const secret = 'x'.repeat(32);

describe('parseEnv', () => {
  it('refuses production without secrets and names every missing variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', LOCAL_DATA_DIR: local() })).toThrow(
      ConfigError,
    );
    try {
      parseEnv({ NODE_ENV: 'production', LOCAL_DATA_DIR: local(), JWT_SECRET: secret });
    } catch (err) {
      expect((err as ConfigError).variables).toEqual(['SVC_CLIENT_KEYS', 'SESSION_PASSWORD']);
      expect((err as Error).message).toMatch(/SVC_CLIENT_KEYS, SESSION_PASSWORD/);
    }
  });

  it('rejects secrets shorter than 32 characters', () => {
    expect(() => parseEnv({ JWT_SECRET: 'short', LOCAL_DATA_DIR: local() })).toThrow(/JWT_SECRET/);
  });

  it('with ALLOW_DEV_DEFAULTS generates secrets once and keeps them across restarts', () => {
    const dir = local();
    const first = parseEnv({
      NODE_ENV: 'production',
      ALLOW_DEV_DEFAULTS: '1',
      LOCAL_DATA_DIR: dir,
    });
    expect(first.devDefaults).toBe(true);
    expect(first.clientKeys.has('dev-client-key')).toBe(true);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const second = parseEnv({
      NODE_ENV: 'production',
      ALLOW_DEV_DEFAULTS: '1',
      LOCAL_DATA_DIR: dir,
    });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.sessionPassword).toBe(first.sessionPassword);
  });

  it('accepts a full production configuration and splits client keys', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      SVC_CLIENT_KEYS: 'a, b',
      SESSION_PASSWORD: secret,
      JWT_SECRET: secret,
      LOCAL_DATA_DIR: local(),
    });
    expect([...env.clientKeys]).toEqual(['a', 'b']);
    expect(env.clientKeys.has('dev-client-key')).toBe(false);
  });

  it('requires the upstream variables for PRICE_SOURCE=upstream', () => {
    expect(() => parseEnv({ PRICE_SOURCE: 'upstream', LOCAL_DATA_DIR: local() })).toThrow(
      /UPSTREAM_BASE_URL, UPSTREAM_CLIENT_KEY, UPSTREAM_GROUP_ID/,
    );
    expect(() => parseEnv({ PRICE_SOURCE: 'elsewhere', LOCAL_DATA_DIR: local() })).toThrow(
      /PRICE_SOURCE/,
    );
  });
});
