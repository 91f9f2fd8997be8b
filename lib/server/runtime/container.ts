import 'server-only';
import path from 'node:path';
import Redis from 'ioredis';
import type { FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import type { DestinationStream } from 'pino';
import type { Gazetteer } from '@/lib/domain/place/location';
import { BrowserSessions } from '../auth/browser-sessions';
import { SqliteTokenStore } from '../auth/store/sqlite';
import { RedisTokenStore } from '../auth/store/redis';
import type { TokenStore } from '../auth/store/types';
import { TokenService } from '../auth/tokens';
import { loadDataset, type Dataset } from '../dataset/load';
import { ConfigError, parseEnv, type ServerEnv } from '../core/env';
import { buildGazetteer } from '../dataset/gazetteer';
import type { FindDrugsAnswer } from '@/lib/domain/api/find-drugs';
import { createLogger, type Logger } from '../core/logger';
import { LruCache } from '../core/lru-cache';
import { createMetrics, type Metrics } from '../core/metrics';
import { createPriceProvider } from '../providers';
import type { PriceProvider } from '../providers/types';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '../rate-limit/limiter';

/** Everything a request needs, built once from a validated environment. */
export interface Container {
  env: ServerEnv;
  logger: Logger;
  dataset: Dataset;
  gazetteer: Gazetteer;
  provider: PriceProvider;
  /** The shared Redis connection when REDIS_URL is set; null means "use the embedded stores". */
  redis: Redis | null;
  tokenStore: TokenStore;
  tokens: TokenService;
  /** The browsers' sealed sessions: options, unsealed cookies, coalesced rotations. */
  browserSessions: BrowserSessions;
  rateLimiter: RateLimiter;
  /**
   * FindDrugs answers (objects; HTTP serialises each once), by query, when the provider's answers
   * cannot change while the process runs (the embedded dataset); null otherwise.
   */
  answerCache: LruCache<string, FindDrugsAnswer> | null;
  /** Valid FindDrugs queries by their query string (validation is a pure function of it). */
  validQueries: LruCache<string, FindDrugsQuery>;
  metrics: Metrics;
}

export interface ContainerOptions {
  /** Where log lines go (tests capture them); stdout by default. */
  logDestination?: DestinationStream;
}

/** About 20 KB each: a few MB for the drugs and places people ask for again and again. */
const ANSWER_CACHE_ENTRIES = 256;
const VALID_QUERY_ENTRIES = 2_000;

/**
 * The one composition root: builds and wires every service from a validated environment. The
 * committed dataset is read once per process and shared by every container built in it.
 */
export function createContainer(env: ServerEnv, options: ContainerOptions = {}): Container {
  const logger = createLogger(env.logLevel, options.logDestination);
  const metrics = createMetrics();
  for (const warning of env.warnings) logger.warn(warning);
  const dataset = sharedDataset();
  const redis = redisOf(env);
  const tokenStore = tokenStoreOf(env, redis);
  const tokens = new TokenService({
    secret: env.jwtSecret,
    store: tokenStore,
    accessTtlSeconds: env.accessTokenTtlSeconds,
    refreshTtlSeconds: env.refreshTokenTtlSeconds,
  });
  const provider = createPriceProvider(env, dataset, { logger, redis, metrics });
  return {
    env,
    logger,
    dataset,
    gazetteer: buildGazetteer(dataset.zips),
    provider,
    redis,
    tokenStore,
    tokens,
    browserSessions: new BrowserSessions({ env, tokens, tokenStore, logger }),
    rateLimiter: redis ? new RedisRateLimiter(redis) : new MemoryRateLimiter(),
    answerCache: provider.name === 'embedded' ? new LruCache(ANSWER_CACHE_ENTRIES) : null,
    validQueries: new LruCache(VALID_QUERY_ENTRIES),
    metrics,
  };
}

/** The shared Redis the environment names, if any. */
export const redisOf = (env: ServerEnv): Redis | null =>
  env.redisUrl
    ? new Redis(env.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true })
    : null;

/** The token store every instance shares: Redis when configured, else the embedded one. */
export const tokenStoreOf = (env: ServerEnv, redis: Redis | null): TokenStore =>
  redis ? new RedisTokenStore(redis) : localTokenStore(env.localDataDir);

/** The embedded token store, or a start-up error naming the folder that cannot hold it. */
function localTokenStore(localDataDir: string): SqliteTokenStore {
  try {
    return new SqliteTokenStore(path.join(localDataDir, 'tokens.sqlite'));
  } catch (err) {
    throw new ConfigError(
      ['LOCAL_DATA_DIR'],
      `LOCAL_DATA_DIR ${localDataDir} cannot hold the token store: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

/**
 * Process-wide state lives on globalThis under Symbol.for keys: Next bundles instrumentation and
 * each route separately, so a module-level variable would exist once per bundle, and start-up
 * would warm a container the routes never see.
 */
interface ProcessSlot {
  dataset?: Dataset;
  container?: Container;
  factory?: () => Container;
}
const slot = (): ProcessSlot => {
  const store = globalThis as unknown as Record<symbol, ProcessSlot | undefined>;
  return (store[Symbol.for('rx-price-finder.process')] ??= {});
};

function sharedDataset(): Dataset {
  return (slot().dataset ??= loadDataset());
}

/** The process's container, built from process.env on first use (start-up builds it early). */
export function container(): Container {
  const s = slot();
  return (s.container ??= (s.factory ?? (() => createContainer(parseEnv(process.env))))());
}

/**
 * Makes later `container()` calls use this container (or build it lazily with this factory).
 * For tests, which build an isolated container instead of changing process.env.
 */
export function installContainer(next: Container | (() => Container)): void {
  const s = slot();
  if (typeof next === 'function') {
    s.container = undefined;
    s.factory = next;
  } else {
    s.container = next;
  }
}
