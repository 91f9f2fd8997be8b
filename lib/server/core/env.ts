import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prepareWritableDir } from './local-data-dir';
import { z } from 'zod';
import { groupIdSchema } from '@/lib/domain/api/group-id';
import { processConfig } from '@/server/process-config.mjs';
import { weakCredentials } from './secret-strength';

/** Development client key documented in the README; accepted only when dev defaults are on. */
export const DEV_CLIENT_KEY = 'dev-client-key';

const MIN_SECRET_LENGTH = 32;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * One password, or iron-session's map of numbered passwords (`{"2":"new…","1":"old…"}`) so the
 * password can rotate: new cookies are sealed with the highest number, older ones still open.
 */
const sessionPasswordSchema = z.union([
  z
    .string()
    .regex(/^\s*\{/)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not a JSON object' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string().regex(/^\d+$/), z.string().min(MIN_SECRET_LENGTH))),
  z.string().min(MIN_SECRET_LENGTH),
]);

const rawEnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  ALLOW_DEV_DEFAULTS: z.string().optional(),
  LOCAL_DATA_DIR: z.string().optional(),
  SVC_CLIENT_KEYS: z.string().optional(),
  SESSION_PASSWORD: sessionPasswordSchema.optional(),
  JWT_SECRET: z.string().min(MIN_SECRET_LENGTH).optional(),
  PRICE_SOURCE: z.enum(['embedded', 'upstream']).default('embedded'),
  UPSTREAM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  UPSTREAM_CLIENT_KEY: z.string().min(1).optional(),
  UPSTREAM_GROUP_ID: z.string().min(1).optional(),
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(1_000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(5_000),
  UPSTREAM_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  UPSTREAM_RETRY_BASE_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(100),
  UPSTREAM_RETRY_MAX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  UPSTREAM_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1_000).default(5),
  UPSTREAM_BREAKER_OPEN_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  UPSTREAM_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
  UPSTREAM_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  UPSTREAM_TOKEN_REFRESH_MARGIN_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
  UPSTREAM_MAX_RESPONSE_BYTES: z.coerce
    .number()
    .int()
    .min(1_024)
    .max(100_000_000)
    .default(5_000_000),
  REDIS_URL: z.string().min(1).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(90 * 86_400)
    .default(30 * 86_400),
  RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_SESSION_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_PAGE_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_BROWSER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(240),
  RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  TRUSTED_PROXIES: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])))
    .default([]),
  BROWSER_GROUP_ID: groupIdSchema.default('WEB'),
  CARD_BIN: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  CARD_PCN: z
    .string()
    .regex(/^[A-Za-z0-9]{1,10}$/)
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  CLIENT_IPV6_PREFIX: z.coerce.number().int().min(16).max(128).default(64),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .optional(),
});

type RawEnv = z.output<typeof rawEnvSchema>;

/** What the app runs with: parseEnv's answer, its shape inferred from the schema's output. */
export type ServerEnv = ReturnType<typeof parseEnv>;
/** How to reach the upstream price gateway (PRICE_SOURCE=upstream), and how patiently. */
export type UpstreamEnv = NonNullable<ServerEnv['upstream']>;

