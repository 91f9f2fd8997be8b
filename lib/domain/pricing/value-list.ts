import type { DrugProduct } from '../dataset/dataset-schema';
import type { ValueListId } from './chain-terms';
import { stableUnit } from './hash';

/**
 * Walmart's $4 / $10 generic program ($4 for a 30-day, $10 for a 90-day supply of about 100 listed
 * generics), and the similar lists we give Kroger banners and H-E-B. A list holds prescription
 * generics that are both common (the family is in the ClinCalc Top 300) and cheap to buy; no
 * controlled substances, no OTC products.
 */
export const VALUE_LIST = {
  /** Price by quantity: the first tier whose maxQuantity covers the fill. */
  tiers: [
    { maxQuantity: 30, priceUsd: 4 },
    { maxQuantity: 90, priceUsd: 10 },
  ],
  /** Only generics whose NADAC is at most this per unit: $4 covers 3.3 × the cost of 30. */
  maxNadacPerUnitUsd: 0.04,
  /** Share of the eligible formulations each list holds (a stable draw per list and formulation). */
  listedShare: { walmart: 1, kroger: 0.7, heb: 0.7 } satisfies Record<ValueListId, number>,
} as const;

/** What decides whether a product is on a value list. */
export type ValueListProduct = Pick<
  DrugProduct,
  'gsn' | 'brandGeneric' | 'nadacPerUnitUsd' | 'otc' | 'deaSchedule' | 'popularityRank'
>;

/** The value-list cash price of this fill, or null when the chain has no list or the fill is not on it. */
export function valueListPriceUsd(
  list: ValueListId | null,
  product: ValueListProduct,
  quantity: number,
): number | null {
  if (list === null || !isEligible(product)) return null;
  if (stableUnit(`${list}|${product.gsn}`) >= VALUE_LIST.listedShare[list]) return null;
  return VALUE_LIST.tiers.find((tier) => quantity <= tier.maxQuantity)?.priceUsd ?? null;
}

function isEligible(product: ValueListProduct): boolean {
  return (
    product.brandGeneric === 'G' &&
    !product.otc &&
    product.deaSchedule === null &&
    product.popularityRank !== null &&
    product.nadacPerUnitUsd <= VALUE_LIST.maxNadacPerUnitUsd
  );
}
