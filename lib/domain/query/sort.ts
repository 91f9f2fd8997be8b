import type { LocatedDrug } from '../api/find-drugs';

/** The orders FindDrugs can list pharmacies in (the `SortBy` extension). */
const SORT_ORDERS = ['distance', 'price'] as const;
export type SortBy = (typeof SORT_ORDERS)[number];

/** docs/API.md: FindDrugs lists nearest first unless asked otherwise. */
export const API_DEFAULT_SORT: SortBy = 'distance';

/** The results page lists the cheapest first, since that is what people come for. */
export const PAGE_DEFAULT_SORT: SortBy = 'price';

/** The order a text names (any case), or null. */
export function sortByOf(text: string): SortBy | null {
  const lower = text.trim().toLowerCase();
  return SORT_ORDERS.find((order) => order === lower) ?? null;
}

/**
 * Orders FindDrugs rows by distance (ties by price) or by price (ties by distance). Rows equal on
 * both keep their order (Array.prototype.sort is stable), so each provider breaks the rest itself.
 */
export function compareRows(sortBy: SortBy): (a: LocatedDrug, b: LocatedDrug) => number {
  const byDistance = (a: LocatedDrug, b: LocatedDrug) =>
    (a.pharmacy.distance ?? 0) - (b.pharmacy.distance ?? 0);
  const byPrice = (a: LocatedDrug, b: LocatedDrug) => a.pricing.price - b.pricing.price;
  const [first, second] = sortBy === 'price' ? [byPrice, byDistance] : [byDistance, byPrice];
  return (a, b) => first(a, b) || second(a, b);
}
