import 'server-only';
import { container } from '@/lib/server/container';
import { tooManyRequests } from '@/lib/server/errors';
import type { ServerEnv } from '@/lib/server/env';

const WINDOW_MS = 60_000;

/** What a limit counts: requests per client key or per session, attempts per client address. */
export type RateLimitSubject =
  | { kind: 'api'; clientKeyId: string }
  | { kind: 'session'; sessionId: string }
  | { kind: 'new-session'; address: string }
  | { kind: 'auth-failure'; address: string };

function limitOf(subject: RateLimitSubject, env: ServerEnv): { key: string; perMinute: number } {
  switch (subject.kind) {
    case 'api':
      return { key: `api:${subject.clientKeyId}`, perMinute: env.rateLimitApiPerMinute };
    case 'session':
      return { key: `session:${subject.sessionId}`, perMinute: env.rateLimitSessionPerMinute };
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
  }
}

/**
 * Throws 429 when the subject is already at its limit, without counting this request: a check
 * that must come before comparing a secret, so that an address over its allowance of wrong
 * guesses learns nothing more (not even from a right one) until the window ends.
 */
export async function assertUnderLimit(subject: RateLimitSubject): Promise<void> {
  const { env, rateLimiter, metrics } = container();
  const { key, perMinute } = limitOf(subject, env);
  const nowMs = Date.now();
  if ((await rateLimiter.count(key, WINDOW_MS, nowMs)) >= perMinute) {
    metrics.rateLimitRejections.inc({ kind: subject.kind });
    throw tooManyRequests(Math.max(1, Math.ceil((WINDOW_MS - (nowMs % WINDOW_MS)) / 1000)));
  }
}

/** Counts one request or attempt for its subject; throws 429 (with Retry-After) over the limit. */
export async function enforceRateLimit(subject: RateLimitSubject): Promise<void> {
  const { env, rateLimiter, metrics } = container();
  const { key, perMinute } = limitOf(subject, env);
  const decision = await rateLimiter.hit(key, perMinute, WINDOW_MS, Date.now());
  if (!decision.allowed) {
    metrics.rateLimitRejections.inc({ kind: subject.kind });
    throw tooManyRequests(decision.retryAfterSeconds);
  }
}
