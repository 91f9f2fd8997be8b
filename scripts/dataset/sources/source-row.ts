import type { LocationPrecision } from '../../../lib/domain/dataset/dataset-schema';
import { cleanPhone } from '../phone';

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

type AddressField = 'address' | 'city' | 'state' | 'zip' | 'phone';

/**
 * A store's street address and phone as a store list writes them (a missing field read as
 * empty), in the form the rows keep: trimmed, the state in capitals, the ZIP's digits alone, the
 * phone's 10 digits (or null).
 */
export function addressFields(
  listed: Record<AddressField, string | null | undefined>,
): Pick<SourceRow, AddressField> {
  return {
    address: (listed.address ?? '').trim(),
    city: (listed.city ?? '').trim(),
    state: (listed.state ?? '').trim().toUpperCase(),
    zip: (listed.zip ?? '').replace(/\D/g, ''),
    phone: cleanPhone(listed.phone ?? ''),
  };
}
