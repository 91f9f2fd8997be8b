import type { DrugProduct } from '../dataset/dataset-schema';
import { stableLogBetween, type Range } from './hash';
import type { ValueListProduct } from './value-list';

/** What the model needs to know of a product. */
export type PricedProduct = Pick<DrugProduct, 'ndc' | 'brandGeneric' | 'nadacPerUnitUsd'> &
  ValueListProduct;

/** AWP = WAC × 1.2, the markup convention since the 2009 First Databank settlement. */
export const AWP_OVER_WAC = 1.2;

/** Brand NADAC sits a little below WAC: WAC = NADAC × this, per NDC. */
export const BRAND_WAC_OVER_NADAC: Range = { min: 1.02, max: 1.05 };

/**
 * Generic AWPs are set by each labeler far above what pharmacies pay: AWP = NADAC × this,
 * log-uniform per NDC (the labeler is part of the NDC).
 */
export const GENERIC_AWP_OVER_NADAC: Range = { min: 6, max: 30 };

/** The product's modelled AWP per pricing unit, USD. */
export function awpPerUnitUsd(
  product: Pick<PricedProduct, 'ndc' | 'brandGeneric' | 'nadacPerUnitUsd'>,
): number {
  if (product.brandGeneric === 'B') {
    const wacOverNadac = stableLogBetween(`${product.ndc}|wac`, BRAND_WAC_OVER_NADAC);
    return product.nadacPerUnitUsd * wacOverNadac * AWP_OVER_WAC;
  }
  return product.nadacPerUnitUsd * stableLogBetween(`${product.ndc}|awp`, GENERIC_AWP_OVER_NADAC);
}
