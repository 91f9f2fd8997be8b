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
