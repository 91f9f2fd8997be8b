import 'server-only';
import type { ProviderAnswer } from '@/lib/domain/api/find-drugs';
import type { FoundPharmacy } from '@/lib/domain/place/pharmacy-place';
import type { FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import type { CoverageKind } from '@/lib/domain/place/coverage-note';

/**
 * Somewhere a caller keeps a provider's private state between requests: a browser's sealed
 * session cookie. The value is opaque outside the provider, which validates what it reads back.
 */
export interface CallerVault {
  read(): unknown;
  /** Stores the value; for a browser this re-seals the session cookie of the current response. */
  write(value: unknown): Promise<void>;
}

/** Who a provider call is for. Optional: a provider must work without it (benchmarks, scripts). */
export interface ProviderCallContext {
  /** The gateway request this call serves, for log lines. */
  requestId?: string;
  /** The caller's own vault (browsers); without one the provider uses its process-wide state. */
  vault?: CallerVault;
}

/** Whether the provider can serve now: a later /readyz reports it. */
export interface ProviderHealth {
  ready: boolean;
  /** The upstream circuit breaker's state; null for a provider with no upstream. */
  breaker: 'closed' | 'open' | 'half-open' | null;
  /** While open: seconds until the breaker lets a probe through. */
  retryAfterSeconds?: number;
}

/**
 * The one seam between the gateway and a source of drugs, pharmacies and prices. Both the
 * embedded dataset and the upstream gateway client implement it; routes never see which.
 * Implementations throw ApiError (404 for no match; 502, 503 or 504 for a failing upstream).
 */
export interface PriceProvider {
  readonly name: 'embedded' | 'upstream';
  /**
   * How many pharmacies one search may ask for (`numPharm`): a GroupBy=chain search asks for
   * more than it lists, to find enough choices. Without it, the API's own maximum.
   */
  readonly maxPharmaciesPerSearch?: number;
  /**
   * Prices the selected product at pharmacies near the query's location (docs/API.md, "FindDrugs"), with how
   * DrugName was matched where the source says.
   */
  findDrugs(query: FindDrugsQuery, context?: ProviderCallContext): Promise<ProviderAnswer>;
  /** Up to `limit` brand and generic names for a partly typed, possibly misspelt, name. */
  suggestDrugNames(
    prefixText: string,
    limit: number,
    context?: ProviderCallContext,
  ): Promise<string[]>;
  /** Readiness, cheap enough to call on every probe. */
  health(): ProviderHealth;
  /**
   * One pharmacy by our own id, with no drug to price (a pharmacy page opened on its own); a
   * source that knows pharmacies only through a price search leaves it out.
   */
  findPharmacy?(id: string): FoundPharmacy | null;
  /**
   * Kinds of pharmacy this source does not list in a state, where it knows (the embedded data is
   * thin outside CA and AK); a source with no such knowledge leaves it out.
   */
  listingGaps?(state: string): readonly CoverageKind[];
}
