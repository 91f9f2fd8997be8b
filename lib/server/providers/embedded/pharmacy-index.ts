import 'server-only';
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import type { Pharmacy } from '@/lib/domain/dataset/dataset-schema';
import { SEARCH_RADIUS_MILES } from '@/lib/domain/api/constants';
import { distanceMiles, type GeoPoint } from '@/lib/domain/place/geo';
import type { PharmacySelector } from '@/lib/domain/query/location-query';

const KM_PER_MILE = 1.609344;

export interface NearbyPharmacy {
  pharmacy: Pharmacy;
  distanceMiles: number;
}

/** Pharmacies in a static kd-tree, for nearest-first lookups on the sphere. */
export class PharmacyIndex {
  private readonly index: KDBush;
  /** NPI and NCPDP ids, where the data has them (today's sources have none). */
  private readonly byProviderId = new Map<string, Pharmacy>();
  private readonly byOurId = new Map<string, Pharmacy>();

  constructor(private readonly pharmacies: readonly Pharmacy[]) {
    this.index = new KDBush(Math.max(1, pharmacies.length));
    for (const pharmacy of pharmacies) {
      this.index.add(pharmacy.longitude, pharmacy.latitude);
      this.byOurId.set(pharmacy.id, pharmacy);
      if (pharmacy.npi) this.byProviderId.set(pharmacy.npi, pharmacy);
      if (pharmacy.ncpdp) this.byProviderId.set(pharmacy.ncpdp, pharmacy);
    }
    this.index.finish();
  }

  /** Up to `limit` pharmacies within `radiusMiles` of the origin, nearest first. */
  nearest(origin: GeoPoint, limit: number, radiusMiles = SEARCH_RADIUS_MILES): NearbyPharmacy[] {
    const ids = around(
      this.index,
      origin.longitude,
      origin.latitude,
      limit,
      radiusMiles * KM_PER_MILE,
    );
    return ids.flatMap((id) => {
      const pharmacy = this.pharmacies[id];
      return pharmacy ? [{ pharmacy, distanceMiles: distanceMiles(origin, pharmacy) }] : [];
    });
  }

  /** The pharmacy a caller named: by NPI or NCPDP id, if the data has it, or by our own id. */
  named(selector: PharmacySelector): Pharmacy | undefined {
    return selector.kind === 'id'
      ? this.byOurId.get(selector.value)
      : this.byProviderId.get(selector.value);
  }
}
