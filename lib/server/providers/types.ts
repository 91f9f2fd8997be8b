import 'server-only';
import type { FindDrugsResponse } from '@/lib/domain/find-drugs';
import type { FindDrugsQuery } from '@/lib/domain/find-drugs-query';

/**
 * The one seam between the gateway and a source of drugs, pharmacies and prices. Both the
 * embedded dataset and the upstream gateway client implement it; routes never see which.
 * Implementations throw ApiError (404 for no match, 502 for an unreachable upstream).
 */
export interface PriceProvider {
  readonly name: 'embedded' | 'upstream';
  /** Prices the selected product at pharmacies near the query's location (CONTRACT §3). */
  findDrugs(query: FindDrugsQuery): Promise<FindDrugsResponse>;
  /** Up to `limit` brand and generic names for a partly typed, possibly misspelt, name. */
  suggestDrugNames(prefixText: string, limit: number): Promise<string[]>;
}
