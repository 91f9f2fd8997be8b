import { describe, expect, it } from 'vitest';
import { isOfflinePagePath } from './offline-pages';

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
