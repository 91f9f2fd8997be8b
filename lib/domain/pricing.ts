import type { PharmacyCategory } from './dataset-schema';
import { round2 } from './geo';

/**
 * The "lesser of" pricing engine (CONTRACT §3). AWP, MAC and U&C are not public: they are
 * modelled from the CMS NADAC unit cost with the fixed, documented parameters below, so the
 * same query always yields the same price. Every figure it returns is an estimate.
 */

export type PriceBasis = 'AWP' | 'MAC' | 'U&C';

/** Terms of a pharmacy category's discount-card contract and cash-price policy. */
export interface CategoryTerms {
  /** Discount off AWP for brands and for generics (fraction, 0.15 = AWP − 15 %). */
  awpDiscountBrand: number;
  awpDiscountGeneric: number;
  /** Dispensing fee added to the AWP- and MAC-based prices, USD. */
  dispensingFeeUsd: number;
  /** Cash (U&C) markup over acquisition cost for brands and for generics. */
  ucMarkupBrand: number;
  ucMarkupGeneric: number;
  /** Flat fee in the cash price, USD, and the lowest cash price the pharmacy charges. */
  ucFeeUsd: number;
  ucMinimumUsd: number;
}

/** AWP is modelled as a multiple of NADAC; generic AWPs sit far above acquisition cost. */
export const AWP_MULTIPLIER = { B: 1.2, G: 5 } as const;
/** MAC (generics only) is NADAC plus a small markup. */
export const MAC_MULTIPLIER_GENERIC = 1.15;
/** Per-pharmacy U&C spread around the category markup, so cash prices are not all identical. */
export const UC_VARIATION_RANGE = { min: 0.92, max: 1.12 } as const;

export const CATEGORY_TERMS: Readonly<Record<PharmacyCategory, CategoryTerms>> = {
  // 0: independent pharmacies — smaller discounts, higher fee, lower cash markups.
  0: {
    awpDiscountBrand: 0.14,
    awpDiscountGeneric: 0.45,
    dispensingFeeUsd: 2.5,
    ucMarkupBrand: 1.3,
    ucMarkupGeneric: 4,
    ucFeeUsd: 5,
    ucMinimumUsd: 9,
  },
  // 1: national chains — deepest AWP discounts, highest generic cash markups.
  1: {
    awpDiscountBrand: 0.16,
    awpDiscountGeneric: 0.5,
    dispensingFeeUsd: 2,
    ucMarkupBrand: 1.35,
    ucMarkupGeneric: 6,
    ucFeeUsd: 4,
    ucMinimumUsd: 9.99,
  },
  // 2: grocery chains — in between, lower fees.
  2: {
    awpDiscountBrand: 0.17,
    awpDiscountGeneric: 0.55,
    dispensingFeeUsd: 1.75,
    ucMarkupBrand: 1.3,
    ucMarkupGeneric: 5,
    ucFeeUsd: 3,
    ucMinimumUsd: 7.99,
  },
};

export interface PriceInput {
  nadacPerUnitUsd: number;
  quantity: number;
  brandGeneric: 'B' | 'G';
  category: PharmacyCategory;
  /** Deterministic per-pharmacy factor within UC_VARIATION_RANGE (see ucVariation). */
  ucVariation: number;
  /** A caller-supplied U&C (UseUC=true with UC) that replaces the pharmacy's own. */
  ucOverrideUsd: number | null;
}

export interface PriceQuote {
  priceUsd: number;
  basis: PriceBasis;
  /** The U&C that was compared (the override when one was given). */
  ucPriceUsd: number;
  awpPriceUsd: number;
  macPriceUsd: number | null;
}

/** Prices one claim: the least of the AWP-based, MAC-based (generics) and U&C prices, in cents. */
export function quotePrice(input: PriceInput): PriceQuote {
  const terms = CATEGORY_TERMS[input.category];
  const costUsd = input.nadacPerUnitUsd * input.quantity;
  const isBrand = input.brandGeneric === 'B';

  const awpPriceUsd = round2(costUsd * AWP_MULTIPLIER[input.brandGeneric]);
  const macPriceUsd = isBrand ? null : round2(costUsd * MAC_MULTIPLIER_GENERIC);
  const pharmacyUcUsd = round2(
    Math.max(
      terms.ucMinimumUsd,
      costUsd * (isBrand ? terms.ucMarkupBrand : terms.ucMarkupGeneric) * input.ucVariation +
        terms.ucFeeUsd,
    ),
  );
  const ucPriceUsd = input.ucOverrideUsd ?? pharmacyUcUsd;

  const awpDiscount = isBrand ? terms.awpDiscountBrand : terms.awpDiscountGeneric;
  // U&C first: on a tie the cash price is what the pharmacy would charge anyway.
  const candidates: Array<{ basis: PriceBasis; priceUsd: number }> = [
    { basis: 'U&C', priceUsd: ucPriceUsd },
    { basis: 'AWP', priceUsd: round2(awpPriceUsd * (1 - awpDiscount) + terms.dispensingFeeUsd) },
  ];
  if (macPriceUsd !== null) {
    candidates.push({ basis: 'MAC', priceUsd: round2(macPriceUsd + terms.dispensingFeeUsd) });
  }
  const best = candidates.reduce((a, b) => (b.priceUsd < a.priceUsd ? b : a));
  return { priceUsd: best.priceUsd, basis: best.basis, ucPriceUsd, awpPriceUsd, macPriceUsd };
}

/** FNV-1a 32-bit hash: a stable, dependency-free way to derive per-pharmacy variation. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The pharmacy's U&C factor for one formulation, stable across restarts and rebuilds. */
export function ucVariation(pharmacyId: string, gsn: string): number {
  const unit = fnv1a32(`${pharmacyId}|${gsn}`) / 0xffffffff;
  return UC_VARIATION_RANGE.min + unit * (UC_VARIATION_RANGE.max - UC_VARIATION_RANGE.min);
}
