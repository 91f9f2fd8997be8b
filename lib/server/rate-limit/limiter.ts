import 'server-only';
import type Redis from 'ioredis';
import { whileReachable } from '@/lib/server/core/store-error';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
  /** Hits left in the current window. */
  remaining: number;
}

/** Fixed-window request counting per key: `limit` requests per `windowMs`. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number, nowMs: number): Promise<RateDecision>;
  /** Hits counted for `key` in the current window, without counting one more. */
  count(key: string, windowMs: number, nowMs: number): Promise<number>;
}

const decide = (
  count: number,
  limit: number,
  windowEndsAtMs: number,
  nowMs: number,
): RateDecision => ({
  allowed: count <= limit,
  retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAtMs - nowMs) / 1000)),
  remaining: Math.max(0, limit - count),
});

/** In-process counters; windows are swept as they end, so memory stays bounded by active keys. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAtMs: number }>();
  private nextSweepAtMs = 0;

  async hit(key: string, limit: number, windowMs: number, nowMs: number): Promise<RateDecision> {
    if (nowMs >= this.nextSweepAtMs) {
      for (const [k, w] of this.windows) if (w.endsAtMs <= nowMs) this.windows.delete(k);
      this.nextSweepAtMs = nowMs + windowMs;
    }
    let window = this.windows.get(key);
    if (!window || window.endsAtMs <= nowMs) {
      window = { count: 0, endsAtMs: nowMs - (nowMs % windowMs) + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return decide(window.count, limit, window.endsAtMs, nowMs);
  }

  async count(key: string, _windowMs: number, nowMs: number): Promise<number> {
    const window = this.windows.get(key);
    return window && window.endsAtMs > nowMs ? window.count : 0;
  }

  /** Keys whose counts are held: what the sweep keeps to the keys hit in the last window or so. */
  get heldKeys(): number {
    return this.windows.size;
  }
}

/** Counters in Redis, shared by every instance: INCR + PEXPIRE on a per-window key. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rxpf:rate:',
  ) {}

  private windowKey(key: string, windowMs: number, nowMs: number): string {
    return `${this.prefix}${key}:${nowMs - (nowMs % windowMs)}`;
  }

  async count(key: string, windowMs: number, nowMs: number): Promise<number> {
    const count = await whileReachable(() => this.redis.get(this.windowKey(key, windowMs, nowMs)));
    return Number(count ?? 0);
  }

  async hit(key: string, limit: number, windowMs: number, nowMs: number): Promise<RateDecision> {
    const windowStartMs = nowMs - (nowMs % windowMs);
    const redisKey = this.windowKey(key, windowMs, nowMs);
    const [[, count]] = (await whileReachable(() =>
      this.redis.multi().incr(redisKey).pexpire(redisKey, windowMs).exec(),
    )) as [[Error | null, number], [Error | null, number]];
    return decide(count, limit, windowStartMs + windowMs, nowMs);
  }
}
