import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AWP_OVER_WAC,
  BRAND_WAC_OVER_NADAC,
  GENERIC_AWP_OVER_NADAC,
  awpPerUnitUsd,
} from './reference-prices';

const ndcs = Array.from({ length: 2000 }, (_, i) => String(10_000_000_000 + i * 7919));
const awpOverNadac = (brandGeneric: 'B' | 'G') =>
  ndcs.map((ndc) => awpPerUnitUsd({ ndc, brandGeneric, nadacPerUnitUsd: 2 }) / 2);

describe('awpPerUnitUsd: a modelled AWP per NDC', () => {
  it('generics: NADAC × 6–30, set per NDC (each labeler its own), log-uniform', () => {
    const ratios = awpOverNadac('G');
    for (const ratio of ratios) {
      expect(ratio).toBeGreaterThanOrEqual(GENERIC_AWP_OVER_NADAC.min);
      expect(ratio).toBeLessThanOrEqual(GENERIC_AWP_OVER_NADAC.max);
    }
    expect(new Set(ratios).size).toBe(ndcs.length);
    // Log-uniform: half of the NDCs on either side of the geometric mean.
    const geometricMean = Math.sqrt(GENERIC_AWP_OVER_NADAC.min * GENERIC_AWP_OVER_NADAC.max);
    const below = ratios.filter((ratio) => ratio < geometricMean).length / ratios.length;
    expect(below).toBeCloseTo(0.5, 1);
  });

  it('brands: WAC × 1.2 with WAC = NADAC × 1.02–1.05, set per NDC', () => {
    const ratios = awpOverNadac('B');
    for (const ratio of ratios) {
      expect(ratio).toBeGreaterThanOrEqual(AWP_OVER_WAC * BRAND_WAC_OVER_NADAC.min - 1e-12);
      expect(ratio).toBeLessThanOrEqual(AWP_OVER_WAC * BRAND_WAC_OVER_NADAC.max + 1e-12);
    }
    expect(new Set(ratios).size).toBe(ndcs.length);
  });

  it('is proportional to NADAC for one NDC (the ratio is the NDC’s, not the price’s)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{11}$/),
        fc.constantFrom<'B' | 'G'>('B', 'G'),
        fc.double({ min: 0.001, max: 5000, noNaN: true }),
        (ndc, brandGeneric, nadacPerUnitUsd) => {
          const perDollar = awpPerUnitUsd({ ndc, brandGeneric, nadacPerUnitUsd: 1 });
          expect(awpPerUnitUsd({ ndc, brandGeneric, nadacPerUnitUsd })).toBeCloseTo(
            perDollar * nadacPerUnitUsd,
            6,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
