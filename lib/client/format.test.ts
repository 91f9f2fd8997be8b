import { describe, expect, it } from 'vitest';
import type { LocatedDrug } from '@/lib/domain/find-drugs';
import { formatForm, formatPhone, formatUsd, formatZip, savingsPercent } from './format';

const row = (price: number, ucPrice: number | null) =>
  ({ pricing: { price, ucPrice } }) as LocatedDrug;

describe('format helpers', () => {
  it('formats money, phones and ZIPs', () => {
    expect(formatUsd(2.5)).toBe('$2.50');
    expect(formatPhone('4152851576')).toBe('(415) 285-1576');
    expect(formatZip('941100000')).toBe('94110');
    expect(formatZip('941101234')).toBe('94110-1234');
  });

  it('writes forms in lower case but release labels in capitals', () => {
    expect(formatForm('TABLET, EXTENDED RELEASE (XL)')).toBe('tablet, extended release (XL)');
    expect(formatForm('SOLUTION, OPHTHALMIC')).toBe('solution, ophthalmic');
  });

  it('computes the saving against the cash price only when there is one', () => {
    expect(savingsPercent(row(3, 10))).toBe(70);
    expect(savingsPercent(row(10, 10))).toBeNull();
    expect(savingsPercent(row(3, null))).toBeNull();
  });
});
