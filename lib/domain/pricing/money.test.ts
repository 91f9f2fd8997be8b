import { describe, expect, it } from 'vitest';
import { roundCents } from './money';

describe('roundCents', () => {
  it('rounds half up to cents, also where binary floating point lands just under the half', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(1234.565)).toBe(1234.57);
    expect(roundCents(8.345)).toBe(8.35);
    expect(roundCents(0.125)).toBe(0.13);
    expect(roundCents(2.344)).toBe(2.34);
    expect(roundCents(1_000_000.005)).toBe(1_000_000.01);
    expect(roundCents(0)).toBe(0);
    expect(roundCents(4)).toBe(4);
  });
});
