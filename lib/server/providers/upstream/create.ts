import 'server-only';
import type Redis from 'ioredis';
import type { UpstreamEnv } from '@/lib/server/core/env';
import type { Logger } from '@/lib/server/core/logger';
import { MemoryLruCache, noCache, RedisAnswerCache, type AnswerCache } from './answer-cache';
import { UpstreamAuth } from './token-keeper';
import { CircuitBreaker } from './breaker';
import { UpstreamClient, type UpstreamClientOptions } from './client';
import { UpstreamProvider } from './provider';
import { UpstreamTokenApi } from './token-api';
import { MemoryPairStore, RedisPairStore } from './token-stores';
import { createHttpTransport, type Transport } from './transport';

export interface UpstreamProviderDeps {
  config: UpstreamEnv;
  logger: Logger;
  /** With Redis, the shared token pair and the answer cache are shared by every instance. */
  redis: Redis | null;
  /** Seals the shared token pair at rest in Redis (the session password or password map). */
  sealPassword: string | Record<string, string>;
  /** Prefix of every Redis key (tests isolate themselves with their own). */
  redisKeyPrefix?: string;
  now?: () => number;
  random?: () => number;
  transport?: Transport;
  /** Told of every upstream exchange (the container counts them for /metrics). */
  observe?: UpstreamClientOptions['observe'];
}

/** Builds the upstream provider and its resilience pieces from validated configuration. */
export function createUpstreamProvider(deps: UpstreamProviderDeps): UpstreamProvider {
  const { config, logger, redis } = deps;
  const now = deps.now ?? (() => Date.now());
  const prefix = deps.redisKeyPrefix ?? 'rxpf:';
  const breaker = new CircuitBreaker({
    failureThreshold: config.breakerFailures,
    openMs: config.breakerOpenSeconds * 1000,
    now,
  });
  const client = new UpstreamClient({
    transport: deps.transport ?? createHttpTransport(config),
    breaker,
    logger,
    retries: config.retries,
    retryBaseDelayMs: config.retryBaseDelayMs,
    retryMaxDelayMs: config.retryMaxDelayMs,
    random: deps.random,
    observe: deps.observe,
  });
  const api = new UpstreamTokenApi(client, config, now);
  const auth = new UpstreamAuth(api, {
    refreshMarginMs: config.tokenRefreshMarginSeconds * 1000,
    now,
    logger,
  });
  const sharedPair = redis
    ? new RedisPairStore(redis, { password: deps.sealPassword, key: `${prefix}upstream:pair` })
    : new MemoryPairStore();
  let cache: AnswerCache = noCache;
  if (config.cacheTtlSeconds > 0) {
    cache = redis
      ? new RedisAnswerCache(redis, {
          ttlSeconds: config.cacheTtlSeconds,
          prefix: `${prefix}upstream:answer:v1:`,
        })
      : new MemoryLruCache({
          maxEntries: config.cacheMaxEntries,
          ttlMs: config.cacheTtlSeconds * 1000,
          now,
        });
  }
  return new UpstreamProvider({
    client,
    auth,
    breaker,
    sharedPair,
    cache,
    clientKey: config.clientKey,
    groupId: config.groupId,
    logger,
  });
}
