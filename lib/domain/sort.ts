/** The orders FindDrugs can list pharmacies in (the `SortBy` extension). */
export const SORT_ORDERS = ['distance', 'price'] as const;
export type SortBy = (typeof SORT_ORDERS)[number];

/** CONTRACT §3: FindDrugs lists nearest first unless asked otherwise. */
export const API_DEFAULT_SORT: SortBy = 'distance';

/** The results page lists the cheapest first, since that is what people come for. */
export const PAGE_DEFAULT_SORT: SortBy = 'price';

/** The order a text names (any case), or null. */
export function sortByOf(text: string): SortBy | null {
  const lower = text.trim().toLowerCase();
  return SORT_ORDERS.find((order) => order === lower) ?? null;
}
