import { describe, expect, it } from 'vitest';
import type { LocatedDrug } from '@/lib/domain/api/find-drugs';
import { pharmacy } from '@/test-support/component-fixtures';
import {
  approximateNote,
  directionsUrl,
  formatDistance,
  formatForm,
  formatPhone,
  formatPlace,
  formatUsd,
  formatZip,
  savingsPercent,
} from './format';

const row = (price: number, ucPrice: number | null) =>
  ({ pricing: { price, ucPrice } }) as LocatedDrug;

describe('format helpers', () => {
  it('formats money, phones and ZIPs', () => {
    expect(formatUsd(2.5)).toBe('$2.50');
    expect(formatPhone('4152851576')).toBe('(415) 285-1576');
    expect(formatZip('941100000')).toBe('94110');
    expect(formatZip('941101234')).toBe('94110-1234');
  });

  it('writes forms in lower case but release labels in capitals', () => {
    expect(formatForm('TABLET, EXTENDED RELEASE (XL)')).toBe('tablet, extended release (XL)');
    expect(formatForm('SOLUTION, OPHTHALMIC')).toBe('solution, ophthalmic');
  });

  it('computes the saving against the cash price only when there is one', () => {
    expect(savingsPercent(row(3, 10))).toBe(70);
    expect(savingsPercent(row(10, 10))).toBeNull();
    expect(savingsPercent(row(3, null))).toBeNull();
  });
});

describe('where a pharmacy is', () => {
  const pinned = pharmacy();
  const zipPlaced = pharmacy({ locationPrecision: 'zip', distance: 2 });
  const registryPlaced = pharmacy({ locationPrecision: 'approximate', distance: 0.4 });
  const registryPoint = pharmacy({
    locationPrecision: 'approximate',
    address: '',
    phone: null,
    distance: 0.4,
  });

  it('gives directions to its own position, else its street address, else the registry point', () => {
    const destination = (p: typeof pinned) =>
      new URL(directionsUrl(p)).searchParams.get('destination');
    expect(destination(pinned)).toBe('37.7529,-122.4184');
    expect(destination(zipPlaced)).toBe('2800 Mission St, San Francisco, CA 94110');
    expect(destination(registryPlaced)).toBe('2800 Mission St, San Francisco, CA 94110');
    expect(destination(registryPoint)).toBe('37.7529,-122.4184');
  });

  it('shows the address it has, and no derived ZIP for a store known only at a point', () => {
    expect(formatPlace(pinned)).toBe('2800 Mission St, San Francisco, CA 94110');
    expect(formatPlace(registryPoint)).toBe('San Francisco, CA');
  });

  it('says "about" for every position that is not its own, and which note it needs', () => {
    expect(
      [pinned, zipPlaced, registryPlaced, registryPoint].map((p) => formatDistance(p)),
    ).toEqual(['0.42 mi', 'about 2 mi', 'about 0.4 mi', 'about 0.4 mi']);
    expect([pinned, zipPlaced, registryPlaced, registryPoint].map(approximateNote)).toEqual([
      null,
      'zip',
      'registry',
      'registryPoint',
    ]);
  });
});
