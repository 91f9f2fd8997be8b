import { describe, expect, it } from 'vitest';
import { isNcpdpId, isValidNpi } from './npi';

describe('isValidNpi (Luhn with the 80840 prefix)', () => {
  it('accepts the CMS worked example 1234567893', () => {
    expect(isValidNpi('1234567893')).toBe(true);
  });

  it('rejects every other check digit for the same first nine digits', () => {
    for (let d = 0; d <= 9; d += 1) {
      if (d !== 3) expect(isValidNpi(`123456789${d}`)).toBe(false);
    }
  });

  it('rejects wrong lengths and non-digits', () => {
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678930')).toBe(false);
    expect(isValidNpi('12345678a3')).toBe(false);
  });

  it('recognises 7-digit NCPDP ids only', () => {
    expect(isNcpdpId('1234567')).toBe(true);
    expect(isNcpdpId('123456')).toBe(false);
    expect(isNcpdpId('12345678')).toBe(false);
  });
});
