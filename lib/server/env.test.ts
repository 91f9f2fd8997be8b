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
