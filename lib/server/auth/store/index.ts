import 'server-only';
import path from 'node:path';
import { serverEnv } from '@/lib/server/env';
import { processSingleton } from '@/lib/server/process-singleton';
import { sharedRedis } from '@/lib/server/redis';
import { RedisTokenStore } from './redis';
import { SqliteTokenStore } from './sqlite';
import type { TokenStore } from './types';

/** Redis when REDIS_URL is set (several instances), else SQLite under LOCAL_DATA_DIR. */
export function tokenStore(): TokenStore {
  return processSingleton('token-store', () => {
    const redis = sharedRedis();
    if (redis) return new RedisTokenStore(redis);
    return new SqliteTokenStore(path.join(serverEnv().localDataDir, 'tokens.sqlite'));
  });
}
