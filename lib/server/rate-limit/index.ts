import 'server-only';
import { tooManyRequests } from '@/lib/server/core/api-error';
import type { ServerEnv } from '@/lib/server/core/env';
import type { Metrics } from '@/lib/server/core/metrics';
import type { RateDecision, RateLimiter } from './limiter';

const WINDOW_MS = 60_000;

/** What counting against a limit needs: the limits, the shared counters, the rejection metric. */
export interface LimitServices {
  env: ServerEnv;
  rateLimiter: RateLimiter;
  metrics: Metrics;
}

/** What a limit counts: requests per client key or per session, attempts per client address. */
export type RateLimitSubject =
  | { kind: 'api'; clientKeyId: string }
  | { kind: 'session'; sessionId: string }
  | { kind: 'browser-address'; address: string }
  | { kind: 'new-session'; address: string }
  | { kind: 'auth-failure'; address: string }
  | { kind: 'page'; address: string };

function limitOf(subject: RateLimitSubject, env: ServerEnv): { key: string; perMinute: number } {
  switch (subject.kind) {
    case 'api':
      return { key: `api:${subject.clientKeyId}`, perMinute: env.rateLimitApiPerMinute };
    case 'session':
      return { key: `session:${subject.sessionId}`, perMinute: env.rateLimitSessionPerMinute };
    case 'browser-address':
      return {
        key: `browser-address:${subject.address}`,
        perMinute: env.rateLimitBrowserAddressPerMinute,
      };
    case 'new-session':
      return {
        key: `new-session:${subject.address}`,
        perMinute: env.rateLimitNewSessionsPerMinute,
      };
    case 'auth-failure':
      return {
        key: `auth-failure:${subject.address}`,
        perMinute: env.rateLimitAuthFailuresPerMinute,
      };
    case 'page':
      return { key: `page:${subject.address}`, perMinute: env.rateLimitPageRendersPerMinute };
  }
}

/**
 * Counts one request or attempt for its subject and says whether it is within the limit, with
 * nothing recorded and nothing thrown (the results page renders without prices when it is not).
 */
export async function withinRateLimit(
  services: LimitServices,
  subject: RateLimitSubject,
): Promise<boolean> {
  const { env, rateLimiter, metrics } = services;
  const { key, perMinute } = limitOf(subject, env);
  const decision = await rateLimiter.hit(key, perMinute, WINDOW_MS, Date.now());
  if (!decision.allowed) metrics.rateLimitRejections.inc({ kind: subject.kind });
  return decision.allowed;
}

/** A limit a request counted against, as the RateLimit header fields report it. */
interface RateLimitState {
  policy: RateLimitSubject['kind'];
  quota: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * Where a request's handling collects the limits it counted against (the GatewayContext), with
 * the services that count them.
 */
export interface RateLimitLedger {
  services: LimitServices;
  rateLimits: RateLimitState[];
}

/** Seconds until the current window ends. */
const secondsLeft = (nowMs: number): number =>
  Math.max(1, Math.ceil((WINDOW_MS - (nowMs % WINDOW_MS)) / 1000));

/**
 * Throws 429 when the subject is already at its limit, without counting this request: a check
 * that must come before comparing a secret, so that an address over its allowance of wrong
 * guesses learns nothing more (not even from a right one) until the window ends.
 */
export async function assertUnderLimit(
  subject: RateLimitSubject,
  ledger: RateLimitLedger,
): Promise<void> {
  const { key, perMinute } = limitOf(subject, ledger.services.env);
  const nowMs = Date.now();
  const count = await ledger.services.rateLimiter.count(key, WINDOW_MS, nowMs);
  settle(ledger, subject, perMinute, {
    allowed: count < perMinute,
    remaining: Math.max(0, perMinute - count),
    retryAfterSeconds: secondsLeft(nowMs),
  });
}

/**
 * Counts one request or attempt for its subject, noting the limit's state in the ledger; throws
 * 429 (with Retry-After) over the limit.
 */
export async function enforceRateLimit(
  subject: RateLimitSubject,
  ledger: RateLimitLedger,
): Promise<void> {
  const { key, perMinute } = limitOf(subject, ledger.services.env);
  const decision = await ledger.services.rateLimiter.hit(key, perMinute, WINDOW_MS, Date.now());
  settle(ledger, subject, perMinute, decision);
}

/** Notes the limit's state in the ledger; over the limit, counts the refusal and throws 429. */
function settle(
  ledger: RateLimitLedger,
  subject: RateLimitSubject,
  quota: number,
  { allowed, remaining, retryAfterSeconds }: RateDecision,
): void {
  record(ledger, subject, quota, remaining, retryAfterSeconds);
  if (!allowed) {
    ledger.services.metrics.rateLimitRejections.inc({ kind: subject.kind });
    throw tooManyRequests(retryAfterSeconds);
  }
}

function record(
  ledger: RateLimitLedger,
  subject: RateLimitSubject,
  quota: number,
  remaining: number,
  resetSeconds: number,
): void {
  ledger.rateLimits.push({
    policy: subject.kind,
    quota,
    windowSeconds: WINDOW_MS / 1000,
    remaining,
    resetSeconds,
  });
}

/**
 * The RateLimit-Policy and RateLimit header fields (draft-ietf-httpapi-ratelimit-headers-11) for
 * the limits a request counted against: one item per policy (its last state), none when it
 * counted against no limit.
 */
export function rateLimitFields(ledger: RateLimitLedger): Record<string, string> {
  const byPolicy = new Map(ledger.rateLimits.map((state) => [state.policy, state]));
  if (byPolicy.size === 0) return {};
  const states = [...byPolicy.values()];
  return {
    'RateLimit-Policy': states
      .map((s) => `"${s.policy}";q=${s.quota};w=${s.windowSeconds}`)
      .join(', '),
    RateLimit: states.map((s) => `"${s.policy}";r=${s.remaining};t=${s.resetSeconds}`).join(', '),
  };
}