/** The upstream settings when all three required ones are set (the rest have defaults). */
function upstreamOf(raw: RawEnv) {
  if (!raw.UPSTREAM_BASE_URL || !raw.UPSTREAM_CLIENT_KEY || !raw.UPSTREAM_GROUP_ID) return null;
  return {
    baseUrl: raw.UPSTREAM_BASE_URL,
    clientKey: raw.UPSTREAM_CLIENT_KEY,
    groupId: raw.UPSTREAM_GROUP_ID,
    /** Time to open a connection (a fresh one; kept-alive sockets skip it). */
    connectTimeoutMs: raw.UPSTREAM_CONNECT_TIMEOUT_MS,
    /** Time for one exchange, connect to the last body byte; beyond it the call is a 504. */
    timeoutMs: raw.UPSTREAM_TIMEOUT_MS,
    /** Extra attempts of an idempotent GET after a network error or a 502/503/504. */
    retries: raw.UPSTREAM_RETRIES,
    retryBaseDelayMs: raw.UPSTREAM_RETRY_BASE_DELAY_MS,
    retryMaxDelayMs: raw.UPSTREAM_RETRY_MAX_DELAY_MS,
    /** Consecutive failed exchanges that open the circuit breaker. */
    breakerFailures: raw.UPSTREAM_BREAKER_FAILURES,
    /** How long the breaker stays open before letting one probe through. */
    breakerOpenSeconds: raw.UPSTREAM_BREAKER_OPEN_SECONDS,
    /** Lifetime of a cached answer; 0 turns the cache off. */
    cacheTtlSeconds: raw.UPSTREAM_CACHE_TTL_SECONDS,
    cacheMaxEntries: raw.UPSTREAM_CACHE_MAX_ENTRIES,
    /** Renew the upstream access token this long before it expires. */
    tokenRefreshMarginSeconds: raw.UPSTREAM_TOKEN_REFRESH_MARGIN_SECONDS,
    maxResponseBytes: raw.UPSTREAM_MAX_RESPONSE_BYTES,
  };
}

