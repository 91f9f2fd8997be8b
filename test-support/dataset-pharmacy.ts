import type { Pharmacy } from '@/lib/domain/dataset/dataset-schema';

/**
 * A pharmacies.json row for the dataset build's tests: an independent at 1 Main St, Town, CA
 * (ZIP 90095), placed by its address, from VaccinateCA, with no phone, hours, NPI or NCPDP and
 * no registry confirmation, unless overridden.
 */
export function datasetPharmacy(overrides: Partial<Pharmacy> = {}): Pharmacy {
  return {
    id: 'ph_000000000001',
    name: 'Store',
    chain: null,
    chainCode: null,
    category: 0,
    address: '1 Main St',
    city: 'Town',
    state: 'CA',
    zip9: '900950000',
    phone: null,
    latitude: 34,
    longitude: -118,
    locationPrecision: 'address',
    hours: null,
    hoursKind: null,
    npi: null,
    ncpdp: null,
    source: 'vaccinateca',
    confirmedAsOf: null,
    ...overrides,
  };
}
