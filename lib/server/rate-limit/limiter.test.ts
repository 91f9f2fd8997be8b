import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './limiter';
import { describeNeeding } from '@/lib/testing/prerequisites';

const REDIS_URL = process.env.REDIS_TEST_URL;

function limiterContract(name: string, open: () => RateLimiter) {
  describe(`${name} rate limiter`, () => {
    // Opened in beforeAll, so a skipped suite (no REDIS_TEST_URL) opens no connection.
    let limiter: RateLimiter;
    beforeAll(() => {
      limiter = open();
    });

    it('allows `limit` hits per window, then refuses with the seconds left', async () => {
      const key = randomUUID();
      const start = 1_800_000_000_000; // aligned to a minute
      for (let i = 0; i < 3; i += 1)
        expect((await limiter.hit(key, 3, 60_000, start + i)).allowed).toBe(true);
      const refused = await limiter.hit(key, 3, 60_000, start + 15_000);
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 45, remaining: 0 });
    });

    it('counts keys separately and starts over in the next window', async () => {
      const [a, b] = [randomUUID(), randomUUID()];
      const start = 1_800_000_060_000;
      await limiter.hit(a, 1, 60_000, start);
      expect((await limiter.hit(a, 1, 60_000, start + 1)).allowed).toBe(false);
      expect((await limiter.hit(b, 1, 60_000, start + 1)).allowed).toBe(true);
      expect((await limiter.hit(a, 1, 60_000, start + 60_000)).allowed).toBe(true);
    });

    it('count reads the current window without counting a hit', async () => {
      const key = randomUUID();
      const start = 1_800_000_120_000;
      expect(await limiter.count(key, 60_000, start)).toBe(0);
      await limiter.hit(key, 5, 60_000, start);
      await limiter.hit(key, 5, 60_000, start + 1);
      expect(await limiter.count(key, 60_000, start + 2)).toBe(2);
      expect(await limiter.count(key, 60_000, start + 3)).toBe(2);
      expect(await limiter.count(key, 60_000, start + 60_000)).toBe(0);
    });
  });
}

limiterContract('memory', () => new MemoryRateLimiter());

describeNeeding(['Redis (REDIS_TEST_URL)'], 'Redis rate limiter', () => {
  let redis: Redis | undefined;
  afterAll(() => redis?.quit());
  limiterContract('Redis', () => {
    redis = new Redis(REDIS_URL ?? '');
    return new RedisRateLimiter(redis, `test:${randomUUID()}:`);
  });
});
