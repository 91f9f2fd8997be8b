import type { LocatedDrug } from '@/lib/domain/api/find-drugs';

/** A FindDrugs row for unit tests: pharmacy `id`, `distance` miles away, priced `price`. */
export function locatedRow(
  id: string,
  distance: number | null,
  price: number,
  qty = 30,
): LocatedDrug {
  return {
    pharmacy: {
      id,
      ncpdp: null,
      npi: null,
      chainCode: null,
      pharmacyName: id.toUpperCase(),
      address: '1 Main St',
      city: 'Town',
      state: 'CA',
      zip: '941100000',
      phone: null,
      latitude: 37,
      longitude: -122,
      distance,
      locationPrecision: 'address',
      listingAsOf: null,
      confirmedAsOf: null,
      hoursOfOperation: null,
      hoursKind: null,
    },
    drug: { ndc: '00000000000', qty, ln: 'X' },
    pricing: {
      price,
      priceBasis: 'U&C',
      ucPrice: price,
      awpPrice: null,
      macPrice: null,
      svcPharmacyCategory: 0,
      isEstimate: true,
      costBasisAsOf: null,
    },
  };
}
