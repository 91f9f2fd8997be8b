import { describe, expect, it } from 'vitest';
import { looksLikeNdc, normalizeNdc } from './ndc';

describe('normalizeNdc', () => {
  it.each([
    ['00071015523', '00071015523'],
    ['00071-0155-23', '00071015523'],
    ['0071-0155-23', '00071015523'], // 4-4-2 pads the labeler
    ['00071-155-23', '00071015523'], // 5-3-2 pads the product
    ['00071-0155-3', '00071015503'], // 5-4-1 pads the package
    [' 00071015523 ', '00071015523'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeNdc(input)).toBe(expected);
  });

  it.each([
    '0007101552',
    '000710155234',
    '0071-155-23',
    'abc',
    '00071-0155-2a',
    '',
    '00071_0155_23',
  ])('rejects %j', (input) => {
    expect(normalizeNdc(input)).toBeNull();
  });

  it('tells NDC-like input from drug names', () => {
    expect(looksLikeNdc('0071-0155-23')).toBe(true);
    expect(looksLikeNdc('atorvastatin')).toBe(false);
  });
});
