import type { Pharmacy, PharmacyCategory } from '../dataset/dataset-schema';
import { CHAIN_TERMS, type ContractTerms } from './chain-terms';
import { stableBetween, stableUnit, type Range } from './hash';

/** What the model needs to know of a pharmacy: who it is, whose terms, and where. */
export type PricedPharmacy = Pick<Pharmacy, 'id' | 'chainCode' | 'category' | 'state'>;

/**
 * A chain's pricing region: the store's state. Chains set card and cash prices per market, not
 * per store, and states are where those markets differ most (Medicaid fees, taxes, Walmart's list
 * costs more in a few states), so all of a chain's stores in one state quote one price. A finer
 * region (the 3-digit ZIP) was tried and split Manhattan in two: 100xx and 101xx neighbours a
 * block apart quoted $10.13 and $14.63.
 */
export function pricingRegion(pharmacy: Pick<Pharmacy, 'state'>): string {
  return pharmacy.state;
}

/**
 * Chains price by zone (urban, suburban, rural markets carry different prices): each chain's
 * region falls in one zone with the given share, then moves a little more on its own.
 */
export const CHAIN_PRICE_ZONES: ReadonlyArray<{ share: number; factor: number }> = [
  { share: 0.3, factor: 0.8 },
  { share: 0.4, factor: 1 },
  { share: 0.3, factor: 1.2 },
];
/** A chain's own move within its zone, per region. */
export const CHAIN_REGION_JITTER: Range = { min: 0.92, max: 1.08 };

/**
 * Per formulation: a card routes each drug through the cheapest of several PBM networks, whose
 * MAC lists and fees differ, so rankings change from one drug to the next. Drawn per (chain,
 * region, formulation) for chains — their stores in a region still agree — and per (store,
 * formulation) for independents.
 */
export const FORMULATION_JITTER: Range = { min: 0.92, max: 1.08 };

/** Independents (category 0, and chains we hold no terms for) draw their own terms per store. */
export const INDEPENDENT_RANGES = {
  dispensingFeeUsd: { min: 7, max: 14 },
  macMarkup: { min: 1.3, max: 2 },
  awpDiscountGeneric: { min: 0.78, max: 0.83 },
  awpDiscountBrand: { min: 0.13, max: 0.17 },
  /** Share of independents pricing cash as cost plus a fee (the Cost Plus Drugs model). */
  costPlusCashShare: 0.35,
  costPlusCash: { genericMarkup: { min: 1.3, max: 1.8 }, feeUsd: { min: 5, max: 9 } },
  regularCash: {
    genericMarkup: { min: 3, max: 8 },
    feeUsd: { min: 10, max: 20 },
    minimumUsd: { min: 12.99, max: 19.99 },
  },
  brandAwpFactor: { min: 1, max: 1.1 },
} as const;

/** The contract and cash terms one pharmacy applies to one formulation (our GSN). */
export function pharmacyTerms(pharmacy: PricedPharmacy, formulationId: string): ContractTerms {
  const chainTerms = chainTermsOf(pharmacy.chainCode, pharmacy.category);
  if (chainTerms) {
    const market = `${chainTerms.company}|${pricingRegion(pharmacy)}`;
    return scaleMargins(
      scaleMargins(chainTerms, chainRegionFactor(market)),
      stableBetween(`${market}|${formulationId}`, FORMULATION_JITTER),
    );
  }
  return scaleMargins(
    independentTerms(pharmacy.id),
    stableBetween(`${pharmacy.id}|${formulationId}`, FORMULATION_JITTER),
  );
}

/** The chain's terms, or null when the pharmacy is priced as an independent. */
export function chainTermsOf(
  chainCode: string | null,
  category: PharmacyCategory,
): ContractTerms | null {
  if (chainCode === null || category === 0) return null;
  return CHAIN_TERMS[chainCode] ?? null;
}

/** A chain's zone factor in one market ("cvs|NY") times its own jitter there. */
export function chainRegionFactor(market: string): number {
  const zoneDraw = stableUnit(`${market}|zone`);
  let cumulativeShare = 0;
  let zoneFactor = 1;
  for (const zone of CHAIN_PRICE_ZONES) {
    zoneFactor = zone.factor;
    cumulativeShare += zone.share;
    if (zoneDraw < cumulativeShare) break;
  }
  return zoneFactor * stableBetween(`${market}|region`, CHAIN_REGION_JITTER);
}

/** An independent's terms, drawn once per store from INDEPENDENT_RANGES. */
export function independentTerms(pharmacyId: string): ContractTerms {
  const draw = (parameter: string, range: Range) =>
    stableBetween(`${pharmacyId}|${parameter}`, range);
  const r = INDEPENDENT_RANGES;
  const isCostPlus = stableUnit(`${pharmacyId}|cash-policy`) < r.costPlusCashShare;
  const brandAwpFactor = draw('brand-cash', r.brandAwpFactor);
  return {
    company: `independent ${pharmacyId}`,
    dispensingFeeUsd: draw('fee', r.dispensingFeeUsd),
    macMarkup: draw('mac', r.macMarkup),
    awpDiscountGeneric: draw('awp-generic', r.awpDiscountGeneric),
    awpDiscountBrand: draw('awp-brand', r.awpDiscountBrand),
    cash: isCostPlus
      ? {
          genericMarkup: draw('cash-markup', r.costPlusCash.genericMarkup),
          feeUsd: draw('cash-fee', r.costPlusCash.feeUsd),
          minimumUsd: 0,
          brandAwpFactor,
        }
      : {
          genericMarkup: draw('cash-markup', r.regularCash.genericMarkup),
          feeUsd: draw('cash-fee', r.regularCash.feeUsd),
          minimumUsd: draw('cash-minimum', r.regularCash.minimumUsd),
          brandAwpFactor,
        },
    valueList: null,
  };
}

/**
 * Scales what a store adds on top of cost — fees, the MAC margin, the cash margin and minimum —
 * by a factor. Markups stay ≥ 1 and AWP discounts are contract terms left as they are, so a
 * scaled store never sells below cost.
 */
export function scaleMargins(terms: ContractTerms, factor: number): ContractTerms {
  const scaleMarkup = (markup: number) => 1 + (markup - 1) * factor;
  return {
    ...terms,
    dispensingFeeUsd: terms.dispensingFeeUsd * factor,
    macMarkup: scaleMarkup(terms.macMarkup),
    cash: {
      ...terms.cash,
      genericMarkup: scaleMarkup(terms.cash.genericMarkup),
      feeUsd: terms.cash.feeUsd * factor,
      minimumUsd: terms.cash.minimumUsd * factor,
    },
  };
}
