import Redis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisTokenStore } from '../auth/store/redis';
import { RedisRateLimiter } from '../rate-limit/limiter';
import { isStoreUnavailableError } from '../core/store-error';

// Nothing listens on port 1: the shared store is down. Requests must get a 503, not a 500.
describe('a Redis that cannot be reached', () => {
  const redis = new Redis('redis://127.0.0.1:1', {
    maxRetriesPerRequest: 1,
    retryStrategy: () => 20,
  });
  redis.on('error', () => {}); // connection errors are expected here
  afterAll(() => redis.disconnect());

  it('makes the token store and the rate limiter say "unavailable"', async () => {
    const store = new RedisTokenStore(redis, 'down:');
    const limiter = new RedisRateLimiter(redis, 'down:');
    const family = { familyId: 'f', groupId: 'G1', clientKeyId: 'ck', createdAtMs: 1 };
    const outcomes = await Promise.allSettled([
      store.createFamily(family, { tokenHash: 'h', expiresAtMs: Date.now() + 60_000 }),
      store.isFamilyActive('f'),
      limiter.hit('k', 10, 60_000, Date.now()),
    ]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect(isStoreUnavailableError((outcome as PromiseRejectedResult).reason)).toBe(true);
    }
  });
});
