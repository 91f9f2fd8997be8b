// Every setting by which a test's server differs from production, with the reason, in one place.
// Test servers (startAppServer, testEnv, Playwright's web servers) pass their environment through
// `listedSettings`, which refuses a setting that is neither production configuration nor listed
// here: a new way for tests to run in a world production never sees has to say why.

/** Settings that change behaviour from production's, and why tests may change them. */
export const TEST_DEVIATIONS = {
  ALLOW_DEV_DEFAULTS:
    'development secrets and the published dev-client-key, so a suite needs no secrets of its own; the Playwright "production" project and the production-deployment suite run without it',
  RATE_LIMIT_API_PER_MINUTE:
    'route suites make hundreds of calls with one client key; the limit itself is tested with low values (enforce, ratelimit-headers, operations tests)',
  RATE_LIMIT_SESSION_PER_MINUTE:
    'route suites make hundreds of calls in one browser session; the limit itself is tested with low values (session-replay test)',
  RATE_LIMIT_PAGE_RENDERS_PER_MINUTE:
    'every Playwright test browses from 127.0.0.1, two workers at once; the limit is tested in page-render.test.ts and runs at its default in the "production" project',
  RATE_LIMIT_NEW_SESSIONS_PER_MINUTE:
    'every Playwright test opens new sessions from 127.0.0.1; the limit is tested in session-flood.test.ts and runs at its default in the "production" project',
  RATE_LIMIT_BROWSER_ADDRESS_PER_MINUTE:
    'route suites and Playwright make their cookie calls from one address (or none); the limit itself is tested in session-minting.test.ts and runs at its default in the "production" project',
  RATE_LIMIT_AUTH_FAILURES_PER_MINUTE:
    'suites that test the auth-failure limit lower it, to reach it in a few calls',
  ADMISSION_CONTROL:
    'only benchmarks turn it off (the unbounded baseline of bench:overload, and benches that measure the app rather than admission); no test does',
  ADMISSION_INITIAL_LIMIT:
    'overload.test.ts holds the bound at one or two requests, to make a queue without a load generator',
  ADMISSION_MIN_LIMIT: 'as ADMISSION_INITIAL_LIMIT',
  ADMISSION_MAX_LIMIT: 'as ADMISSION_INITIAL_LIMIT',
  ADMISSION_MAX_WAIT_MS:
    'overload.test.ts shortens the longest wait, to see a refusal in 300 ms rather than 4 s',
  ACCESS_TOKEN_TTL_SECONDS:
    'the two-instance suite makes access tokens shorter than the refresh margin, so that every browser call rotates',
  UPSTREAM_CACHE_TTL_SECONDS:
    'upstream suites turn the answer cache off, so that each call reaches the reference upstream',
} as const satisfies Record<string, string>;

/**
 * Configuration a deployment sets too: where and as what the instance runs, its secrets and its
 * neighbours. A test choosing these differs from production only in its values, not its rules.
 */
const CONFIGURATION = new Set([
  'NODE_ENV',
  'PORT',
  'HOSTNAME',
  'PATH',
  'HOME',
  'NODE_OPTIONS',
  'LOCAL_DATA_DIR',
  'LOG_LEVEL',
  'SVC_CLIENT_KEYS',
  'SESSION_PASSWORD',
  'JWT_SECRET',
  'METRICS_TOKEN',
  'TRUSTED_PROXIES',
  'PUBLIC_ORIGIN',
  'REDIS_URL',
  'PRICE_SOURCE',
  'BROWSER_GROUP_ID',
  'CARD_BIN',
  'CARD_PCN',
  'NEXT_PUBLIC_TILE_URL',
]);
const CONFIGURATION_PREFIXES = ['UPSTREAM_'];

/** Whether a variable is listed: production configuration, or a deviation with its reason. */
export const isListedSetting = (name: string): boolean =>
  name in TEST_DEVIATIONS ||
  CONFIGURATION.has(name) ||
  CONFIGURATION_PREFIXES.some((prefix) => name.startsWith(prefix));

/** The environment as given, once every variable in it is listed; else an error naming them. */
export function listedSettings<T extends Record<string, string>>(env: T): T {
  const unlisted = Object.keys(env).filter((name) => !isListedSetting(name));
  if (unlisted.length > 0) {
    throw new Error(
      `test setting(s) not listed in test-support/test-settings.ts: ${unlisted.join(', ')} — add each to TEST_DEVIATIONS with why tests need it`,
    );
  }
  return env;
}
