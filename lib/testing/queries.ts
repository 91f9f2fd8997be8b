import type { FindDrugsQuery } from '@/lib/domain/find-drugs-query';

/** A validated FindDrugs query for unit tests: nothing selected, every option at its default. */
export function findDrugsQuery(overrides: Partial<FindDrugsQuery> = {}): FindDrugsQuery {
  return {
    groupId: 'G1',
    drugName: null,
    ndc: null,
    gsn: null,
    brandIndicator: null,
    referencedBrandName: null,
    form: null,
    strength: null,
    origin: null,
    pharmacyId: null,
    numPharm: 25,
    quantity: null,
    ucOverrideUsd: null,
    priceOnly: false,
    includeDrugInfo: false,
    sortBy: 'distance',
    ...overrides,
  };
}
