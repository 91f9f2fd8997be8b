import { describe, expect, it } from 'vitest';
import { VALUE_LIST, valueListPriceUsd, type ValueListProduct } from './value-list';

const lisinopril10: ValueListProduct = {
  gsn: '123456',
  brandGeneric: 'G',
  nadacPerUnitUsd: 0.015,
  otc: false,
  deaSchedule: null,
  popularityRank: 10,
};

describe('valueListPriceUsd', () => {
  it('Walmart: $4 up to a 30-day supply, $10 up to 90, then the regular cash price', () => {
    expect(valueListPriceUsd('walmart', lisinopril10, 30)).toBe(4);
    expect(valueListPriceUsd('walmart', lisinopril10, 6)).toBe(4);
    expect(valueListPriceUsd('walmart', lisinopril10, 60)).toBe(10);
    expect(valueListPriceUsd('walmart', lisinopril10, 90)).toBe(10);
    expect(valueListPriceUsd('walmart', lisinopril10, 120)).toBeNull();
  });

  it('holds only common, cheap prescription generics', () => {
    const off = (change: Partial<ValueListProduct>) =>
      valueListPriceUsd('walmart', { ...lisinopril10, ...change }, 30);
    expect(off({ brandGeneric: 'B' })).toBeNull();
    expect(off({ otc: true })).toBeNull();
    expect(off({ deaSchedule: 'CIV' })).toBeNull();
    expect(off({ popularityRank: null })).toBeNull();
    expect(off({ nadacPerUnitUsd: VALUE_LIST.maxNadacPerUnitUsd + 0.001 })).toBeNull();
    // "At most" $0.04 a unit: the threshold itself is still listed.
    expect(off({ nadacPerUnitUsd: VALUE_LIST.maxNadacPerUnitUsd })).toBe(4);
    expect(valueListPriceUsd(null, lisinopril10, 30)).toBeNull();
  });

  it('grocer lists hold a stable share of the eligible formulations', () => {
    const gsns = Array.from({ length: 2000 }, (_, i) => String(100000 + i));
    const listed = gsns.filter(
      (gsn) => valueListPriceUsd('kroger', { ...lisinopril10, gsn }, 30) !== null,
    ).length;
    expect(listed / gsns.length).toBeCloseTo(VALUE_LIST.listedShare.kroger, 1);
  });

  it('never sells below cost: each tier covers its largest fill at the dearest eligible NADAC', () => {
    for (const tier of VALUE_LIST.tiers) {
      expect(tier.priceUsd).toBeGreaterThanOrEqual(
        tier.maxQuantity * VALUE_LIST.maxNadacPerUnitUsd,
      );
    }
  });
});
