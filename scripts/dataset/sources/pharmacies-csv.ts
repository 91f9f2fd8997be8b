import { cleanPhone } from '../phone';
import type { SourceRow } from './source-row';

type CsvRow = Record<string, string>;

/** Stores the source names only by banner: the sign carries the store number the source has. */
const NUMBERED_BY_SOURCE: Readonly<Record<string, string>> = {
  'atp-walmart': 'Walmart Pharmacy',
  'atp-sams_club': "Sam's Club Pharmacy",
};

/** `../shared/data/pharmacies/pharmacies.csv`, the default build of the 2021–2023 sources. */
export function pharmaciesCsvRows(rows: readonly CsvRow[]): SourceRow[] {
  return rows.map((row) => {
    const source = (row.source ?? '').trim();
    const sourceId = (row.source_id ?? '').trim();
    return {
      source,
      sourceId,
      name: shownName(source, sourceId, (row.name ?? '').trim()),
      chain: (row.chain ?? '').trim() || null,
      address: (row.address ?? '').trim(),
      city: (row.city ?? '').trim(),
      state: (row.state ?? '').trim().toUpperCase(),
      zip: (row.zip ?? '').trim(),
      phone: cleanPhone(row.phone ?? ''),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      hours: (row.hours ?? '').trim() || null,
      locationPrecision: 'address',
    };
  });
}

/**
 * What a shopper reads on the sign. Walmart and Sam's Club rows are all called "Walmart
 * Pharmacy" in the source, with the store number as their id: "Walmart Pharmacy #2070".
 * VaccinateCA wrote the address into some names to tell two listings apart ("Pharmacy Of The
 * Desert (79440 Highway 111 Ste 103)"): the address is shown on its own line, so it goes.
 */
function shownName(source: string, sourceId: string, name: string): string {
  const banner = NUMBERED_BY_SOURCE[source];
  if (banner && name === banner && /^\d+$/.test(sourceId)) return `${banner} #${sourceId}`;
  // VaccinateCA writes Walmart's pharmacy number ("WalMart Pharmacy 10-3131"): store 3131.
  const walmart = /^wal-?mart pharmacy 10-(\d+)$/i.exec(name);
  if (walmart) return `Walmart Pharmacy #${Number(walmart[1])}`;
  return name.replace(/\s*\(\s*\d+[^)]*\)\s*$/, '');
}
