import { describe, expect, it } from 'vitest';
import { stableBetween, stableHash32, stableLogBetween, stableUnit } from './hash';

const PINNED_ZONE_HASH = 1_196_921_461;
const PINNED_AWP_HASH = 1_377_265_088;

describe('stable draws', () => {
  it('never change: prices must not move between releases unless the model does', () => {
    // Pinned on purpose: a change of the hash would silently reprice every pharmacy.
    expect(stableHash32('ph_0123456789ab|zone')).toBe(PINNED_ZONE_HASH);
    expect(stableHash32('00071015523|awp')).toBe(PINNED_AWP_HASH);
  });

  it('spread keys evenly over [0, 1)', () => {
    const draws = Array.from({ length: 10_000 }, (_, i) => stableUnit(`ph_${i}|fee`));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    const mean = draws.reduce((sum, d) => sum + d, 0) / draws.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    for (let decile = 0; decile < 10; decile += 1) {
      const inDecile = draws.filter((d) => Math.floor(d * 10) === decile).length;
      expect(inDecile).toBeGreaterThan(900);
      expect(inDecile).toBeLessThan(1100);
    }
  });

  it('keys that differ in one character are unrelated', () => {
    const pairs = Array.from({ length: 2000 }, (_, i) => [
      stableUnit(`ph_${i}|a`),
      stableUnit(`ph_${i}|b`),
    ]);
    const closeTogether = pairs.filter(([a = 0, b = 0]) => Math.abs(a - b) < 0.05).length;
    expect(closeTogether).toBeLessThan(2000 * 0.15);
  });

  it('map into their range, uniformly or log-uniformly', () => {
    for (let i = 0; i < 500; i += 1) {
      const uniform = stableBetween(`k${i}`, { min: 7, max: 14 });
      expect(uniform).toBeGreaterThanOrEqual(7);
      expect(uniform).toBeLessThanOrEqual(14);
      const ratio = stableLogBetween(`k${i}`, { min: 3, max: 12 });
      expect(ratio).toBeGreaterThanOrEqual(3);
      expect(ratio).toBeLessThanOrEqual(12);
    }
    const ratios = Array.from({ length: 4000 }, (_, i) =>
      stableLogBetween(`r${i}`, { min: 3, max: 12 }),
    );
    const belowGeometricMiddle = ratios.filter((r) => r < 6).length / ratios.length;
    expect(belowGeometricMiddle).toBeGreaterThan(0.45);
    expect(belowGeometricMiddle).toBeLessThan(0.55);
  });
});
