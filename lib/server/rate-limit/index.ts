import 'server-only';
import { container } from '@/lib/server/container';
import { tooManyRequests } from '@/lib/server/errors';

const WINDOW_MS = 60_000;

/** Counts one request for an API client key or a browser session; throws 429 over the limit. */
export async function enforceRateLimit(subject: {
  kind: 'api' | 'session';
  id: string;
}): Promise<void> {
  const { env, rateLimiter } = container();
  const limit = subject.kind === 'api' ? env.rateLimitApiPerMinute : env.rateLimitSessionPerMinute;
  const decision = await rateLimiter.hit(
    `${subject.kind}:${subject.id}`,
    limit,
    WINDOW_MS,
    Date.now(),
  );
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}
