import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './limiter';
import { describeNeeding } from '@/test-support/prerequisites';

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

    it("counts by the clock's windows, wherever the first hit falls in one (a fake clock, unaligned)", async () => {
      await fc.assert(
        fc.asyncProperty(
          // Any start within a minute, and hits spread over the next three minutes.
          fc.integer({ min: 1, max: 59_999 }),
          fc.array(fc.integer({ min: 0, max: 180_000 }), { minLength: 1, maxLength: 30 }),
          async (offsetMs, gapsMs) => {
            const key = randomUUID();
            const startMs = 1_800_000_000_000 + offsetMs;
            const times = gapsMs.map((gap) => startMs + gap).sort((a, b) => a - b);
            const windowOf = (t: number) => Math.floor(t / 60_000);
            for (const [i, t] of times.entries()) {
              const decision = await limiter.hit(key, 1_000, 60_000, t);
              const sameWindowSoFar = times
                .slice(0, i + 1)
                .filter((u) => windowOf(u) === windowOf(t));
              expect(decision.remaining).toBe(1_000 - sameWindowSoFar.length);
              // The window ends on the clock's minute, not a minute after the first hit.
              expect(decision.retryAfterSeconds).toBe(
                Math.max(1, Math.ceil(((windowOf(t) + 1) * 60_000 - t) / 1000)),
              );
            }
          },
        ),
        { numRuns: 40 },
      );
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

describe('memory rate limiter', () => {
  it('forgets ended windows, so memory holds only the keys hit lately', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 200 }),
        // On the minute too: a window ending the very moment of the sweep is swept.
        fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 59_999 })),
        async (keys, intoMinuteMs) => {
          const limiter = new MemoryRateLimiter();
          const start = 1_800_000_000_000 + intoMinuteMs;
          for (let i = 0; i < keys; i += 1) await limiter.hit(`k${i}`, 5, 60_000, start);
          expect(limiter.heldKeys).toBe(keys);
          // A minute on, every window has ended: the next hit sweeps them all.
          await limiter.hit('late', 5, 60_000, start + 60_000);
          expect(limiter.heldKeys).toBe(1);
          // Within the sweep interval nothing is swept, and nothing is lost.
          await limiter.hit('later', 5, 60_000, start + 60_001);
          expect(limiter.heldKeys).toBe(2);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('starts a new window the very moment the last one ends', async () => {
    const limiter = new MemoryRateLimiter();
    const minute = 1_800_000_000_000;
    // The first hit half a minute in: no sweep falls on the next minute's first moment.
    await limiter.hit('k', 2, 60_000, minute + 30_000);
    await limiter.hit('k', 2, 60_000, minute + 40_000);
    expect(await limiter.hit('k', 2, 60_000, minute + 60_000)).toEqual({
      allowed: true,
      retryAfterSeconds: 60,
      remaining: 1,
    });
  });

  it('keeps the windows still open when it sweeps', async () => {
    const limiter = new MemoryRateLimiter();
    const minute = 1_800_000_000_000;
    await limiter.hit('first', 5, 60_000, minute + 50_000); // the next sweep: a minute on
    await limiter.hit('open', 5, 60_000, minute + 70_000);
    await limiter.hit('first', 5, 60_000, minute + 110_000); // sweeps; 'open' ends at +120 s
    expect(await limiter.count('open', 60_000, minute + 110_001)).toBe(1);
    expect((await limiter.hit('open', 2, 60_000, minute + 110_002)).remaining).toBe(0);
  });
});

describeNeeding(['Redis (REDIS_TEST_URL)'], 'Redis rate limiter', () => {
  let redis: Redis | undefined;
  afterAll(() => redis?.quit());
  limiterContract('Redis', () => {
    redis = new Redis(REDIS_URL ?? '');
    return new RedisRateLimiter(redis, `test:${randomUUID()}:`);
  });
});
