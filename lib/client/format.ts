import type { LocatedDrug } from '@/lib/domain/find-drugs';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$12.34". */
export const formatUsd = (amount: number): string => usd.format(amount);

/** "(415) 285-1576" from 10 digits. */
export const formatPhone = (digits: string): string =>
  `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

/** "94110" or "94110-1234" from the API's 9 digits ("0000" = +4 unknown). */
export const formatZip = (zip9: string): string =>
  zip9.endsWith('0000') ? zip9.slice(0, 5) : `${zip9.slice(0, 5)}-${zip9.slice(5)}`;

export const PRICE_BASIS_LABEL: Record<LocatedDrug['pricing']['priceBasis'], string> = {
  MAC: 'Generic price list (MAC)',
  AWP: 'Discount off list price (AWP)',
  'U&C': 'Pharmacy cash price (U&C)',
};

export const CATEGORY_LABEL: Record<0 | 1 | 2, string> = {
  0: 'Independent pharmacy',
  1: 'National chain',
  2: 'Grocery store pharmacy',
};

/** Whole-percent saving of the price against the cash (U&C) price; null when there is none. */
export function savingsPercent(row: LocatedDrug): number | null {
  const { price, ucPrice } = row.pricing;
  if (ucPrice === null || ucPrice <= 0 || price >= ucPrice) return null;
  return Math.round((1 - price / ucPrice) * 100);
}

/**
 * A dose form as people read it: lower case, with a release label kept in capitals ("tablet,
 * extended release (XL)").
 */
export const formatForm = (form: string): string =>
  form.toLowerCase().replace(/\((\w+)\)/, (_, label: string) => `(${label.toUpperCase()})`);

/** A link that opens turn-by-turn directions to the pharmacy in the phone's or browser's maps. */
export const directionsUrl = (latitude: number, longitude: number): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
