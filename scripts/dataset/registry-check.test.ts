import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { distanceMiles } from '../../lib/domain/place/geo';
import { datasetPharmacy } from '@/test-support/dataset-pharmacy';
import {
  checkAgainstRegistry,
  CITY_KM,
  cityKey,
  matchRegistry,
  NEAR_KM,
  ZIP_ROW_CITY_KM,
} from './registry-check';
import { CMS_REGISTRY_AS_OF, registryCompanyOf, type RegistryPoint } from './sources/cms-2026';

const KM_PER_MILE = 1.609344;
/** Degrees of latitude per kilometre (north–south offsets in the examples). */
const DEG_PER_KM = 1 / 111.2;

const store = (id: string, over: Partial<Pharmacy> = {}): Pharmacy =>
  datasetPharmacy({
    id,
    name: `Walgreens #${id}`,
    chain: 'Walgreens',
    chainCode: 'WAG',
    category: 1,
    city: 'Springfield',
    state: 'IL',
    zip9: '627010000',
    latitude: 39.8,
    longitude: -89.65,
    source: 'atp-walgreens',
    ...over,
  });

const point = (supplierId: string, over: Partial<RegistryPoint> = {}): RegistryPoint => ({
  supplierId,
  legalName: 'Walgreen Co',
  company: 'walgreens',
  city: 'Springfield',
  state: 'IL',
  latitude: 39.8,
  longitude: -89.65,
  ...over,
});

const north = (km: number) => 39.8 + km * DEG_PER_KM;

describe('the registry’s legal names', () => {
  it.each([
    ['Garfield Beach CVS LLC', 'cvs'],
    ['Longs Drug Stores California LLC', 'cvs'],
    ['Walgreen Co', 'walgreens'],
    ['Duane Reade', 'walgreens'],
    ['Wal-Mart Stores East Lp', 'walmart'],
    ['Sams West Inc', 'sams'],
    ['Dillon Companies LLC', 'kroger'],
    ['Roundys Supermarkets Inc', 'kroger'],
    ['American Drug Stores LLC', 'albertsons'],
    ['Nai Saturn Eastern LLC', 'albertsons'],
    ['Publix Super Markets Inc', 'publix'],
    ['Riser Foods Company', 'gianteagle'],
    ['White Drug Co Of Jamestown Inc', 'thriftywhite'],
  ])('%s → %s', (name, company) => {
    expect(registryCompanyOf(name)).toBe(company);
  });

  it.each([
    'Walgreens Specialty Pharmacy LLC',
    'Giant Eagle Long Term Care, LLC',
    'Safeway Pharmacy Inc',
    'Market Street Pharmacy Incorporated',
    'Illinois Family Pharmacy LLC',
  ])('%s is no chain storefront', (name) => {
    expect(registryCompanyOf(name)).toBeNull();
  });
});

describe('cityKey', () => {
  it('reads abbreviations as the words', () => {
    expect(cityKey('St. Louis', 'MO')).toBe(cityKey('Saint Louis', 'MO'));
    expect(cityKey('Mt Juliet', 'TN')).toBe(cityKey('Mount Juliet', 'TN'));
    expect(cityKey('Springfield', 'IL')).not.toBe(cityKey('Springfield', 'MO'));
  });
});

