import type {
  BasketItemAnswer,
  BasketPharmacy,
  FindBasketAnswer,
} from '@/lib/domain/basket/basket';
import type {
  FindDrugsResponse,
  LocatedDrug,
  LocatedPharmacy,
  LocatedPricing,
} from '@/lib/domain/api/find-drugs';
import type { SearchLocation } from '@/lib/domain/place/location';
import type { BasketEntry } from '@/lib/client/basket-store';

/** Small, realistic answers for component tests: two San Francisco pharmacies, two medicines. */

export const ZIP_94110: SearchLocation = { kind: 'zip', zip: '94110' };

export const ATORVASTATIN_NDC = '00071015523';
export const METFORMIN_NDC = '00093104801';

/** A pharmacy placed by its address, open weekdays, 0.42 mi from the search. */
export function pharmacy(overrides: Partial<LocatedPharmacy> = {}): LocatedPharmacy {
  return {
    id: 'ph-mission',
    ncpdp: '0512345',
    npi: '1234567893',
    chainCode: null,
    pharmacyName: 'Mission Pharmacy',
    address: '2800 Mission St',
    city: 'San Francisco',
    state: 'CA',
    zip: '941100000',
    phone: '4152851576',
    latitude: 37.7529,
    longitude: -122.4184,
    distance: 0.42,
    locationPrecision: 'address',
    listingAsOf: '2025-10-01',
    confirmedAsOf: null,
    hoursOfOperation: 'Mo-Fr 09:00-18:00',
    hoursKind: 'pharmacy',
    ...overrides,
  };
}

/** A modelled price below the pharmacy's cash price. */
export function pricing(price: number, overrides: Partial<LocatedPricing> = {}): LocatedPricing {
  return {
    price,
    priceBasis: 'MAC',
    ucPrice: 24.99,
    awpPrice: null,
    macPrice: price,
    svcPharmacyCategory: 0,
    isEstimate: true,
    costBasisAsOf: '2026-11-01',
    ...overrides,
  };
}

/** One results row: 30 atorvastatin 20 mg tablets at a pharmacy. */
export function locatedDrug(at: LocatedPharmacy = pharmacy(), price = 9.5): LocatedDrug {
  return {
    pharmacy: at,
    drug: {
      ndc: ATORVASTATIN_NDC,
      ln: 'ATORVASTATIN 20 MG TABLET',
      qty: 30,
      gsn: '100020',
      quantityLabel: 'tablets',
      brandGeneric: 'G',
    },
    pricing: pricing(price),
  };
}

/** The pickers of an atorvastatin answer: generic 20 mg tablets, 30 of them. */
export const ATORVASTATIN_CHOICES: Omit<FindDrugsResponse, 'Drugs'> = {
  Names: [
    { drugName: 'atorvastatin', brandGeneric: 'G', isSelected: true },
    { drugName: 'Lipitor', brandGeneric: 'B', isSelected: false },
  ],
  Forms: [{ form: 'TABLET', gsn: '100020', isSelected: true, ranking: 1 }],
  Strengths: [
    { strength: '20 MG', gsn: '100020', isSelected: true, ranking: 1 },
    { strength: '40 MG', gsn: '100040', isSelected: false, ranking: 2 },
  ],
  Quantities: [
    { qty: 30, quantityLabel: 'tablets', gsn: '100020', isSelected: true, ranking: 1 },
    { qty: 90, quantityLabel: 'tablets', gsn: '100020', isSelected: false, ranking: 2 },
  ],
};

/** "My medicines" entries as the results page saves them. */
export const SAVED_ATORVASTATIN: BasketEntry = {
  ndc: ATORVASTATIN_NDC,
  qty: 30,
  label: 'atorvastatin 20 mg tablet',
  quantityLabel: 'tablets',
};
export const SAVED_METFORMIN: BasketEntry = {
  ndc: METFORMIN_NDC,
  qty: 60,
  label: 'metformin 500 mg tablet',
  quantityLabel: 'tablets',
};

const itemAnswer = (
  entry: BasketEntry,
  drugName: string,
  strength: string,
  pricedAt: number,
): BasketItemAnswer => ({
  ndc: entry.ndc,
  qty: entry.qty,
  drugName,
  form: 'TABLET',
  strength,
  ln: `${drugName.toUpperCase()} ${strength} TABLET`,
  quantityLabel: 'tablets',
  brandGeneric: 'G',
  pricedAt,
});

/**
 * FindBasket near 94110 for atorvastatin and metformin: Mission Pharmacy prices both ($9.50 +
 * $4.25); Valencia Drugs only atorvastatin ($7.00), which makes a split $2.50 cheaper.
 */
export function basketAnswer(): FindBasketAnswer {
  const mission: BasketPharmacy = {
    pharmacy: pharmacy(),
    prices: [pricing(9.5), pricing(4.25)],
    totalUsd: 13.75,
    missingItems: [],
  };
  const valencia: BasketPharmacy = {
    pharmacy: pharmacy({
      id: 'ph-valencia',
      pharmacyName: 'Valencia Drugs',
      address: '1200 Valencia St',
      zip: '941101234',
      phone: null,
      distance: 0.8,
    }),
    prices: [pricing(7), null],
    totalUsd: 7,
    missingItems: [1],
  };
  return {
    Origin: { latitude: 37.7485, longitude: -122.4158, label: 'San Francisco, CA 94110' },
    Items: [
      itemAnswer(SAVED_ATORVASTATIN, 'atorvastatin', '20 MG', 2),
      itemAnswer(SAVED_METFORMIN, 'metformin', '500 MG', 1),
    ],
    Pharmacies: [mission, valencia],
    CheapestSingle: { pharmacyId: 'ph-mission', totalUsd: 13.75 },
    CheapestSplit: {
      totalUsd: 11.25,
      savingsUsd: 2.5,
      fills: [
        { pharmacyId: 'ph-valencia', items: [0], subtotalUsd: 7 },
        { pharmacyId: 'ph-mission', items: [1], subtotalUsd: 4.25 },
      ],
    },
  };
}
