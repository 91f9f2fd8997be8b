import 'server-only';
import type { Dataset } from '@/lib/server/dataset/load';
import { ConfigError, type ServerEnv } from '@/lib/server/env';
import { EmbeddedProvider } from './embedded/provider';
import type { PriceProvider } from './types';

/** The provider PRICE_SOURCE names. */
export function createPriceProvider(env: ServerEnv, dataset: Dataset): PriceProvider {
  if (env.priceSource === 'upstream') {
    throw new ConfigError(
      ['PRICE_SOURCE'],
      'PRICE_SOURCE=upstream: the upstream provider is not built yet',
    );
  }
  return new EmbeddedProvider(dataset);
}
