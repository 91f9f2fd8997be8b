import { cleanPhone } from '../phone';
import type { SourceRow } from './source-row';

type CsvRow = Record<string, string>;

/** The three store-locator scrapes of May 2017 (coralisland-git/Alscrapy-store-locations). */
export type StoreLocator = 'goodneighbor' | 'thriftywhite' | 'discountdrugmart';

/** Thrifty White's own signs; its other rows are stores it bought that kept their names. */
const THRIFTY_WHITE_NAMES = /^(thrifty white|white drug)\b/i;

const BANNER: Readonly<Record<StoreLocator, string>> = {
  goodneighbor: 'Good Neighbor Pharmacy',
  thriftywhite: 'Thrifty White',
  discountdrugmart: 'Discount Drug Mart',
};

/**
 * Store-locator rows with coordinates. Good Neighbor Pharmacy stores are independents in a
 * franchise network: each keeps its own name. Thrifty White and Discount Drug Mart are named
 * with their store number as on the sign ("Thrifty White Pharmacy #759"). The hours are free text
 * in a dozen styles, so they are left out rather than guessed.
 */
export function storeLocatorRows(locator: StoreLocator, rows: readonly CsvRow[]): SourceRow[] {
  // Rows without a street (Thrifty White's mail-order and central-fill sites) are no storefront.
  return rows.flatMap((row) => {
    const number = (row.store_number ?? '').trim();
    const published = (row.store_name ?? '').trim();
    const address = [row.address, row.address2]
      .map((part) => (part ?? '').trim())
      .filter(Boolean)
      .join(' ');
    if (!address) return [];
    const storefront: SourceRow = {
      source: `${locator}-2017`,
      // Good Neighbor rows have no store number: their ZIP and street are their id.
      sourceId: number || `${row.zip_code ?? ''}|${row.address ?? ''}`,
      name: shownName(locator, published, number),
      chain: BANNER[locator],
      address,
      city: (row.city ?? '').trim(),
      state: (row.state ?? '').trim().toUpperCase(),
      zip: zipOf(row.zip_code ?? ''),
      phone: cleanPhone(row.phone_number ?? ''),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      hours: null,
      locationPrecision: 'address',
    };
    return [storefront];
  });
}

function shownName(locator: StoreLocator, published: string, number: string): string {
  const suffix = number ? ` #${number}` : '';
  if (locator === 'discountdrugmart') return `Discount Drug Mart${suffix}`;
  if (locator === 'thriftywhite' && THRIFTY_WHITE_NAMES.test(published)) {
    return `Thrifty White Pharmacy${suffix}`;
  }
  return published;
}

/** The scrape lost leading zeros ("7461" is Sussex NJ's 07461): they are put back. */
function zipOf(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return '';
  return digits.padStart(digits.length <= 5 ? 5 : 9, '0');
}
