import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionCredentials } from '@/test-support/secrets';
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
    const { env: credentials } = productionCredentials();
    const env = parseEnv({
      ...credentials,
      NODE_ENV: 'production',
      SVC_CLIENT_KEYS: `${'a'.repeat(8)}-0123456789abcdef, b-fedcba9876543210`,
      LOCAL_DATA_DIR: local(),
    });
    expect([...env.clientKeys]).toEqual([
      `${'a'.repeat(8)}-0123456789abcdef`,
      'b-fedcba9876543210',
    ]);
    expect(env.clientKeys.has('dev-client-key')).toBe(false);
  });

  // Production refuses the key the README publishes, a 1-character key, or 32 × "a" as a secret.
  describe('refuses published and low-entropy values in production, naming the variable', () => {
    const strong = {
      NODE_ENV: 'production',
      SVC_CLIENT_KEYS: 'c2b7e0f4-9d1a-4f6e-8a35-71d0b9e2c4aa',
      SESSION_PASSWORD: 'Jx8r2LqV0mTz5bYw1NcK7pHs3DfG9aUe6iOl4',
      JWT_SECRET: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      METRICS_TOKEN: '3c6e0b8a9c15224a8228b9a98ca1531d',
    };
    const refusal = (overrides: Record<string, string>) => {
      try {
        parseEnv({ ...strong, ...overrides, LOCAL_DATA_DIR: local() });
      } catch (err) {
        if (err instanceof ConfigError) return { variables: err.variables, message: err.message };
        throw err;
      }
      return null;
    };

    it('accepts strong values', () => {
      expect(refusal({})).toBeNull();
    });

    it.each([
      ['the published development key', { SVC_CLIENT_KEYS: 'dev-client-key' }, 'SVC_CLIENT_KEYS'],
      [
        'the published key among good ones',
        { SVC_CLIENT_KEYS: `${strong.SVC_CLIENT_KEYS},dev-client-key` },
        'SVC_CLIENT_KEYS',
      ],
      [
        'the reference upstream’s key',
        { SVC_CLIENT_KEYS: 'reference-client-key' },
        'SVC_CLIENT_KEYS',
      ],
      ['a 1-character client key', { SVC_CLIENT_KEYS: 'k' }, 'SVC_CLIENT_KEYS'],
      ['32 × "a" as the JWT secret', { JWT_SECRET: 'a'.repeat(32) }, 'JWT_SECRET'],
      [
        '32 × "a" as the session password',
        { SESSION_PASSWORD: 'a'.repeat(32) },
        'SESSION_PASSWORD',
      ],
      [
        'a weak entry in the session password map',
        { SESSION_PASSWORD: JSON.stringify({ 2: strong.SESSION_PASSWORD, 1: 'ab'.repeat(20) }) },
        'SESSION_PASSWORD',
      ],
      ['a repeated metrics token', { METRICS_TOKEN: '0123456789'.repeat(2) }, 'METRICS_TOKEN'],
      // Security review N-L8: one leaked value must not be two secrets.
      [
        'the session password as the JWT secret',
        { JWT_SECRET: strong.SESSION_PASSWORD },
        'JWT_SECRET',
      ],
      [
        'the JWT secret inside the session password map',
        { SESSION_PASSWORD: JSON.stringify({ 2: strong.JWT_SECRET, 1: strong.SESSION_PASSWORD }) },
        'JWT_SECRET',
      ],
      [
        'a client key as the metrics token',
        { METRICS_TOKEN: strong.SVC_CLIENT_KEYS },
        'METRICS_TOKEN',
      ],
    ])('%s', (_, overrides, variable) => {
      const refused = refusal(overrides);
      expect(refused?.variables).toEqual([variable]);
      expect(refused?.message).toContain(variable);
      // The message names the variable, never a secret's value.
      for (const value of Object.values(overrides)) {
        if (variable !== 'SVC_CLIENT_KEYS') expect(refused?.message).not.toContain(value);
      }
    });

    it('leaves development (and ALLOW_DEV_DEFAULTS) alone', () => {
      expect(refusal({ NODE_ENV: 'development', JWT_SECRET: 'a'.repeat(32) })).toBeNull();
      expect(refusal({ ALLOW_DEV_DEFAULTS: '1', SVC_CLIENT_KEYS: 'dev-client-key' })).toBeNull();
    });
  });

  it('requires the upstream variables for PRICE_SOURCE=upstream', () => {
    expect(() => parseEnv({ PRICE_SOURCE: 'upstream', LOCAL_DATA_DIR: local() })).toThrow(
      /UPSTREAM_BASE_URL, UPSTREAM_CLIENT_KEY, UPSTREAM_GROUP_ID/,
    );
    expect(() => parseEnv({ PRICE_SOURCE: 'elsewhere', LOCAL_DATA_DIR: local() })).toThrow(
      /PRICE_SOURCE/,
    );
  });

  it('gives the upstream limits documented defaults and names a bad one', () => {
    const upstream = {
      PRICE_SOURCE: 'upstream',
      UPSTREAM_BASE_URL: 'https://prices.example.com/api',
      UPSTREAM_CLIENT_KEY: 'k',
      UPSTREAM_GROUP_ID: 'G',
      LOCAL_DATA_DIR: local(),
    };
    expect(parseEnv(upstream).upstream).toEqual({
      baseUrl: 'https://prices.example.com/api',
      clientKey: 'k',
      groupId: 'G',
      connectTimeoutMs: 1_000,
      timeoutMs: 5_000,
      retries: 2,
      retryBaseDelayMs: 100,
      retryMaxDelayMs: 1_000,
      breakerFailures: 5,
      breakerOpenSeconds: 30,
      cacheTtlSeconds: 60,
      cacheMaxEntries: 1_000,
      tokenRefreshMarginSeconds: 60,
      maxResponseBytes: 5_000_000,
    });
    expect(
      parseEnv({ ...upstream, UPSTREAM_CACHE_TTL_SECONDS: '0' }).upstream?.cacheTtlSeconds,
    ).toBe(0);
    expect(() => parseEnv({ ...upstream, UPSTREAM_TIMEOUT_MS: 'soon' })).toThrow(
      /UPSTREAM_TIMEOUT_MS/,
    );
    expect(() => parseEnv({ ...upstream, UPSTREAM_RETRIES: '9' })).toThrow(/UPSTREAM_RETRIES/);
    expect(() => parseEnv({ ...upstream, UPSTREAM_BASE_URL: 'ftp://prices.example.com' })).toThrow(
      /UPSTREAM_BASE_URL/,
    );
  });
});

