import type { LocationPrecision } from '../../../lib/domain/dataset/dataset-schema';

/**
 * One pharmacy as a source gives it, before the build names, fixes and de-duplicates it
 * (pharmacies.ts). Every source module turns its own columns into this shape.
 */
export interface SourceRow {
  /** The source's key in listing-sources.ts. */
  source: string;
  /** The source's own id for the row; with `source`, the seed of our pharmacy id. */
  sourceId: string;
  name: string;
  /** Banner as the CHAINS table spells it; null for an independent. */
  chain: string | null;
  address: string;
  city: string;
  state: string;
  /** 5 or 9 digits, or empty when the source has none. */
  zip: string;
  /** 10 digits, or null. */
  phone: string | null;
  latitude: number;
  longitude: number;
  hours: string | null;
  locationPrecision: LocationPrecision;
  npi?: string;
  /** Set by the registry check (registry-check.ts) for a store the CMS 2026 registry lists. */
  confirmedAsOf?: string;
}
