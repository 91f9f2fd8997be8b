import { cleanPhone } from '../phone';
import type { SourceRow } from './source-row';

type CsvRow = Record<string, string>;

/**
 * Kroger's banner codes, spelled as the banner's sign (the CHAINS table's names). Food 4 Less,
 * Foods Co and Ruler Foods are discount banners without pharmacies (the source's README: 1 of 101,
 * 0 of 20 and 0 of 45 stores have a Kroger pharmacy in the CMS registry within 1 km), and the
 * lab, jewellery, clinic and Vitacost codes are no stores: those rows are left out.
 */
const KROGER_BANNER_NAMES: Readonly<Record<string, string>> = {
  KROGER: 'Kroger',
  HART: 'Harris Teeter',
  RALPHS: 'Ralphs',
  SMITHS: "Smith's",
  FRED: 'Fred Meyer',
  FRYS: "Fry's",
  KINGSOOPERS: 'King Soopers',
  DILLONS: 'Dillons',
  QFC: 'QFC',
  'PICK N SAVE': "Pick 'n Save",
  MARIANOS: "Mariano's",
  CITYMARKET: 'City Market',
  'METRO MARKET': 'Metro Market',
  JAYC: 'Jay C',
  BAKERS: "Baker's",
  PAYLESS: 'Pay Less',
  GERBES: 'Gerbes',
};

/** Fuel centres, e-commerce sheds and spokes, loyalty and fulfilment sites: no storefront. */
const NOT_A_STORE =
  /\b(fuel|spoke|shed|loyalty|fulfil+ment|e-?commerce|lab location|jewel(er|le)?rs?)\b/i;
/** Kroger's placeholder for sites with no public line. */
const NO_PUBLIC_PHONE = '9999999999';

/**
 * The Kroger Locations API's stores of October 2025 (every banner), with Kroger's own positions.
 * The list says nothing of pharmacies: the build lists a store only where the CMS 2026 registry
 * has a Kroger-family pharmacy beside it (registry-check.ts). The phone is the store's main line.
 */
export function krogerRows(rows: readonly CsvRow[]): SourceRow[] {
  return rows.flatMap((row) => {
    const chain = KROGER_BANNER_NAMES[(row.chain ?? '').trim()];
    const name = (row.name ?? '').trim();
    const phone = (row.phone ?? '').trim();
    if (!chain || NOT_A_STORE.test(name) || phone === NO_PUBLIC_PHONE) return [];
    const address = [row.address1, row.address2]
      .map((part) => (part ?? '').trim())
      .filter(Boolean)
      .join(' ');
    const storefront: SourceRow = {
      source: 'kroger-2025',
      sourceId: (row.location_id ?? '').trim(),
      name: `${chain} Pharmacy`,
      chain,
      address,
      city: (row.city ?? '').trim(),
      state: (row.state ?? '').trim().toUpperCase(),
      zip: (row.zip ?? '').trim(),
      phone: cleanPhone(phone),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      hours: null,
      locationPrecision: 'address',
    };
    return [storefront];
  });
}
