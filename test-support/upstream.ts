import type { UpstreamEnv } from '@/lib/server/core/env';
import { createLogger } from '@/lib/server/core/logger';
import { DEFAULT_REFERENCE_CLIENT_KEY } from '@/test-support/reference-upstream/server';

/** The group the reference upstream issues to the BFF under test. */
export const UPSTREAM_TEST_GROUP = 'BFF1';

/**
 * Upstream settings for tests against a reference server on loopback: small limits so faults
 * show within milliseconds, never by waiting out production timeouts.
 */
export function upstreamConfig(baseUrl: string, overrides: Partial<UpstreamEnv> = {}): UpstreamEnv {
  return {
    baseUrl,
    clientKey: DEFAULT_REFERENCE_CLIENT_KEY,
    groupId: UPSTREAM_TEST_GROUP,
    connectTimeoutMs: 1_000,
    timeoutMs: 5_000,
    retries: 2,
    retryBaseDelayMs: 1,
    retryMaxDelayMs: 5,
    breakerFailures: 5,
    breakerOpenSeconds: 30,
    cacheTtlSeconds: 60,
    cacheMaxEntries: 100,
    tokenRefreshMarginSeconds: 60,
    maxResponseBytes: 5_000_000,
    ...overrides,
  };
}

/** The same settings as environment variables, for installTestContainer. */
export function upstreamEnvVars(baseUrl: string): Record<string, string> {
  return {
    PRICE_SOURCE: 'upstream',
    UPSTREAM_BASE_URL: baseUrl,
    UPSTREAM_CLIENT_KEY: DEFAULT_REFERENCE_CLIENT_KEY,
    UPSTREAM_GROUP_ID: UPSTREAM_TEST_GROUP,
    UPSTREAM_RETRY_BASE_DELAY_MS: '1',
    UPSTREAM_RETRY_MAX_DELAY_MS: '5',
  };
}

export const silentLogger = createLogger('silent');
