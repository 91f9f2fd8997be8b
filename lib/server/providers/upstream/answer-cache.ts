import 'server-only';
import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { LruCache } from '@/lib/server/core/lru-cache';

/**
 * A short-lived cache of mapped answers, keyed by the normalised upstream query. Values are
 * shared between callers and must not be mutated.
 */
export interface AnswerCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

/** No caching (UPSTREAM_CACHE_TTL_SECONDS=0). */
export const noCache: AnswerCache = {
  get: async () => undefined,
  set: async () => undefined,
};

/** The in-process cache: the server's LRU with the answers' lifetime. */
export class MemoryLruCache implements AnswerCache {
  private readonly entries: LruCache<string, unknown>;

  constructor(options: { maxEntries: number; ttlMs: number; now: () => number }) {
    this.entries = new LruCache(options.maxEntries, options);
  }

  async get(key: string): Promise<unknown> {
    return this.entries.get(key);
  }

  async set(key: string, value: unknown): Promise<void> {
    this.entries.set(key, value);
  }
}

/**
 * The cache shared by every instance through Redis. Keys are hashed (a query can be long) and
 * versioned, so a change of the stored shape never reads an old entry; Redis expires them.
 */
export class RedisAnswerCache implements AnswerCache {
  constructor(
    private readonly redis: Redis,
    private readonly options: { ttlSeconds: number; prefix?: string },
  ) {}

  private redisKey(key: string): string {
    const digest = createHash('sha256').update(key).digest('base64url');
    return `${this.options.prefix ?? 'rxpf:upstream:answer:v1:'}${digest}`;
  }

  async get(key: string): Promise<unknown> {
    const stored = await this.redis.get(this.redisKey(key));
    return stored === null ? undefined : (JSON.parse(stored) as unknown);
  }

  async set(key: string, value: unknown): Promise<void> {
    await this.redis.set(this.redisKey(key), JSON.stringify(value), 'EX', this.options.ttlSeconds);
  }
}

/**
 * The cached answer, else `load`'s (then cached). A failing cache (Redis down) is only logged
 * through `onCacheError`: it must never fail a request the upstream could answer.
 */
export async function cachedOrLoad<T>(
  cache: AnswerCache,
  key: string,
  load: () => Promise<T>,
  onCacheError: (err: unknown) => void,
): Promise<T> {
  try {
    const hit = await cache.get(key);
    if (hit !== undefined) return hit as T;
  } catch (err) {
    onCacheError(err);
  }
  const value = await load();
  await cache.set(key, value).catch(onCacheError);
  return value;
}

/** Shares one in-flight load among identical concurrent requests (they all get its outcome). */
export class SingleFlight {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const existing = this.inFlight.get(key);
    if (existing) return existing as Promise<T>;
    const promise = (async () => work())().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }
}
