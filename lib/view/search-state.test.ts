import { describe, expect, it } from 'vitest';
import {
  findDrugsParams,
  newSearch,
  resultsUrl,
  searchStateFromUrl,
  type SearchState,
} from './search-state';

const search: SearchState = {
  name: 'atorvastatin',
  location: { kind: 'zip', zip: '94110' },
  form: 'TABLET',
  strength: '20 MG',
  qty: 90,
  brand: 'G',
  sort: 'distance',
};

describe('search state ↔ URL', () => {
  it('round-trips a whole search through the results URL', () => {
    const url = new URL(resultsUrl(search), 'http://localhost');
    expect(url.pathname).toBe('/drugs/atorvastatin');
    expect(searchStateFromUrl('atorvastatin', url.searchParams)).toEqual(search);
  });

  it('links a fresh search, or one product by NDC and quantity, with the defaults left out', () => {
    expect(resultsUrl(newSearch('metformin ER', null))).toBe('/drugs/metformin%20ER');
    expect(resultsUrl(newSearch('00093505698', { kind: 'zip', zip: '10001' }, { qty: 60 }))).toBe(
      '/drugs/00093505698?zip=10001&qty=60',
    );
  });

  it('omits defaults and keeps city/state and coordinates', () => {
    expect(
      resultsUrl({ ...search, form: null, strength: null, qty: null, brand: null, sort: 'price' }),
    ).toBe('/drugs/atorvastatin?zip=94110');
    const city = new URL(
      resultsUrl({ ...search, location: { kind: 'city', city: 'San Francisco', state: 'CA' } }),
      'http://x',
    );
    expect(searchStateFromUrl('x', city.searchParams).location).toEqual({
      kind: 'city',
      city: 'San Francisco',
      state: 'CA',
    });
    const coords = new URL(
      resultsUrl({ ...search, location: { kind: 'coords', lat: 37.123456, lon: -122.5 } }),
      'http://x',
    );
    expect(searchStateFromUrl('x', coords.searchParams).location).toEqual({
      kind: 'coords',
      lat: 37.1235,
      lon: -122.5,
    });
  });

  it('ignores junk in the URL instead of failing', () => {
    const state = searchStateFromUrl(
      'x',
      new URLSearchParams('qty=-3&brand=Q&sort=up&lat=abc&lon=1'),
    );
    expect(state).toMatchObject({ qty: null, brand: null, sort: 'price', location: null });
  });

  it('maps a search onto FindDrugs parameters, NDCs as NDC', () => {
    const params = findDrugsParams(search, 'WEB');
    expect(Object.fromEntries(params)).toMatchObject({
      groupID: 'WEB',
      DrugName: 'atorvastatin',
      Zip: '94110',
      Form: 'TABLET',
      Strength: '20 MG',
      Qty: '90',
      BrandIndicator: 'G',
      SortBy: 'distance',
      GroupBy: 'chain',
      NumPharm: '30',
    });
    expect(findDrugsParams({ ...search, name: '0071-0155-23' }, 'WEB').get('NDC')).toBe(
      '0071-0155-23',
    );
  });
});
