import type { ContractTerms } from './chain-terms';
import { roundCents } from './money';
import { awpPerUnitUsd, type PricedProduct } from './reference-prices';
import { pharmacyTerms, type PricedPharmacy } from './store-terms';
import { valueListPriceUsd } from './value-list';

/**
 * The "lesser of" pricing engine (docs/API.md, "FindDrugs"). AWP, MAC and U&C are not public: they are
 * modelled from the CMS NADAC unit cost, per chain and per store, with the documented parameters
 * of this folder (data/README.md, "Modelled prices"). Same inputs, same price. Every figure is an
 * estimate.
 */

/** Which candidate a price came from (`priceBasis` in the API). */
export type PriceBasis = 'AWP' | 'MAC' | 'U&C';

/** One claim: a product at a pharmacy, in pricing units (tablets, mL, g, each). */
export interface PriceInput {
  pharmacy: PricedPharmacy;
  product: PricedProduct;
  quantity: number;
  /**
   * A caller-supplied U&C (UseUC=true with UC) that replaces the pharmacy's own. It is the
   * caller's claim, so it may be below cost and then so may the price.
   */
  ucOverrideUsd: number | null;
  /**
   * The same fill's price as its brand at the same pharmacy, for a generic that has one: MAC
   * lists cap a generic's reimbursement at its brand's, so a generic is never dearer than its
   * brand (a new generic launched near the brand's cost) — unless the generic's own cost is above
   * the brand's price, where it sells at cost. Null for brands and sole generics.
   */
  brandCeilingUsd?: number | null;
}

/** The priced claim, every figure in USD rounded to cents. */
export interface PriceQuote {
  priceUsd: number;
  basis: PriceBasis;
  /** The U&C that was compared (the override when one was given). */
  ucPriceUsd: number;
  /** AWP and MAC of the whole fill, before discount and fee; no MAC for brands. */
  awpPriceUsd: number;
  macPriceUsd: number | null;
  /** The prices lesser-of chose from, by basis; MAC is null for brands. */
  candidatesUsd: Record<PriceBasis, number | null>;
}

/** Ties go to U&C (what the pharmacy charges anyway), then to MAC, the cap meant for generics. */
const TIE_ORDER: readonly PriceBasis[] = ['U&C', 'MAC', 'AWP'];

/** Prices one claim: the least of the AWP-based, MAC-based (generics) and U&C prices, in cents. */
export function quotePrice(input: PriceInput): PriceQuote {
  const { pharmacy, ...claim } = input;
  return quoteWithTerms(pharmacyTerms(pharmacy, input.product.gsn), claim);
}

/** The same lesser-of for given terms (a worked example needs no pharmacy). */
export function quoteWithTerms(
  terms: ContractTerms,
  { product, quantity, ucOverrideUsd, brandCeilingUsd = null }: Omit<PriceInput, 'pharmacy'>,
): PriceQuote {
  const isBrand = product.brandGeneric === 'B';
  const costUsd = product.nadacPerUnitUsd * quantity;
  const awpUsd = awpPerUnitUsd(product) * quantity;
  const macUsd = isBrand ? null : costUsd * terms.macMarkup;
  const awpDiscount = isBrand ? terms.awpDiscountBrand : terms.awpDiscountGeneric;
  const ucPriceUsd = roundCents(
    ucOverrideUsd ?? cashPriceUsd(terms, product, quantity, costUsd, awpUsd),
  );

  const candidatesUsd: Record<PriceBasis, number | null> = {
    'U&C': ucPriceUsd,
    MAC:
      macUsd === null
        ? null
        : roundCents(
            // Capped at the brand's price, but never below what the pharmacy paid.
            Math.min(
              macUsd + terms.dispensingFeeUsd,
              Math.max(brandCeilingUsd ?? Infinity, costUsd),
            ),
          ),
    AWP: roundCents(awpUsd * (1 - awpDiscount) + terms.dispensingFeeUsd),
  };
  let basis: PriceBasis = 'U&C';
  for (const candidate of TIE_ORDER) {
    const priceUsd = candidatesUsd[candidate];
    if (priceUsd !== null && priceUsd < (candidatesUsd[basis] ?? Infinity)) basis = candidate;
  }
  return {
    priceUsd: candidatesUsd[basis] ?? ucPriceUsd,
    basis,
    ucPriceUsd,
    awpPriceUsd: roundCents(awpUsd),
    macPriceUsd: macUsd === null ? null : roundCents(macUsd),
    candidatesUsd,
  };
}

/** The pharmacy's own cash price: its value list when the fill is on it, else its cash policy. */
function cashPriceUsd(
  terms: ContractTerms,
  product: PricedProduct,
  quantity: number,
  costUsd: number,
  awpUsd: number,
): number {
  const { cash } = terms;
  if (product.brandGeneric === 'B') return awpUsd * cash.brandAwpFactor + cash.feeUsd;
  const listed = valueListPriceUsd(terms.valueList, product, quantity);
  return listed ?? Math.max(cash.minimumUsd, costUsd * cash.genericMarkup + cash.feeUsd);
}
