import { cleanPhone } from '../phone';

type CsvRow = Record<string, string>;

/** One pharmacy enrolled with New York Medicaid (eMedNY, 2025-10-27): no ZIP, no position. */
export interface NyMedicaidRow {
  name: string;
  address: string;
  city: string;
  phone: string;
}

/**
 * Names of pharmacies that serve no walk-in customer (hospital, long-term-care, infusion,
 * mail-order, institutional and specialty pharmacies) or of chains that no longer exist.
 */
export const NOT_WALK_IN =
  /\b(hospital|medical cent(er|re)|med ctr|health system|infusion|long term|ltc|nursing|institutional|hospice|correctional|mail order|specialty|oncology|dialysis|nuclear|closed door|omnicare|pharmerica|healthdirect|rite ?aid|bartell)\b/i;

/**
 * Rows with a phone, a street and a city, minus the pharmacies no shopper can walk into. The
 * list has no ZIP and no position: the build places a row only through the NPPES row it matches
 * (zip-placed.ts), and never at a guessed point.
 */
export function nyMedicaidRows(rows: readonly CsvRow[]): NyMedicaidRow[] {
  return rows.flatMap((row) => {
    const name = (row.Name ?? '').trim();
    const phone = cleanPhone(row.Phone ?? '');
    const address = (row.Address ?? '').trim();
    const city = (row['City, State'] ?? '').split(',')[0]?.trim() ?? '';
    if (!phone || !address || !city || NOT_WALK_IN.test(name)) return [];
    return [{ name, address, city, phone }];
  });
}
