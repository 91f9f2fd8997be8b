import { describe, expect, it } from 'vitest';
import { distanceMiles, round2 } from './geo';

describe('distanceMiles', () => {
  it('is zero for the same point and symmetric', () => {
    const sf = { latitude: 37.7749, longitude: -122.4194 };
    const la = { latitude: 34.0522, longitude: -118.2437 };
    expect(distanceMiles(sf, sf)).toBe(0);
    expect(distanceMiles(sf, la)).toBeCloseTo(distanceMiles(la, sf), 9);
  });

  it('matches the known San Francisco – Los Angeles great-circle distance (~347 mi)', () => {
    const miles = distanceMiles(
      { latitude: 37.7749, longitude: -122.4194 },
      { latitude: 34.0522, longitude: -118.2437 },
    );
    expect(miles).toBeGreaterThan(345);
    expect(miles).toBeLessThan(349);
  });

  it('one degree of latitude is about 69.1 miles', () => {
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      69.09,
      1,
    );
  });
});

describe('round2', () => {
  it('rounds half up to cents', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.344)).toBe(2.34);
    expect(round2(0)).toBe(0);
  });
});
