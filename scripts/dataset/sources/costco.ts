import { addressFields, type SourceRow } from './source-row';

type CsvRow = Record<string, string>;

export interface CostcoReport {
  /** US warehouses of 2022 whose services list a pharmacy. */
  withPharmacy2022: number;
  /** Of those, missing from the 2025 list (closed or moved): left out. */
  goneBy2025: number;
  /** Warehouses new in 2025: the list does not say whether they have a pharmacy. */
  newIn2025: number;
}

/** The warehouse number at the end of a 2025 row's URL (".../anchorage-ak-10.html"). */
const WAREHOUSE_NUMBER = /-(\d+)\.html$/;

/**
 * Costco warehouses with a pharmacy: the 2022 export's `Pharmacy` service (551 US warehouses),
 * kept where the warehouse is still on Costco's 2025 list. The export's hours are the
 * warehouse's, and Costco pharmacies keep shorter ones (many close on Sunday), so they are left
 * out. Warehouses opened since 2022 are left out too: nothing says they have a pharmacy, and the
 * CMS registry, which lists only 38 Costco pharmacies, cannot confirm one.
 */
export function costcoRows(
  warehouses2022: readonly CsvRow[],
  locations2025: readonly CsvRow[],
): { rows: SourceRow[]; report: CostcoReport } {
  const open2025 = new Set(
    locations2025
      .filter((row) => (row.Country ?? '').trim() === 'US')
      .flatMap((row) => WAREHOUSE_NUMBER.exec((row.URL ?? '').trim())?.[1] ?? []),
  );
  const withPharmacy = warehouses2022.filter(
    (row) =>
      (row.country ?? '').trim() === 'US' && /\bPharmacy\b/.test(row.services_included ?? ''),
  );
  const numbers2022 = new Set(warehouses2022.map((row) => (row.loc_number ?? '').trim()));
  const rows = withPharmacy
    .filter((row) => open2025.has((row.loc_number ?? '').trim()))
    .map((row): SourceRow => {
      const number = (row.loc_number ?? '').trim();
      return {
        source: 'costco-2022',
        sourceId: number,
        name: `Costco Pharmacy #${number}`,
        chain: 'Costco',
        ...addressFields({
          address: row.address_1,
          city: row.city,
          state: row.state,
          zip: row.postal_code,
          phone: row.phone,
        }),
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        hours: null,
        locationPrecision: 'address',
      };
    });
  return {
    rows,
    report: {
      withPharmacy2022: withPharmacy.length,
      goneBy2025: withPharmacy.length - rows.length,
      newIn2025: [...open2025].filter((number) => !numbers2022.has(number)).length,
    },
  };
}
