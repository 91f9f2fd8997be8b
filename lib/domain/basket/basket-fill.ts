import type { LocatedPharmacy, LocatedPricing } from '../api/find-drugs';

/** One pharmacy and what the whole list costs there. */
export interface BasketPharmacy {
  pharmacy: LocatedPharmacy;
  /** One entry per item, in Items order: FindDrugs' `pricing`, or null where there is no price. */
  prices: Array<LocatedPricing | null>;
  /** The sum of the prices it has, in US dollars. */
  totalUsd: number;
  /** Indexes (into Items) of the items it has no price for; empty when it fills the whole list. */
  missingItems: number[];
}

/** Filling the whole list at one pharmacy. */
export interface BasketFill {
  pharmacyId: string;
  totalUsd: number;
}
