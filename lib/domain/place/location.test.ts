import { describe, expect, it } from 'vitest';
import {
  locationFromPageParams,
  originLabel,
  parseLocationText,
  setLocationParams,
  zip5Of,
} from './location';

describe('parseLocationText', () => {
  it.each([
    ['94110', { kind: 'zip', zip: '94110' }],
    [' 94110-1234 ', { kind: 'zip', zip: '94110' }],
    ['941101234', { kind: 'zip', zip: '94110' }],
    ['San Francisco, CA', { kind: 'city', city: 'San Francisco', state: 'CA' }],
    ['austin tx', { kind: 'city', city: 'austin', state: 'TX' }],
    ['Springfield, ZZ', null],
    ['12345abc', null],
    ['1234', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseLocationText(text)).toEqual(expected);
  });
});

describe('one ZIP rule for the form, the page URL and the API', () => {
  it.each([
    ['94110', '94110'],
    ['94110-1234', '94110'],
    ['941101234', '94110'],
    ['12345abc', null],
    ['9411', null],
    ['94110-12', null],
  ])('zip5Of(%j) = %j', (text, expected) => {
    expect(zip5Of(text)).toBe(expected);
    const fromUrl = locationFromPageParams(new URLSearchParams({ zip: text }));
    expect(fromUrl).toEqual(expected ? { kind: 'zip', zip: expected } : null);
  });
});

describe('locations in URLs', () => {
  it('writes page and API parameters under their own names', () => {
    const page = new URLSearchParams();
    const api = new URLSearchParams();
    setLocationParams(page, { kind: 'coords', lat: 37.774929, lon: -122.419416 }, 'page');
    setLocationParams(api, { kind: 'city', city: 'Austin', state: 'TX' }, 'api');
    expect(page.toString()).toBe('lat=37.7749&lon=-122.4194');
    expect(api.toString()).toBe('City=Austin&State=TX');
  });

  it('reads only valid locations from a page URL', () => {
    const read = (query: string) => locationFromPageParams(new URLSearchParams(query));
    expect(read('lat=91&lon=0')).toBeNull();
    expect(read('lat=abc&lon=1')).toBeNull();
    expect(read('city=Austin&state=XX')).toBeNull();
    expect(read('city=Austin&state=tx')).toEqual({ kind: 'city', city: 'Austin', state: 'TX' });
  });

  it('labels an origin with the place the gazetteer knows', () => {
    const place = { latitude: 1, longitude: 2, city: 'San Francisco', state: 'CA' };
    expect(originLabel({ kind: 'zip', zip: '94110' }, place)).toBe('San Francisco, CA 94110');
    expect(originLabel({ kind: 'city', city: 'san francisco', state: 'CA' }, place)).toBe(
      'San Francisco, CA',
    );
  });
});
