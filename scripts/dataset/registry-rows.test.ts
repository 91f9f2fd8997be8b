// Stores placed on CMS 2026 registry points (registry-placement.ts) and points listed alone
// (point-only.ts), against the real ZIP gazetteer.
import { describe, expect, it } from 'vitest';
import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { datasetPharmacy } from '@/test-support/dataset-pharmacy';
import { ZipIndex } from './pharmacy-location';
import { pointOnlyRows } from './point-only';
import { placeOnRegistry } from './registry-placement';
import { CMS_REGISTRY_AS_OF, type RegistryPoint } from './sources/cms-2026';
import type { UnplacedStore } from './sources/unplaced-store';
import { buildZips } from './zips';

const zips = buildZips();
const index = new ZipIndex(zips);

const point = (supplierId: string, over: Partial<RegistryPoint> = {}): RegistryPoint => ({
  supplierId,
  legalName: 'Wegmans Food Markets, Inc.',
  company: 'wegmans',
  city: 'Liverpool',
  state: 'NY',
  latitude: 43.118,
  longitude: -76.205,
  ...over,
});

const wegmans = (sourceId: string, over: Partial<UnplacedStore> = {}): UnplacedStore => ({
  source: 'wegmans-2025',
  sourceId,
  name: `Wegmans Pharmacy (${sourceId})`,
  chain: 'Wegmans',
  address: '7519 Oswego Road',
  city: 'Liverpool',
  state: 'NY',
  zip: '13090',
  phone: '3155461200',
  hours: null,
  ...over,
});

const listed = (over: Partial<Pharmacy>): Pharmacy =>
  datasetPharmacy({
    name: 'Publix Pharmacy',
    chain: 'Publix',
    chainCode: 'PUBLIX',
    category: 2,
    city: 'Tampa',
    state: 'FL',
    zip9: '336020000',
    latitude: 27.95,
    longitude: -82.46,
    source: 'atp-walgreens',
    ...over,
  });

describe('placeOnRegistry', () => {
  it('places a store on its chain’s free point in its own city, as approximate and confirmed', () => {
    const { rows, report } = placeOnRegistry(
      [wegmans('1'), wegmans('2', { city: 'Webster', zip: '14580', address: '1955 Empire Blvd' })],
      [point('p'), point('q', { city: 'Pittsford', latitude: 43.09, longitude: -77.52 })],
      [],
      index,
    );
    expect(rows).toEqual([
      {
        ...wegmans('1'),
        latitude: 43.118,
        longitude: -76.205,
        locationPrecision: 'approximate',
        confirmedAsOf: CMS_REGISTRY_AS_OF,
      },
    ]);
    expect(report).toEqual({ stores: 2, alreadyListed: 0, placed: 1, noPoint: 1 });
  });

  it('skips a store another source lists (store number or street) and a point far from its ZIP', () => {
    const walgreens = (number: string, address: string): UnplacedStore => ({
      ...wegmans(number, { address }),
      source: 'walgreens-2021-04',
      name: `Walgreens #${number}`,
      chain: 'Walgreens',
    });
    const known = listed({
      chain: 'Walgreens',
      name: 'Walgreens #12',
      city: 'Liverpool',
      state: 'NY',
    });
    const sameStreet = listed({
      chain: 'Walgreens',
      name: 'Walgreens',
      address: '9 Elm St',
      city: 'Liverpool',
      state: 'NY',
    });
    const farPoint = point('p', { company: 'walgreens', legalName: 'Walgreen Co', latitude: 43.3 });
    const { rows, report } = placeOnRegistry(
      [walgreens('12', '1 Oak St'), walgreens('13', '9 ELM ST'), walgreens('14', '5 Pine St')],
      [farPoint],
      [known, sameStreet],
      index,
    );
    expect(rows).toEqual([]);
    expect(report).toEqual({ stores: 3, alreadyListed: 2, placed: 0, noPoint: 1 });
  });
});

describe('pointOnlyRows', () => {
  const publix = (supplierId: string, over: Partial<RegistryPoint> = {}) =>
    point(supplierId, {
      legalName: 'Publix Super Markets Inc',
      company: 'publix',
      city: 'Tampa',
      state: 'FL',
      latitude: 28.05,
      longitude: -82.41,
      ...over,
    });

  it('lists a free point with no street address or phone, at the point, as approximate', () => {
    const { rows, report } = pointOnlyRows([publix('20000001')], [], index, zips);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'cms-2026',
      sourceId: '20000001',
      name: 'Publix Pharmacy',
      chain: 'Publix',
      address: '',
      phone: null,
      city: 'Tampa',
      latitude: 28.05,
      longitude: -82.41,
      locationPrecision: 'approximate',
      confirmedAsOf: CMS_REGISTRY_AS_OF,
    });
    // A ZIP of Tampa near the point: derived, never shown as published.
    expect(index.zip(rows[0]?.zip ?? '')?.[1]).toBe('Tampa');
    expect(report).toMatchObject({ free: 1, listed: 1 });
  });

  it('spells out the registry’s abbreviated and cut city names', () => {
    const stPete = publix('1', { city: 'St Petersburg', latitude: 27.79, longitude: -82.7 });
    const gardens = publix('2', {
      city: 'Palm Bch Gdns',
      latitude: 26.83892,
      longitude: -80.12508,
    });
    const cities = pointOnlyRows([stPete, gardens], [], index, zips).rows.map((r) => r.city);
    expect(cities).toEqual(['Saint Petersburg', 'Palm Beach Gardens']);
  });

  it('leaves out a second enrolment beside a listed store, an unknown banner, a misplaced city', () => {
    const beside = publix('1');
    const kroger = point('2', {
      legalName: 'Dillon Companies LLC',
      company: 'kroger',
      city: 'Denver',
      state: 'CO',
      latitude: 39.74,
      longitude: -104.99,
    });
    const misplaced = publix('3', { city: 'Lakeland', latitude: 30.67, longitude: -81.46 });
    const { rows, report } = pointOnlyRows(
      [beside, kroger, misplaced],
      [listed({ latitude: 28.052, longitude: -82.41 })],
      index,
      zips,
    );
    expect(rows).toEqual([]);
    expect(report).toEqual({
      free: 3,
      listed: 0,
      bannerUnknown: 1,
      besideListedStore: 1,
      cityDisagrees: 1,
    });
  });
});
