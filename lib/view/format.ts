import type { LocatedDrug, LocatedPharmacy } from '@/lib/domain/api/find-drugs';
import { isPinned } from '@/lib/domain/place/pharmacy-place';
import { doseFormName } from '@/lib/i18n/dose-forms';
import { INTL_LOCALE, isAppLocale } from '@/lib/i18n/routing';

const usdFormats = new Map<string, Intl.NumberFormat>();

/** "$12.34": US dollars in the language's format (es-US writes them the same way). */
export function formatUsd(amount: number, locale = 'en'): string {
  const tag = isAppLocale(locale) ? INTL_LOCALE[locale] : 'en-US';
  let format = usdFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' });
    usdFormats.set(tag, format);
  }
  return format.format(amount);
}

/** "(415) 285-1576" from 10 digits. */
export const formatPhone = (digits: string): string =>
  `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

/** "94110" or "94110-1234" from the API's 9 digits ("0000" = +4 unknown). */
export const formatZip = (zip9: string): string =>
  zip9.endsWith('0000') ? zip9.slice(0, 5) : `${zip9.slice(0, 5)}-${zip9.slice(5)}`;

/** The message key (namespace Pricing) of a price basis: "U&C" is not a key-safe name. */
export const PRICE_BASIS_KEY = {
  MAC: 'basisMAC',
  AWP: 'basisAWP',
  'U&C': 'basisUC',
} as const satisfies Record<LocatedDrug['pricing']['priceBasis'], string>;

/** Whole-percent saving of the price against the cash (U&C) price; null when there is none. */
export function savingsPercent(row: LocatedDrug): number | null {
  const { price, ucPrice } = row.pricing;
  if (ucPrice === null || ucPrice <= 0 || price >= ucPrice) return null;
  return Math.round((1 - price / ucPrice) * 100);
}

/**
 * A dose form as people read it: lower case, with a release label kept in capitals ("tablet,
 * extended release (XL)"); in Spanish by the glossary ("tableta de liberación prolongada (XL)").
 */
export const formatForm = (form: string, locale = 'en'): string => doseFormName(form, locale);

type PlacedPharmacy = Pick<
  LocatedPharmacy,
  'latitude' | 'longitude' | 'locationPrecision' | 'address' | 'city' | 'state' | 'zip'
>;

/**
 * A link that opens turn-by-turn directions in the phone's or browser's maps: to the pharmacy's
 * position, or, where it is not its own (only its ZIP is placed, or the CMS registry's geocode),
 * to its street address as written (the maps app finds the address; the ZIP's centre would send
 * the visitor to the wrong place). A store the registry alone lists has no address: its point.
 */
export function directionsUrl(pharmacy: PlacedPharmacy): string {
  const destination =
    isPinned(pharmacy) || !pharmacy.address
      ? `${pharmacy.latitude},${pharmacy.longitude}`
      : encodeURIComponent(
          `${pharmacy.address}, ${pharmacy.city}, ${pharmacy.state} ${pharmacy.zip.slice(0, 5)}`,
        );
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

/**
 * "2800 Mission St, San Francisco, CA 94110"; for a store the registry alone lists, "Tampa, FL"
 * (its ZIP is derived from the point, not published: it is not shown).
 */
export function formatPlace(
  pharmacy: Pick<LocatedPharmacy, 'address' | 'city' | 'state' | 'zip'>,
): string {
  if (!pharmacy.address) return `${pharmacy.city}, ${pharmacy.state}`;
  return `${pharmacy.address}, ${pharmacy.city}, ${pharmacy.state} ${formatZip(pharmacy.zip)}`;
}

/** Which "location approximate" note a pharmacy needs: none where it is pinned. */
export function approximateNote(
  pharmacy: Pick<LocatedPharmacy, 'locationPrecision' | 'address'>,
): 'zip' | 'registry' | 'registryPoint' | null {
  if (pharmacy.locationPrecision === 'zip') return 'zip';
  if (pharmacy.locationPrecision === 'approximate')
    return pharmacy.address ? 'registry' : 'registryPoint';
  return null;
}

/** "0.42 mi", or "about 2 mi" for a pharmacy known only by ZIP (a whole-mile estimate). */
export function formatDistance(
  pharmacy: Pick<LocatedPharmacy, 'distance' | 'locationPrecision'>,
  locale = 'en',
): string | null {
  if (pharmacy.distance === null) return null;
  if (isPinned(pharmacy)) return `${pharmacy.distance.toFixed(2)} mi`;
  return locale === 'es' ? `aprox. ${pharmacy.distance} mi` : `about ${pharmacy.distance} mi`;
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

const spanishDate = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * "November 20, 2021" (or "20 de noviembre de 2021") from "2021-11-20": no time zone, the same
 * text on server and browser.
 */
export function formatIsoDate(isoDate: string, locale = 'en'): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  if (locale === 'es') return spanishDate.format(Date.UTC(year, month - 1, day));
  return `${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}
