import { describe, expect, it } from 'vitest';
import { startAppServer } from './app-server';
import { testEnv } from './container';
import { isListedSetting, listedSettings, TEST_DEVIATIONS } from './test-settings';

describe('the list of settings tests change from production', () => {
  it('gives a reason for each deviation', () => {
    for (const [name, reason] of Object.entries(TEST_DEVIATIONS)) {
      expect(reason.length, name).toBeGreaterThan(20);
    }
  });

  it('refuses a setting nobody listed, in every way tests start a server', () => {
    const unlisted = { RATE_LIMIT_SOMETHING_NEW: '1' };
    expect(() => listedSettings(unlisted)).toThrow(/RATE_LIMIT_SOMETHING_NEW/);
    expect(() => startAppServer(3299, unlisted)).toThrow(/not listed/);
    expect(() => testEnv(unlisted)).toThrow(/not listed/);
  });

  it('takes production configuration and listed deviations as they are', () => {
    const env = { LOCAL_DATA_DIR: '/tmp/x', UPSTREAM_TIMEOUT_MS: '10', ALLOW_DEV_DEFAULTS: '1' };
    expect(listedSettings(env)).toBe(env);
    expect(isListedSetting('ADMISSION_DEADLINE_MS')).toBe(false);
  });
});
