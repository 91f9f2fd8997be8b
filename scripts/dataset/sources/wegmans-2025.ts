import { z } from 'zod';
import { addressFields } from './source-row';
import type { UnplacedStore } from './unplaced-store';

const wegmansFileSchema = z.object({
  stores: z.record(
    z.string(),
    z.object({
      number: z.number().int(),
      name: z.string(),
      city: z.string(),
      state: z.string(),
      address: z.string(),
      zip: z.string(),
      phone: z.string(),
      hasPharmacy: z.boolean(),
    }),
  ),
});

/**
 * Wegmans' stores of November 2025 that have a pharmacy (`hasPharmacy`), named by their store
 * nickname. The phone is the store's main line. No positions: see unplaced-store.ts.
 */
export function wegmansStores(json: unknown): UnplacedStore[] {
  return Object.values(wegmansFileSchema.parse(json).stores)
    .filter((store) => store.hasPharmacy)
    .map((store) => ({
      source: 'wegmans-2025',
      sourceId: String(store.number),
      name: `Wegmans Pharmacy (${store.name.trim()})`,
      chain: 'Wegmans',
      ...addressFields(store),
      hours: null,
    }));
}
