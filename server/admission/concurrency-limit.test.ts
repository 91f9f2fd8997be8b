import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit.mjs';

// The adaptive bound on its own: how far it moves after a period with a queue, what a period
// without one changes (nothing), and the measured drain rate that tells whether a queued request
// can still be answered in time.

const OPTIONS = { initialLimit: 16, minLimit: 4, maxLimit: 256, busyShare: 0.9 };
const limitAt = (initialLimit: number) => new ConcurrencyLimit({ ...OPTIONS, initialLimit });
const period = (busyShare: number, finished = 10, periodMs = 1_000) => ({
  queued: true,
  busyShare,
  finished,
  periodMs,
});

describe('the adaptive bound', () => {
  it.each([
    [16, 20],
    [2, 3],
    [1, 2], // a quarter of 1 rounds to 0: it still grows by one
    [250, 256], // never past maxLimit
  ])(
    'grows by a quarter (at least one) when the thread was mostly waiting: %i → %i',
    (from, to) => {
      const bound = limitAt(from);
      bound.observe(period(0.5));
      expect(bound.limit).toBe(to);
    },
  );

  it.each([
    [16, 14],
    [100, 90],
    [5, 4],
    [4, 4], // never below minLimit
  ])('shrinks by a tenth (at least one) when the thread was busy: %i → %i', (from, to) => {
    const bound = limitAt(from);
    bound.observe(period(0.95));
    expect(bound.limit).toBe(to);
  });

  it('counts a period exactly at the busy share as busy', () => {
    const bound = limitAt(16);
    bound.observe(period(0.9));
    expect(bound.limit).toBe(14);
  });

  it('changes nothing after a period without a queue, or an empty one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 256 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.nat(1_000),
        (from, busyShare, finished) => {
          const bound = limitAt(from);
          bound.observe({ queued: false, busyShare, finished, periodMs: 1_000 });
          bound.observe({ queued: true, busyShare, finished, periodMs: 0 });
          expect(bound.limit).toBe(from);
          expect(bound.drainPerSecond).toBe(0);
        },
      ),
    );
  });

  it('stays within its bounds whatever the periods', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 200 }),
        (shares) => {
          const bound = limitAt(16);
          for (const share of shares) bound.observe(period(share));
          expect(bound.limit).toBeGreaterThanOrEqual(OPTIONS.minLimit);
          expect(bound.limit).toBeLessThanOrEqual(OPTIONS.maxLimit);
        },
      ),
    );
  });
});

describe('the drain rate', () => {
  it('is unknown (0 ms to drain) until a period with a queue measured it', () => {
    expect(limitAt(16).drainMs(100)).toBe(0);
  });

  it('is first what was measured, then smoothed (70 % the old rate, 30 % the new)', () => {
    const bound = limitAt(16);
    bound.observe(period(0.95, 5, 500)); // 10 a second
    expect(bound.drainPerSecond).toBe(10);
    expect(bound.drainMs(5)).toBe(500);
    bound.observe(period(0.95, 40, 2_000)); // 20 a second
    expect(bound.drainPerSecond).toBeCloseTo(13, 10);
    expect(bound.drainMs(13)).toBeCloseTo(1_000, 6);
  });
});
