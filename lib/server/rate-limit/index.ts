import 'server-only';
import { serverEnv } from '@/lib/server/env';
import { tooManyRequests } from '@/lib/server/errors';
import { processSingleton } from '@/lib/server/process-singleton';
import { sharedRedis } from '@/lib/server/redis';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './limiter';

const WINDOW_MS = 60_000;

function rateLimiter(): RateLimiter {
  return processSingleton('rate-limiter', () => {
    const redis = sharedRedis();
    return redis ? new RedisRateLimiter(redis) : new MemoryRateLimiter();
  });
}

/** Counts one request for an API client key or a browser session; throws 429 over the limit. */
export async function enforceRateLimit(subject: {
  kind: 'api' | 'session';
  id: string;
}): Promise<void> {
  const env = serverEnv();
  const limit = subject.kind === 'api' ? env.rateLimitApiPerMinute : env.rateLimitSessionPerMinute;
  const decision = await rateLimiter().hit(
    `${subject.kind}:${subject.id}`,
    limit,
    WINDOW_MS,
    Date.now(),
  );
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}
