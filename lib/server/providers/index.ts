import 'server-only';
import { embeddedDataset } from '@/lib/server/embedded-dataset';
import { serverEnv } from '@/lib/server/env';
import { EmbeddedProvider } from './embedded/provider';
import type { PriceProvider } from './types';

let chosen: PriceProvider | null = null;

/** The provider named by PRICE_SOURCE, created once per server process. */
export function priceProvider(): PriceProvider {
  if (chosen) return chosen;
  const env = serverEnv();
  if (env.priceSource === 'upstream') {
    throw new Error('PRICE_SOURCE=upstream is not implemented yet');
  }
  chosen = new EmbeddedProvider(embeddedDataset());
  return chosen;
}
