// The process-level facts — production or not, development defaults, the trusted proxies, the
// IPv6 client prefix, admission control, the log level, the listening address
// — read from the environment in this one place. server.mjs, proxy.ts and the app's configuration
// (lib/server/core/env.ts, which validates them with the rest and refuses to start on a bad value)
// all take them from here, so the three cannot disagree, and TRUSTED_PROXIES is parsed once per
// environment: the process's is shared on globalThis, as server.mjs and each Next bundle hold
// their own copy of this module. (The map tile URL is a build-time setting, NEXT_PUBLIC_TILE_URL,
// inlined where it is read: lib/domain/place/map-tiles.ts says how.)
import { IPV6_CLIENT_PREFIX, trustedProxyList } from './request-facts.mjs';

/** ADMISSION_* tuning (tests and benches; docs/operations.md, Overload) → AdmissionControl's. */
const ADMISSION_KNOBS = {
  ADMISSION_INITIAL_LIMIT: 'initialLimit',
  ADMISSION_MIN_LIMIT: 'minLimit',
  ADMISSION_MAX_LIMIT: 'maxLimit',
  ADMISSION_MAX_RENDERS: 'maxRendersInFlight',
  ADMISSION_MAX_QUEUED: 'maxQueued',
  ADMISSION_MAX_WAIT_MS: 'maxWaitMs',
};

/** `ADMISSION_CONTROL=off` serves everything as it comes (the overload bench's baseline): null. */
function admissionOf(env) {
  if (env.ADMISSION_CONTROL === 'off') return null;
  const options = Object.fromEntries(
    Object.entries(ADMISSION_KNOBS)
      .filter(([variable]) => env[variable])
      .map(([variable, option]) => [option, Number(env[variable])]),
  );
  if (env.ADMISSION_DEADLINE_MS) {
    const apiMs = Number(env.ADMISSION_DEADLINE_MS);
    // Pages get half as long again as API calls, as by default.
    options.deadlineMs = { api: apiMs, page: apiMs * 1.5, prefetch: apiMs * 1.5 };
  }
  return options;
}

/** TRUSTED_PROXIES' entries: addresses and CIDR ranges, comma-separated. */
const proxyEntriesOf = (text) =>
  (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The facts one environment states (unvalidated: env.ts validates them where the app starts). */
function readProcessConfig(env) {
  const isProduction = env.NODE_ENV === 'production';
  const trustedProxyEntries = proxyEntriesOf(env.TRUSTED_PROXIES);
  return Object.freeze({
    isProduction,
    /** Development defaults: generated secrets, the documented dev client key, no Secure cookie. */
    devDefaults: !isProduction || /^(1|true)$/i.test(env.ALLOW_DEV_DEFAULTS ?? ''),
    trustedProxyEntries,
    /** The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed. */
    trustedProxies: trustedProxyList(trustedProxyEntries),
    clientIpv6Prefix: Number(env.CLIENT_IPV6_PREFIX || IPV6_CLIENT_PREFIX),
    admission: admissionOf(env),
    logLevel: env.LOG_LEVEL || null,
    /** Where server.mjs listens. */
    port: Number(env.PORT || 3000),
    hostname: env.HOSTNAME || '0.0.0.0',
  });
}

/** One read per environment object, shared by every copy of this module in the process. */
const readings = (globalThis[Symbol.for('rx-price-finder.process-config')] ??= new WeakMap());

/** The process-level facts of an environment (process.env by default), read once. */
export function processConfig(env = process.env) {
  let config = readings.get(env);
  if (!config) {
    config = readProcessConfig(env);
    readings.set(env, config);
  }
  return config;
}