/** Raised when configuration is missing or malformed; names every offending variable. */
export class ConfigError extends Error {
  constructor(
    readonly variables: string[],
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Validates an environment. In production every secret is required unless the quick-start opts
 * into development defaults (ALLOW_DEV_DEFAULTS=1), which generates secrets once under the local
 * data directory and says so in `warnings`.
 */
export function parseEnv(source: Record<string, string | undefined>) {
  const parsed = rawEnvSchema.safeParse(source);
  if (!parsed.success) {
    const variables = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
    throw new ConfigError(variables, `Invalid configuration: ${variables.join(', ')}`);
  }
  const raw = parsed.data;
  // The process-level facts, as server.mjs and proxy.ts read them (validated above).
  const { isProduction, devDefaults, trustedProxies } = processConfig(source);
  const localDataDir = path.resolve(/* turbopackIgnore: true */ raw.LOCAL_DATA_DIR ?? '.local');
  // The folder holds the token store (without Redis) and development secrets: refuse at once
  // when it cannot be written, rather than fail (or hang) later.
  if (!raw.REDIS_URL || devDefaults) {
    const unwritable = prepareWritableDir(localDataDir);
    if (unwritable) {
      throw new ConfigError(
        ['LOCAL_DATA_DIR'],
        `LOCAL_DATA_DIR ${localDataDir} cannot be written: ${unwritable}`,
      );
    }
  }

  const missing: string[] = [];
  if (!devDefaults) {
    if (!raw.SVC_CLIENT_KEYS) missing.push('SVC_CLIENT_KEYS');
    if (!raw.SESSION_PASSWORD) missing.push('SESSION_PASSWORD');
    if (!raw.JWT_SECRET) missing.push('JWT_SECRET');
  }
  const upstream = raw.PRICE_SOURCE === 'upstream' ? upstreamOf(raw) : null;
  if (raw.PRICE_SOURCE === 'upstream') {
    if (!raw.UPSTREAM_BASE_URL) missing.push('UPSTREAM_BASE_URL');
    if (!raw.UPSTREAM_CLIENT_KEY) missing.push('UPSTREAM_CLIENT_KEY');
    if (!raw.UPSTREAM_GROUP_ID) missing.push('UPSTREAM_GROUP_ID');
  }
  if (missing.length > 0) {
    throw new ConfigError(missing, `Missing required configuration: ${missing.join(', ')}`);
  }

  const clientKeys = raw.SVC_CLIENT_KEYS
    ? raw.SVC_CLIENT_KEYS.split(',')
        .map((k) => k.trim())
        .filter(Boolean)
    : [DEV_CLIENT_KEY];
  if (!devDefaults) {
    const weak = weakCredentials({
      clientKeys,
      sessionPassword: raw.SESSION_PASSWORD,
      jwtSecret: raw.JWT_SECRET,
      metricsToken: raw.METRICS_TOKEN,
    });
    if (weak.length > 0) {
      throw new ConfigError(
        weak.map(([variable]) => variable),
        `Weak configuration: ${weak.map(([variable, reason]) => `${variable} (${reason})`).join('; ')}. Generate each secret, e.g. with \`openssl rand -base64 32\`.`,
      );
    }
  }

  const warnings: string[] = [];
  if (devDefaults && isProduction) {
    warnings.push('ALLOW_DEV_DEFAULTS is set: running production with development defaults');
  }
  const secretOrDefault = (name: 'SESSION_PASSWORD' | 'JWT_SECRET'): string => {
    const { secret, created } = devSecret(localDataDir, name);
    if (created) warnings.push(`development default: generated ${name} (set it in production)`);
    return secret;
  };

  return {
    isProduction,
    devDefaults,
    localDataDir,
    clientKeys: new Set(clientKeys) as ReadonlySet<string>,
    sessionPassword: raw.SESSION_PASSWORD ?? secretOrDefault('SESSION_PASSWORD'),
    jwtSecret: raw.JWT_SECRET ?? secretOrDefault('JWT_SECRET'),
    priceSource: raw.PRICE_SOURCE,
    upstream,
    redisUrl: raw.REDIS_URL ?? null,
    accessTokenTtlSeconds: raw.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: raw.REFRESH_TOKEN_TTL_SECONDS,
    rateLimitApiPerMinute: raw.RATE_LIMIT_API_PER_MINUTE,
    rateLimitSessionPerMinute: raw.RATE_LIMIT_SESSION_PER_MINUTE,
    /** Results pages a client address may have searched while rendering on the server. */
    rateLimitPageRendersPerMinute: raw.RATE_LIMIT_PAGE_RENDERS_PER_MINUTE,
    /** Browser sessions a client address may start per minute (a cookie-dropping flood). */
    rateLimitNewSessionsPerMinute: raw.RATE_LIMIT_NEW_SESSIONS_PER_MINUTE,
    /** Cookie-authenticated data calls a client address may make per minute, whatever its sessions. */
    rateLimitBrowserAddressPerMinute: raw.RATE_LIMIT_BROWSER_ADDRESS_PER_MINUTE,
    /** Calls with a missing or unknown client key a client address may make per minute. */
    rateLimitAuthFailuresPerMinute: raw.RATE_LIMIT_AUTH_FAILURES_PER_MINUTE,
    /** Reverse proxies whose X-Forwarded-For is believed (lib/server/core/client-address.ts). */
    trustedProxies,
    /**
     * Where visitors reach the site (`https://rx.example.com`): the only origin cookie-authenticated
     * calls are taken from, and the base of absolute links. Null: judged from the request.
     */
    publicOrigin: raw.PUBLIC_ORIGIN ?? null,
    /** How many leading bits of an IPv6 address make one client for per-address limits (a /64). */
    clientIpv6Prefix: raw.CLIENT_IPV6_PREFIX,
    /** The groupID of anonymous browser sessions (the app's own pages send it). */
    browserGroupId: raw.BROWSER_GROUP_ID,
    /** Discount card BIN and PCN; null shows the card as a demo card. */
    card: { bin: raw.CARD_BIN ?? null, pcn: raw.CARD_PCN ?? null },
    logLevel: raw.LOG_LEVEL ?? (raw.NODE_ENV === 'test' ? 'silent' : 'info'),
    /** Bearer token for /metrics; null disables the endpoint. */
    metricsToken: raw.METRICS_TOKEN ?? null,
    /** What start-up should warn about once the logger exists (development defaults used). */
    warnings,
  };
}

/** Reads a generated development secret, creating it on first use (git-ignored directory). */
function devSecret(localDataDir: string, name: string): { secret: string; created: boolean } {
  const file = path.join(localDataDir, 'dev-secrets.json');
  const secrets: Record<string, string> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  const existing = secrets[name];
  if (existing && existing.length >= MIN_SECRET_LENGTH) return { secret: existing, created: false };
  const created = randomBytes(32).toString('base64url');
  secrets[name] = created;
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return { secret: created, created: true };
}
