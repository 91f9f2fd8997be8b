import { describe, expect, it } from 'vitest';
import { isOfflinePagePath, offlinePageFor, savedResultsOf } from './offline-pages';

describe('isOfflinePagePath', () => {
  it.each([
    '/',
    '/basket',
    '/card',
    '/drugs/atorvastatin',
    '/drugs/bupropion%20XL',
    '/es',
    '/es/basket',
    '/es/drugs/x',
  ])('keeps %s', (path) => expect(isOfflinePagePath(path)).toBe(true));
  it.each([
    '',
    '/gateway/Drug/FindDrugs',
    '/gateway/session',
    '/gateway',
    '/pharmacies/ph_0123456789ab',
    '/about',
    '/docs/api',
    '/drugs',
    '/drugs/x/y',
    '/basket/x',
    '/healthz',
    '/metrics',
    '/serwist/sw.js',
    '/manifest.webmanifest',
    '/es/gateway/session',
  ])('never keeps %s', (path) => expect(isOfflinePagePath(path)).toBe(false));
});

describe('offlinePageFor', () => {
  it('answers in the language of the page asked for', () => {
    expect(offlinePageFor('/about')).toBe('/offline');
    expect(offlinePageFor('/drugs/x')).toBe('/offline');
    expect(offlinePageFor('/es/pharmacies/ph_1')).toBe('/es/offline');
    expect(offlinePageFor('/es')).toBe('/es/offline');
    expect(offlinePageFor('/esperanza')).toBe('/offline');
  });
});

describe('savedResultsOf', () => {
  it('lists the stored results pages by drug and place, nothing else', () => {
    const origin = 'https://rx.example';
    expect(
      savedResultsOf(
        [
          `${origin}/drugs/atorvastatin?zip=94110`,
          `${origin}/es/drugs/bupropion%20XL?city=Austin&state=TX`,
          `${origin}/basket?zip=94110`,
          `${origin}/card`,
          'https://elsewhere.example/drugs/x?zip=1',
        ],
        origin,
      ),
    ).toEqual([
      { href: '/drugs/atorvastatin?zip=94110', label: 'atorvastatin · 94110' },
      { href: '/es/drugs/bupropion%20XL?city=Austin&state=TX', label: 'bupropion XL · Austin, TX' },
    ]);
  });
});
