import { isValidNpi } from '../../../lib/domain/place/npi';
import { cleanPhone } from '../phone';

type CsvRow = Record<string, string>;

/** One organisation of the NPPES list of independent community pharmacies (2026-02-09). */
export interface NpiRow {
  npi: string;
  /** The organisation's name as enumerated (often the legal name: "… PHARMACY INC"). */
  name: string;
  city: string;
  state: string;
  zip5: string;
  phone: string | null;
}

/** Rows with a valid NPI and a 5-digit ZIP; the others cannot be matched and are dropped. */
export function nppesRows(rows: readonly CsvRow[]): NpiRow[] {
  return rows.flatMap((row) => {
    const npi = (row.npi ?? '').trim();
    const zip5 = (row.zip ?? '').trim().slice(0, 5);
    if (!isValidNpi(npi) || !/^\d{5}$/.test(zip5)) return [];
    return [
      {
        npi,
        name: (row.name ?? '').trim(),
        city: (row.city ?? '').trim(),
        state: (row.state ?? '').trim().toUpperCase(),
        zip5,
        phone: cleanPhone(row.phone ?? ''),
      },
    ];
  });
}
