import 'server-only';
import { embeddedDataset } from '@/lib/server/embedded-dataset';
import { ConfigError, serverEnv } from '@/lib/server/env';
import { processSingleton } from '@/lib/server/process-singleton';
import { EmbeddedProvider } from './embedded/provider';
import type { PriceProvider } from './types';

/** The provider named by PRICE_SOURCE, created once per server process. */
export function priceProvider(): PriceProvider {
  return processSingleton('price-provider', () => {
    if (serverEnv().priceSource === 'upstream') {
      throw new ConfigError(
        ['PRICE_SOURCE'],
        'PRICE_SOURCE=upstream: the upstream provider is not built yet',
      );
    }
    return new EmbeddedProvider(embeddedDataset());
  });
}
