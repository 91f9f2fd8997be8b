import type { PharmacyCategory } from '../dataset/dataset-schema';
import type { LocatedPharmacy } from '../api/find-drugs';

/** A pharmacy on its own, with no drug priced (distance null): where it is and when it opens. */
export interface FoundPharmacy {
  pharmacy: LocatedPharmacy;
  category: PharmacyCategory;
}

/**
 * The one rule for where a pharmacy may be shown: only a pharmacy whose latitude and longitude are
 * its own (locationPrecision "address") is drawn on a map or given a distance to the hundredth.
 * One known only by ZIP stands at the ZIP's centre, and one placed by the CMS registry at the
 * registry's geocode (often a few hundred metres off): neither is where it is.
 */
export const isPinned = (pharmacy: Pick<LocatedPharmacy, 'locationPrecision'>): boolean =>
  pharmacy.locationPrecision === 'address';
