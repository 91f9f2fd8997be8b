import { z } from 'zod';
import { addressFields } from './source-row';
import type { UnplacedStore } from './unplaced-store';

const walgreensFileSchema = z.array(
  z.object({
    storeNumber: z.string(),
    name: z.string().nullable().optional(),
    address: z.object({
      line1: z.string(),
      city: z.string(),
      state: z.string(),
      zipcode: z.string(),
    }),
    phone: z.string().nullable().optional(),
  }),
);

/**
 * Walgreens' own storefronts under the names on their signs. The other names are employer-site,
 * specialty, mail-order and "Powered by Walgreens" pharmacies, and the 176 unnamed rows include
 * hospital outpatient pharmacies: not stores a shopper walks into, or not Walgreens' prices.
 */
const STOREFRONT_NAMES = new Set(['Walgreens', 'Duane Reade', 'Community, a Walgreens Pharmacy']);

/**
 * The Walgreens stores Walgreens reported to CDC's vaccine program in April 2021, with street
 * address and phone but no position (see unplaced-store.ts). Named as on the sign with the store
 * number, as the Walgreens locator's rows are ("Walgreens #4231").
 */
export function walgreensStores(json: unknown): UnplacedStore[] {
  return walgreensFileSchema.parse(json).flatMap((store) => {
    const banner = store.name?.trim() ?? '';
    if (!STOREFRONT_NAMES.has(banner)) return [];
    return [
      {
        source: 'walgreens-2021-04',
        sourceId: store.storeNumber.trim(),
        name: `${banner} #${store.storeNumber.trim()}`,
        chain: 'Walgreens',
        ...addressFields({
          address: store.address.line1,
          city: store.address.city,
          state: store.address.state,
          zip: store.address.zipcode,
          phone: store.phone,
        }),
        hours: null,
      },
    ];
  });
}
