import type { LocatedDrug, LocatedPharmacy } from '@/lib/domain/find-drugs';
import { isPinned } from '@/lib/domain/pharmacy-place';

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
  1: 'Pharmacy chain',
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

type PlacedPharmacy = Pick<
  LocatedPharmacy,
  'latitude' | 'longitude' | 'locationPrecision' | 'address' | 'city' | 'state' | 'zip'
>;

/**
 * A link that opens turn-by-turn directions in the phone's or browser's maps: to the pharmacy's
 * position, or, where only its ZIP is placed, to its street address as written (the maps app
 * finds the address; the ZIP's centre would send the visitor to the wrong place).
 */
export function directionsUrl(pharmacy: PlacedPharmacy): string {
  const destination = isPinned(pharmacy)
    ? `${pharmacy.latitude},${pharmacy.longitude}`
    : encodeURIComponent(
        `${pharmacy.address}, ${pharmacy.city}, ${pharmacy.state} ${pharmacy.zip.slice(0, 5)}`,
      );
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

/** "0.42 mi", or "about 2 mi" for a pharmacy known only by ZIP (a whole-mile estimate). */
export function formatDistance(
  pharmacy: Pick<LocatedPharmacy, 'distance' | 'locationPrecision'>,
): string | null {
  if (pharmacy.distance === null) return null;
  return isPinned(pharmacy)
    ? `${pharmacy.distance.toFixed(2)} mi`
    : `about ${pharmacy.distance} mi`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "November 20, 2021" from "2021-11-20" (no time zone: the same text on server and browser). */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ''} ${day}, ${year}`;
}
