import { describe, expect, it } from 'vitest';
import { cleanPhone } from '../phone';
import { cvsRows } from './cvs-2021';
import { nppesRows } from './nppes';
import { nyMedicaidRows } from './ny-medicaid';
import { pharmaciesCsvRows } from './pharmacies-csv';
import { storeLocatorRows } from './store-locators-2017';

describe('cleanPhone', () => {
  it.each([
    ['205-663-5405# 4867', '2056635405'],
    ['(518) 273-1402', '5182731402'],
    ['+1 907 770 6081', '9077706081'],
    ['907-555-1234 ext 2', '9075551234'],
    ['9075551234', '9075551234'],
  ])('%s → %s', (text, digits) => {
    expect(cleanPhone(text)).toBe(digits);
  });

  it.each(['', '555-1234', '011-555-1234', '123-456-7890', '(205) 063-5405'])(
    'refuses %j',
    (text) => {
      expect(cleanPhone(text)).toBeNull();
    },
  );
});

describe('the national CVS list', () => {
  const store = (over: Record<string, string>) => ({
    amenities: 'Drive-Thru Pharmacy',
    address: '520 Highway 119 Alabaster, AL 35007',
    phone: '205-663-5405# 4867',
    id: '4867',
    target: 'FALSE',
    scraped: '2021-11-20',
    ...over,
  });
  const geocoded = (over: Record<string, string>) => ({
    address: '520 Highway 119 Alabaster, AL 35007',
    Latitude: '33.238904',
    Longitude: '-86.817912',
    'Accuracy Type': 'rooftop',
    Number: '520',
    Street: 'Hwy 119',
    City: 'Alabaster',
    State: 'AL',
    Zip: '35007',
    ...over,
  });

  it('names stores as on the sign, splits street from city, cleans the phone', () => {
    const [row] = cvsRows([store({})], [geocoded({})], () => 'Alabaster');
    expect(row).toMatchObject({
      source: 'cvs-2021-11',
      sourceId: '4867',
      name: 'CVS Pharmacy #4867',
      chain: 'CVS',
      address: '520 Highway 119',
      city: 'Alabaster',
      state: 'AL',
      zip: '35007',
      phone: '2056635405',
      latitude: 33.238904,
      locationPrecision: 'address',
    });
  });

  it('calls a counter inside Target "CVS Pharmacy in Target"', () => {
    const address = '250 S Colonial Dr Alabaster, AL 35007';
    const [row] = cvsRows(
      [store({ id: '17350', target: 'TRUE', phone: '', address })],
      [geocoded({ address })],
      () => undefined,
    );
    expect(row).toMatchObject({ name: 'CVS Pharmacy in Target', phone: null });
  });

  it('keeps only the ZIP of a store the geocoder placed at a town or street centre', () => {
    const rows = cvsRows(
      [store({}), store({ id: '2' })],
      [geocoded({ 'Accuracy Type': 'place' }), geocoded({ 'Accuracy Type': 'street_center' })],
      () => undefined,
    );
    expect(rows.map((row) => row.locationPrecision)).toEqual(['zip', 'zip']);
  });

  it('refuses files that do not line up', () => {
    expect(() => cvsRows([store({})], [geocoded({ address: 'elsewhere' })], () => '')).toThrow(
      /out of step/,
    );
  });
});

describe('the 2017 store locators', () => {
  const row = {
    store_name: 'THRIFTY WHITE DRUG',
    store_number: '759',
    address: '319 West Main Street',
    address2: '',
    city: 'Ada',
    state: 'MN',
    zip_code: '56510',
    phone_number: '218-784-2434',
    latitude: '47.29946',
    longitude: '-96.51691',
  };

  it('names Thrifty White and Discount Drug Mart stores with their numbers', () => {
    expect(storeLocatorRows('thriftywhite', [row])[0]?.name).toBe('Thrifty White Pharmacy #759');
    const bought = { ...row, store_name: 'ARENSONS ANNANDALE PHARMACY' };
    expect(storeLocatorRows('thriftywhite', [bought])[0]?.name).toBe('ARENSONS ANNANDALE PHARMACY');
    expect(storeLocatorRows('discountdrugmart', [row])[0]?.name).toBe('Discount Drug Mart #759');
  });

  it('puts back the ZIP’s leading zero and leaves out sites with no street', () => {
    const sussex = { ...row, store_name: "Baker's Pharmacy", store_number: '', zip_code: '7461' };
    const [baker] = storeLocatorRows('goodneighbor', [sussex, { ...row, address: '' }]);
    expect(baker).toMatchObject({ zip: '07461', chain: 'Good Neighbor Pharmacy' });
    expect(storeLocatorRows('goodneighbor', [{ ...row, address: '' }])).toEqual([]);
  });
});

describe('the default build’s rows', () => {
  const csvRow = {
    source: 'atp-walmart',
    source_id: '2070',
    name: 'Walmart Pharmacy',
    chain: 'Walmart',
    address: '3101 A St',
    city: 'Anchorage',
    state: 'AK',
    zip: '995034008',
    phone: '9075635900',
    latitude: '61.192213',
    longitude: '-149.879549',
    hours: '',
  };

  it('gives Walmart and Sam’s Club stores their store number', () => {
    expect(pharmaciesCsvRows([csvRow])[0]?.name).toBe('Walmart Pharmacy #2070');
    const sams = { ...csvRow, source: 'atp-sams_club', name: "Sam's Club Pharmacy" };
    expect(pharmaciesCsvRows([sams])[0]?.name).toBe("Sam's Club Pharmacy #2070");
    const vaccinateca = { ...csvRow, source: 'vaccinateca', name: 'WalMart Pharmacy 10-3131' };
    expect(pharmaciesCsvRows([vaccinateca])[0]?.name).toBe('Walmart Pharmacy #3131');
  });

  it('takes the address VaccinateCA wrote into a name out of it', () => {
    const desert = {
      ...csvRow,
      source: 'vaccinateca',
      name: 'Pharmacy Of The Desert (79440 California Highway 111#103)',
    };
    expect(pharmaciesCsvRows([desert])[0]?.name).toBe('Pharmacy Of The Desert');
  });
});

describe('NPPES and New York Medicaid rows', () => {
  it('keeps NPPES rows with a valid NPI and ZIP', () => {
    const good = { npi: '1346261476', name: 'A', city: 'X', state: 'ak', zip: '99503', phone: '' };
    expect(nppesRows([good, { ...good, npi: '1346261477' }, { ...good, zip: '' }])).toEqual([
      { npi: '1346261476', name: 'A', city: 'X', state: 'AK', zip5: '99503', phone: null },
    ]);
  });

  it('leaves out hospital, long-term-care, specialty and defunct-chain pharmacies', () => {
    const row = (Name: string) => ({
      Name,
      Address: '1 Main St',
      'City, State': 'BROOKLYN, NEW YORK',
      Phone: '(718) 555-0100',
    });
    const names = nyMedicaidRows(
      [
        'TOP VALUE PHARMACY',
        'ALBANY MEDICAL CENTER PHARMACY',
        'RITE AID #123',
        'OMNICARE OF NEW YORK',
        'XYZ LTC PHARMACY',
      ].map(row),
    ).map((r) => r.name);
    expect(names).toEqual(['TOP VALUE PHARMACY']);
  });
});
