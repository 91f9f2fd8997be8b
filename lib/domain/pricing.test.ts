import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AWP_MULTIPLIER,
  CATEGORY_TERMS,
  MAC_MULTIPLIER_GENERIC,
  quotePrice,
  ucVariation,
  type PriceInput,
} from './pricing';

const base: PriceInput = {
  nadacPerUnitUsd: 0.03,
  quantity: 30,
  brandGeneric: 'G',
  category: 1,
  ucVariation: 1,
  ucOverrideUsd: null,
};

describe('quotePrice', () => {
  it('MAC wins for a cheap generic at a national chain', () => {
    // cost 0.90; MAC 1.035 → 1.04 + fee 2.00 = 3.04; AWP 4.50 × 0.5 + 2 = 4.25; U&C min 9.99
    const quote = quotePrice(base);
    expect(quote).toEqual({
      priceUsd: 3.04,
      basis: 'MAC',
      ucPriceUsd: 9.99,
      awpPriceUsd: 4.5,
      macPriceUsd: 1.04,
    });
  });

  it('AWP wins for a brand (no MAC for brands)', () => {
    // cost 8.76 × 30 = 262.80; AWP 315.36; AWP-16% + 2 = 266.90; U&C 262.8 × 1.35 + 4 = 358.78
    const quote = quotePrice({ ...base, nadacPerUnitUsd: 8.76, brandGeneric: 'B' });
    expect(quote.basis).toBe('AWP');
    expect(quote.macPriceUsd).toBeNull();
    expect(quote.awpPriceUsd).toBe(315.36);
    expect(quote.priceUsd).toBe(266.9);
    expect(quote.ucPriceUsd).toBe(358.78);
  });

  it('U&C wins when the pharmacy cash price is lowest', () => {
    // Independent, generic with a low cash markup: U&C = 10 × 4 × 0.92 + 5 = 41.80
    // vs MAC 11.50 + 2.50 = 14.00 → MAC; make MAC impossible by a brand with a tiny U&C override.
    const quote = quotePrice({
      ...base,
      brandGeneric: 'B',
      nadacPerUnitUsd: 1,
      ucOverrideUsd: 12.5,
    });
    expect(quote).toMatchObject({ basis: 'U&C', priceUsd: 12.5, ucPriceUsd: 12.5 });
  });

  it('a UC override replaces the pharmacy U&C in the comparison', () => {
    const withOverride = quotePrice({ ...base, ucOverrideUsd: 1.5 });
    expect(withOverride).toMatchObject({ basis: 'U&C', priceUsd: 1.5, ucPriceUsd: 1.5 });
    const zero = quotePrice({ ...base, ucOverrideUsd: 0 });
    expect(zero).toMatchObject({ basis: 'U&C', priceUsd: 0 });
  });

  it('ties go to U&C', () => {
    // MAC-based price is 3.04 (see the first case); a UC of exactly 3.04 ties it.
    expect(quotePrice({ ...base, ucOverrideUsd: 3.04 }).basis).toBe('U&C');
  });

  it('rounds every figure to cents', () => {
    const quote = quotePrice({ ...base, nadacPerUnitUsd: 0.01234, quantity: 7 });
    for (const value of [
      quote.priceUsd,
      quote.ucPriceUsd,
      quote.awpPriceUsd,
      quote.macPriceUsd ?? 0,
    ]) {
      expect(Math.round(value * 100) / 100).toBe(value);
    }
  });

  it('uses the documented multipliers', () => {
    const q = quotePrice({ ...base, nadacPerUnitUsd: 1, quantity: 10 });
    expect(q.awpPriceUsd).toBe(10 * AWP_MULTIPLIER.G);
    expect(q.macPriceUsd).toBe(10 * MAC_MULTIPLIER_GENERIC);
  });

  it('never prices above the compared U&C and always names a winner that equals the price', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0.01, max: 10_000, noNaN: true }),
        fc.constantFrom<'B' | 'G'>('B', 'G'),
        fc.constantFrom<0 | 1 | 2>(0, 1, 2),
        fc.double({ min: 0.92, max: 1.12, noNaN: true }),
        fc.option(fc.double({ min: 0, max: 100_000, noNaN: true }), { nil: null }),
        (nadac, quantity, brandGeneric, category, variation, override) => {
          const quote = quotePrice({
            nadacPerUnitUsd: nadac,
            quantity,
            brandGeneric,
            category,
            ucVariation: variation,
            ucOverrideUsd: override === null ? null : Math.round(override * 100) / 100,
          });
          expect(quote.priceUsd).toBeLessThanOrEqual(quote.ucPriceUsd);
          if (quote.basis === 'U&C') expect(quote.priceUsd).toBe(quote.ucPriceUsd);
          if (brandGeneric === 'B') expect(quote.basis).not.toBe('MAC');
          const terms = CATEGORY_TERMS[category];
          if (override === null)
            expect(quote.ucPriceUsd).toBeGreaterThanOrEqual(terms.ucMinimumUsd);
        },
      ),
    );
  });
});

describe('ucVariation', () => {
  it('is deterministic and within range', () => {
    expect(ucVariation('ph_abc123def456', '123456')).toBe(ucVariation('ph_abc123def456', '123456'));
    for (let i = 0; i < 200; i += 1) {
      const v = ucVariation(`ph_${i}`, String(100000 + i));
      expect(v).toBeGreaterThanOrEqual(0.92);
      expect(v).toBeLessThanOrEqual(1.12);
    }
  });
});
