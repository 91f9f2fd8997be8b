import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootstrapRatioOfMedians, median, quantile } from './report';

const loads = fc.array(fc.integer({ min: 100, max: 2000 }), { minLength: 1, maxLength: 40 });

describe('quantile and median', () => {
  it('take the nearest rank', () => {
    expect(quantile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(quantile([5, 1, 4, 2, 3], 0)).toBe(1);
    expect(quantile([5, 1, 4, 2, 3], 1)).toBe(5);
    expect(median([10, 40, 20, 30])).toBe(20);
  });
});

describe('bootstrapRatioOfMedians', () => {
  it('stays within the ratios the loads allow, and a repeated seed repeats it', () => {
    fc.assert(
      fc.property(loads, loads, fc.integer(), (numerators, denominators, seed) => {
        const [low, high] = bootstrapRatioOfMedians(numerators, denominators, {
          resamples: 200,
          seed,
        });
        // Every resampled median lies between the sample's extremes, so the interval does too.
        expect(low).toBeGreaterThanOrEqual(Math.min(...numerators) / Math.max(...denominators));
        expect(high).toBeLessThanOrEqual(Math.max(...numerators) / Math.min(...denominators));
        expect(low).toBeLessThanOrEqual(high);
        expect(bootstrapRatioOfMedians(numerators, denominators, { resamples: 200, seed })).toEqual(
          [low, high],
        );
      }),
      { numRuns: 100 },
    );
  });

  it('has no width when the loads do not vary', () => {
    expect(bootstrapRatioOfMedians([600, 600, 600], [500, 500])).toEqual([1.2, 1.2]);
  });

  it('narrows as the loads grow more numerous', () => {
    // The same spread of loads, three times over: the interval should be narrower.
    const few = [520, 560, 600, 640, 680, 720, 760];
    const base = [440, 470, 500, 530, 560];
    const width = ([low, high]: [number, number]) => high - low;
    const manyTimes = (values: number[]) => [...values, ...values, ...values];
    expect(width(bootstrapRatioOfMedians(manyTimes(few), manyTimes(base)))).toBeLessThan(
      width(bootstrapRatioOfMedians(few, base)),
    );
  });
});
