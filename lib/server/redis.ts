import 'server-only';
import Redis from 'ioredis';
import { serverEnv } from './env';
import { processSingleton } from './process-singleton';

/** The shared Redis connection when REDIS_URL is set; null means "use the embedded stores". */
export function sharedRedis(): Redis | null {
  const url = serverEnv().redisUrl;
  if (!url) return null;
  return processSingleton(
    'redis',
    () => new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true }),
  );
}
