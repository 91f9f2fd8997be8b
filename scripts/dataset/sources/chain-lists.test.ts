import { describe, expect, it } from 'vitest';
import { costcoRows } from './costco';
import { krogerRows } from './kroger-2025';
import { meijerHours, meijerRows } from './meijer-2018';
import { walgreensStores } from './walgreens-2021-04';
import { wegmansStores } from './wegmans-2025';

describe('the Kroger list of 2025', () => {
  const row = (over: Record<string, string>) => ({
    location_id: '70100011',
    name: 'Fred Meyer - Anchorage',
    chain: 'FRED',
    phone: '9072649600',
    address1: '1000 E Northern Lights Blvd',
    address2: '',
    city: 'Anchorage',
    state: 'AK',
    zip: '99508',
    latitude: '61.1944795',
    longitude: '-149.8638144',
    ...over,
  });

  it('names each store by its banner, with Kroger’s own position and the store’s phone', () => {
    expect(krogerRows([row({})])).toEqual([
      {
        source: 'kroger-2025',
        sourceId: '70100011',
        name: 'Fred Meyer Pharmacy',
        chain: 'Fred Meyer',
        address: '1000 E Northern Lights Blvd',
        city: 'Anchorage',
        state: 'AK',
        zip: '99508',
        phone: '9072649600',
        latitude: 61.1944795,
        longitude: -149.8638144,
        hours: null,
        locationPrecision: 'address',
      },
    ]);
    expect(krogerRows([row({ chain: 'HART', name: 'Harris Teeter - Village' })])[0]?.chain).toBe(
      'Harris Teeter',
    );
  });

  it('leaves out fuel centres, e-commerce sites, non-public lines and banners without pharmacies', () => {
    const rows = krogerRows([
      row({ name: 'Kroger - The Heights Fuel' }),
      row({ name: 'Kroger - - Tampa Spoke' }),
      row({ phone: '9999999999' }),
      row({ chain: 'FOOD4LESS', name: 'Food 4 Less - Crest Hill' }),
      row({ chain: 'RULER' }),
      row({ chain: 'LAB LOCATION' }),
    ]);
    expect(rows).toEqual([]);
  });
});

describe('the Costco lists', () => {
  const warehouse = (number: string, services: string) => ({
    loc_number: number,
    country: 'US',
    address_1: '1620 PINE LAKE ROAD',
    city: 'LINCOLN',
    state: 'NE',
    postal_code: '68512-3612',
    phone: '(531) 333-7559',
    latitude: '40.740257',
    longitude: '-96.699317',
    services_included: services,
  });
  const listed2025 = (number: string) => ({
    Country: 'US',
    URL: `https://www.costco.com/warehouse-locations/lincoln-ne-${number}.html`,
  });

  it('lists warehouses with a pharmacy in 2022 that are still on the 2025 list', () => {
    const { rows, report } = costcoRows(
      [
        warehouse('1285', 'Food Court; Pharmacy; Tire Service Center'),
        warehouse('69', 'Pharmacy'),
        warehouse('1661', 'Gas Station'),
      ],
      [listed2025('1285'), listed2025('1661'), listed2025('1800')],
    );
    expect(rows.map((r) => [r.name, r.zip, r.phone, r.hours])).toEqual([
      ['Costco Pharmacy #1285', '685123612', '5313337559', null],
    ]);
    expect(report).toEqual({ withPharmacy2022: 2, goneBy2025: 1, newIn2025: 1 });
  });
});

describe('the Meijer list of 2018', () => {
  it('turns the pharmacy’s hours into opening_hours, all day included', () => {
    expect(
      meijerHours([
        { dayOfTheWeek: 'M-F', dayHours: '8:00 AM - 9:00 PM' },
        { dayOfTheWeek: 'Sat', dayHours: '9:00 AM - 7:00 PM' },
        { dayOfTheWeek: 'Sun', dayHours: '12:00 AM - 12:00 AM' },
      ]),
    ).toBe('Mo-Fr 08:00-21:00; Sa 09:00-19:00; Su 00:00-24:00');
  });

  it('gives no hours rather than a guess when a day cannot be right', () => {
    expect(
      meijerHours([
        { dayOfTheWeek: 'M-F', dayHours: '8:00 AM - 9:00 PM' },
        { dayOfTheWeek: 'Sat', dayHours: '9:00 PM - 7:00 PM' },
      ]),
    ).toBeNull();
    expect(meijerHours([{ dayOfTheWeek: 'Holidays', dayHours: '9:00 AM - 5:00 PM' }])).toBeNull();
  });

  it('lists each store with the pharmacy’s phone, and refuses a file of another shape', () => {
    const store = {
      unitid: 316,
      streetAddress: '2191 Columbia Avenue West',
      city: 'Battle Creek',
      state: 'MI',
      zip: '49015-2847',
      latitude: 42.29455,
      longitude: -85.23586,
      storePhoneNumber: '2699683371',
      pharmacyPhone: '2699660310',
      isPharmacy: false,
      storeShortName: 'W. Columbia Ave. - Battle Creek',
      pharmacyHours: [{ dayOfTheWeek: 'M-F', dayHours: '8:00 AM - 9:00 PM' }],
    };
    expect(meijerRows([store])[0]).toMatchObject({
      name: 'Meijer Pharmacy #316',
      phone: '2699660310',
      zip: '490152847',
      hours: 'Mo-Fr 08:00-21:00',
    });
    expect(() => meijerRows([{ ...store, latitude: 'north' }])).toThrow();
  });
});

describe('the lists without positions', () => {
  it('keeps Wegmans stores with a pharmacy', () => {
    const store = (number: number, hasPharmacy: boolean) => ({
      number,
      name: 'John Glenn',
      city: 'Liverpool',
      state: 'NY',
      address: '7519 Oswego Road',
      zip: '13090',
      phone: '315-546-1200',
      hasPharmacy,
    });
    const stores = wegmansStores({ stores: { '1': store(1, true), '2': store(2, false) } });
    expect(stores).toEqual([
      {
        source: 'wegmans-2025',
        sourceId: '1',
        name: 'Wegmans Pharmacy (John Glenn)',
        chain: 'Wegmans',
        address: '7519 Oswego Road',
        city: 'Liverpool',
        state: 'NY',
        zip: '13090',
        phone: '3155461200',
        hours: null,
      },
    ]);
  });

  it('keeps Walgreens’ own storefronts, not employer-site, specialty or unnamed ones', () => {
    const store = (storeNumber: string, name: string | null) => ({
      storeNumber,
      name,
      address: { line1: '10501 E COLFAX AVE', city: 'Aurora', state: 'CO', zipcode: '80010' },
      phone: '3033433336',
    });
    const names = walgreensStores([
      store('3655', 'Walgreens'),
      store('1', 'Duane Reade'),
      store('2', 'AllianceRx Walgreens Prime'),
      store('3', 'Nissan'),
      store('4', null),
    ]).map((s) => s.name);
    expect(names).toEqual(['Walgreens #3655', 'Duane Reade #1']);
  });
});
