import 'server-only';
import type Redis from 'ioredis';
import type { Dataset } from '@/lib/server/dataset/load';
import type { ServerEnv } from '@/lib/server/core/env';
import type { Logger } from '@/lib/server/core/logger';
import type { Metrics } from '@/lib/server/core/metrics';
import { EmbeddedProvider } from './embedded/provider';
import type { PriceProvider } from './types';
import { createUpstreamProvider } from './upstream/create';

/** The provider PRICE_SOURCE names; the upstream one shares the container's Redis when set. */
export function createPriceProvider(
  env: ServerEnv,
  dataset: Dataset,
  services: { logger: Logger; redis: Redis | null; metrics: Metrics },
): PriceProvider {
  if (env.priceSource === 'upstream' && env.upstream) {
    const { upstreamExchanges, upstreamSeconds } = services.metrics;
    return createUpstreamProvider({
      config: env.upstream,
      logger: services.logger,
      redis: services.redis,
      sealPassword: env.sessionPassword,
      observe: ({ path, outcome, latencyMs }) => {
        upstreamExchanges.inc({ path, outcome });
        if (latencyMs !== undefined) upstreamSeconds.observe({ path }, latencyMs / 1000);
      },
    });
  }
  return new EmbeddedProvider(dataset);
}