describe('parseEnv: values that go through the schema', () => {
  it('accepts a session password map for rotation and names a weak entry', () => {
    const env = parseEnv({
      LOCAL_DATA_DIR: local(),
      SESSION_PASSWORD: JSON.stringify({ 2: 'n'.repeat(32), 1: 'o'.repeat(32) }),
    });
    expect(env.sessionPassword).toEqual({ 2: 'n'.repeat(32), 1: 'o'.repeat(32) });
    expect(() =>
      parseEnv({ LOCAL_DATA_DIR: local(), SESSION_PASSWORD: '{"2":"too-short"}' }),
    ).toThrow(/SESSION_PASSWORD/);
    expect(() => parseEnv({ LOCAL_DATA_DIR: local(), SESSION_PASSWORD: '{not json' })).toThrow(
      /SESSION_PASSWORD/,
    );
  });

  it('validates the card fields and the log level', () => {
    const env = parseEnv({ LOCAL_DATA_DIR: local(), CARD_BIN: '610020', CARD_PCN: 'RXPF' });
    expect(env.card).toEqual({ bin: '610020', pcn: 'RXPF' });
    expect(() => parseEnv({ LOCAL_DATA_DIR: local(), CARD_BIN: '61-002' })).toThrow(/CARD_BIN/);
    expect(() => parseEnv({ LOCAL_DATA_DIR: local(), LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