describe('matchRegistry', () => {
  it('lets a closed store not borrow its open neighbour’s point', () => {
    // Two stores 400 m apart, one point 100 m from the second: only the second is confirmed.
    const matches = matchRegistry(
      [store('1'), store('2', { latitude: north(0.4) })],
      [point('p', { latitude: north(0.5) })],
    );
    expect([...matches.keys()]).toEqual(['2']);
  });

  it('confirms a store whose point is within 1 km though the city names differ', () => {
    const matches = matchRegistry(
      [store('1')],
      [point('p', { latitude: north(0.8), city: 'Leland Grove' })],
    );
    expect(matches.get('1')?.pass).toBe('near');
  });

  it('pairs a poor geocode in the same city, but not in another city', () => {
    const far = north(CITY_KM - 0.5);
    expect(matchRegistry([store('1')], [point('p', { latitude: far })]).get('1')?.pass).toBe(
      'same-city',
    );
    const elsewhere = point('p', { latitude: far, city: 'Chatham' });
    expect(matchRegistry([store('1')], [elsewhere]).size).toBe(0);
  });

  it('prefers a near point to a same-city one farther off', () => {
    const matches = matchRegistry(
      [store('1'), store('2', { latitude: north(3) })],
      [point('near', { latitude: north(2.6) }), point('far', { latitude: north(0.2) })],
    );
    expect(matches.get('1')?.point.supplierId).toBe('far');
    expect(matches.get('2')?.point.supplierId).toBe('near');
  });

  it('checks only chain stores, against their own company', () => {
    const independent = store('1', { chain: null, chainCode: null, category: 0 });
    const safeway = store('2', { chain: 'Safeway', chainCode: 'SWY', category: 2 });
    expect(matchRegistry([independent, safeway], [point('p')]).size).toBe(0);
  });

  const offsetArb = fc.record({
    dLatKm: fc.double({ min: -8, max: 8, noNaN: true }),
    dLonKm: fc.double({ min: -8, max: 8, noNaN: true }),
    sameCity: fc.boolean(),
    zipPlaced: fc.boolean(),
  });

  it('pairs one to one, each store with a point of its radius (property)', () => {
    fc.assert(
      fc.property(
        fc.array(offsetArb, { maxLength: 8 }),
        fc.array(offsetArb, { maxLength: 8 }),
        (stores, points) => {
          const rows = stores.map((s, i) =>
            store(`s${i}`, {
              latitude: north(s.dLatKm),
              longitude: -89.65 + s.dLonKm * DEG_PER_KM * 1.3,
              city: s.sameCity ? 'Springfield' : 'Chatham',
              locationPrecision: s.zipPlaced ? 'zip' : 'address',
            }),
          );
          const registry = points.map((p, i) =>
            point(`p${i}`, {
              latitude: north(p.dLatKm),
              longitude: -89.65 + p.dLonKm * DEG_PER_KM * 1.3,
              city: p.sameCity ? 'Springfield' : 'Chatham',
            }),
          );
          const matches = matchRegistry(rows, registry);
          const used = [...matches.values()].map((m) => m.point.supplierId);
          expect(new Set(used).size).toBe(used.length);
          for (const [id, match] of matches) {
            const row = rows.find((r) => r.id === id) as Pharmacy;
            const km = distanceMiles(row, match.point) * KM_PER_MILE;
            const sameCity = row.city === match.point.city;
            const cityKm = row.locationPrecision === 'zip' ? ZIP_ROW_CITY_KM : CITY_KM;
            const nearOk = km <= NEAR_KM + 1e-6 && (sameCity || row.locationPrecision !== 'zip');
            expect(nearOk || (sameCity && km <= cityKm + 1e-6)).toBe(true);
          }
          // Nothing is left unpaired that the first pass would have paired.
          const free = registry.filter((p) => !used.includes(p.supplierId));
          for (const row of rows.filter((r) => !matches.has(r.id))) {
            for (const p of free) {
              const km = distanceMiles(row, p) * KM_PER_MILE;
              expect(km <= NEAR_KM - 1e-6 && row.city === p.city).toBe(false);
            }
          }
        },
      ),
    );
  });
});

describe('checkAgainstRegistry', () => {
  it('marks confirmed stores, leaves out presumed-closed ones, keeps what it cannot judge', () => {
    const costco = store('3', { chain: 'Costco', chainCode: 'COST', name: 'Costco Pharmacy #1' });
    const elsewhere = store('4', { state: 'PR', city: 'Ponce' });
    const independent = store('5', { chain: null, chainCode: null, category: 0 });
    const check = checkAgainstRegistry(
      [store('1'), store('2', { latitude: north(20) }), costco, elsewhere, independent],
      [point('p'), point('q', { latitude: north(60), city: 'Lincoln' })],
    );
    expect(check.kept.map((p) => [p.id, p.confirmedAsOf])).toEqual([
      ['1', CMS_REGISTRY_AS_OF],
      ['3', null], // Costco: the registry lists too few of its pharmacies to say
      ['4', null], // no Walgreens point in the state at all
      ['5', null], // independents keep their own rules
    ]);
    expect(check.presumedClosed.map((p) => p.id)).toEqual(['2']);
    expect(check.unmatched.map((p) => p.supplierId)).toEqual(['q']);
  });

  it('moves a store placed at its ZIP’s centre to its registry point', () => {
    const zipPlaced = store('1', { locationPrecision: 'zip', latitude: north(9) });
    const [kept] = checkAgainstRegistry([zipPlaced], [point('p')]).kept;
    expect(kept).toMatchObject({
      latitude: 39.8,
      locationPrecision: 'approximate',
      confirmedAsOf: CMS_REGISTRY_AS_OF,
    });
  });
});
