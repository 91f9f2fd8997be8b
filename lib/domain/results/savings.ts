import type { LocatedDrug } from '../api/find-drugs';
import { fromCents, toCents } from '../pricing/money';
import { isPinned } from '../place/pharmacy-place';

/**
 * Savings people miss on one fill, worked out from prices the provider quoted (never made up):
 * the generic of a brand, a larger quantity, a cheaper pharmacy a little farther away. Each is
 * offered only when it holds for the selected fill and saves at least the amounts below.
 */

/** Below a dollar nobody changes how they fill a prescription. */
export const MIN_SAVINGS_USD = 1;
/** A larger fill is compared at three times the quantity: 90 tablets against 30, 180 against 60. */
export const BULK_MULTIPLE = 3;
/** How much farther than the nearest pharmacy people will go for a better price… */
const NEARBY_EXTRA_MILES = 5;
/** …and for how much: more than this. */
const NEARBY_MIN_SAVINGS_USD = 5;

/** Where a price was found. */
interface PricedAt {
  pharmacyId: string;
  pharmacyName: string;
  /** Miles from the search location; null for a pharmacy-only search. */
  distance: number | null;
  priceUsd: number;
}

/** A brand was selected and its generic (same form, strength and quantity) costs less. */
export interface GenericSaving {
  kind: 'generic';
  savingsUsd: number;
  brand: PricedAt & { drugName: string };
  generic: PricedAt & { drugName: string; ndc: string };
  form: string | null;
  strength: string | null;
  qty: number;
  quantityLabel: string;
}

/** At the pharmacy cheapest for the selected fill, three times the quantity costs less per unit. */
export interface BulkSaving {
  kind: 'bulk';
  /** Saved per selected quantity (per `qty` units) by buying `largerQty` (3 × qty) at a time. */
  savingsUsd: number;
  pharmacyId: string;
  pharmacyName: string;
  qty: number;
  priceUsd: number;
  largerQty: number;
  largerPriceUsd: number;
  quantityLabel: string;
}

/** A listed pharmacy at most NEARBY_EXTRA_MILES farther than the nearest one costs less. */
export interface NearbySaving {
  kind: 'nearby';
  savingsUsd: number;
  /** The fill compared. */
  ndc: string;
  qty: number;
  /** How much farther the cheaper pharmacy is than the nearest. */
  extraMiles: number;
  nearest: PricedAt;
  cheaper: PricedAt;
}

export type Saving = GenericSaving | BulkSaving | NearbySaving;

/** The FindSavings 200 body: the savings that hold, in this order: generic, bulk, nearby. */
export interface FindSavingsAnswer {
  Savings: Saving[];
}

/** A row as PricedAt. */
const pricedAt = ({ pharmacy, pricing }: LocatedDrug): PricedAt => ({
  pharmacyId: pharmacy.id,
  pharmacyName: pharmacy.pharmacyName,
  distance: pharmacy.distance,
  priceUsd: pricing.price,
});

/** Cheaper first, then nearer, then by id: one order for every "cheapest". */
const compareByPrice = (a: LocatedDrug, b: LocatedDrug): number =>
  toCents(a.pricing.price) - toCents(b.pricing.price) ||
  (a.pharmacy.distance ?? 0) - (b.pharmacy.distance ?? 0) ||
  a.pharmacy.id.localeCompare(b.pharmacy.id);

/** The cheapest row, ties to the nearer, then by id; null for none. */
export const cheapestRow = (rows: readonly LocatedDrug[]): LocatedDrug | null =>
  rows.reduce<LocatedDrug | null>(
    (best, row) => (!best || compareByPrice(row, best) < 0 ? row : best),
    null,
  );

/**
 * The cheapest listed pharmacy within NEARBY_EXTRA_MILES of the nearest one's distance, when it
 * saves more than NEARBY_MIN_SAVINGS_USD against the nearest; null otherwise (or without distances).
 * Pharmacies placed only approximately (by ZIP, or at a registry point) take no part: "0.4 mi
 * farther" needs two real positions.
 */
export function nearbySaving(rows: readonly LocatedDrug[]): NearbySaving | null {
  const located = rows.filter((row) => row.pharmacy.distance !== null && isPinned(row.pharmacy));
  const nearest = [...located].sort(
    (a, b) => (a.pharmacy.distance ?? 0) - (b.pharmacy.distance ?? 0) || compareByPrice(a, b),
  )[0];
  if (!nearest) return null;
  const reachMiles = (nearest.pharmacy.distance ?? 0) + NEARBY_EXTRA_MILES;
  const cheaper = cheapestRow(located.filter((row) => (row.pharmacy.distance ?? 0) <= reachMiles));
  if (!cheaper) return null;
  const savingsCents = toCents(nearest.pricing.price) - toCents(cheaper.pricing.price);
  if (savingsCents <= toCents(NEARBY_MIN_SAVINGS_USD)) return null;
  return {
    kind: 'nearby',
    savingsUsd: fromCents(savingsCents),
    ndc: cheaper.drug.ndc,
    qty: cheaper.drug.qty,
    extraMiles: fromCents(
      toCents((cheaper.pharmacy.distance ?? 0) - (nearest.pharmacy.distance ?? 0)),
    ),
    nearest: pricedAt(nearest),
    cheaper: pricedAt(cheaper),
  };
}

/** The cheapest generic against the cheapest brand among the same pharmacies, when it saves. */
export function genericSaving(
  brand: { drugName: string; rows: readonly LocatedDrug[] },
  generic: { drugName: string; rows: readonly LocatedDrug[] },
  fill: Pick<GenericSaving, 'form' | 'strength' | 'qty' | 'quantityLabel'>,
): GenericSaving | null {
  const brandBest = cheapestRow(brand.rows);
  const genericBest = cheapestRow(generic.rows);
  if (!brandBest || !genericBest) return null;
  const savingsCents = toCents(brandBest.pricing.price) - toCents(genericBest.pricing.price);
  if (savingsCents < toCents(MIN_SAVINGS_USD)) return null;
  return {
    kind: 'generic',
    savingsUsd: fromCents(savingsCents),
    brand: { ...pricedAt(brandBest), drugName: brand.drugName },
    generic: { ...pricedAt(genericBest), drugName: generic.drugName, ndc: genericBest.drug.ndc },
    ...fill,
  };
}

/**
 * The three-month fill against the one-month one, at the same pharmacy: `price − largerPrice / 3`
 * saved per selected quantity, when that is at least MIN_SAVINGS_USD. Only where three times the
 * quantity is one of the product's usual fills: a course of antibiotics is not bought in bulk.
 */
export function bulkSaving(
  selected: LocatedDrug,
  larger: { qty: number; priceUsd: number } | null,
  quantityLabel: string,
): BulkSaving | null {
  const { qty } = selected.drug;
  if (!larger || larger.qty !== qty * BULK_MULTIPLE) return null;
  const savingsCents = toCents(selected.pricing.price - larger.priceUsd / BULK_MULTIPLE);
  if (savingsCents < toCents(MIN_SAVINGS_USD)) return null;
  return {
    kind: 'bulk',
    savingsUsd: fromCents(savingsCents),
    pharmacyId: selected.pharmacy.id,
    pharmacyName: selected.pharmacy.pharmacyName,
    qty,
    priceUsd: selected.pricing.price,
    largerQty: larger.qty,
    largerPriceUsd: larger.priceUsd,
    quantityLabel,
  };
}
