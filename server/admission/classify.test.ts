import { describe, expect, it } from 'vitest';
import { admissionKindOf } from './classify.mjs';

describe('admission kinds', () => {
  it.each([
    ['/healthz', {}, 'free'],
    ['/readyz', {}, 'free'],
    ['/_next/static/chunks/app.js', {}, 'free'],
    ['/favicon.ico', {}, 'free'],
    ['/apple-icon.png', {}, 'free'],
    ['/manifest.webmanifest', {}, 'free'],
    ['/icons/icon-192.png', {}, 'free'],
    ['/serwist/sw.js', {}, 'free'],
    ['/gateway/Drug/FindDrugs', {}, 'api'],
    ['/gateway/auth/refresh', { 'next-router-prefetch': '1' }, 'api'],
    ['/drugs/atorvastatin', {}, 'page'],
    ['/', {}, 'page'],
    ['/drugs/atorvastatin', { rsc: '1', 'next-router-prefetch': '1' }, 'prefetch'],
    ['/about', { 'sec-purpose': 'prefetch;prerender' }, 'prefetch'],
    // Only the exact files: a path that merely starts like one is a page (rendered, 404 or not).
    ['/favicon.icox', {}, 'page'],
    ['/healthz/x', {}, 'page'],
  ] as const)('%s %j is %s', (path, headers, kind) => {
    expect(admissionKindOf(path, headers)).toBe(kind);
  });
});
