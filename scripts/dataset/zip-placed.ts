import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { namesAgree } from './business-name';
import type { ZipIndex } from './pharmacy-location';
import type { NpiRow } from './sources/nppes';
import type { NyMedicaidRow } from './sources/ny-medicaid';
import type { SourceRow } from './sources/source-row';

export interface NyPlacementReport {
  /** Walk-in pharmacies on the 2025 list (hospital, LTC, closed-door and defunct left out). */
  listed: number;
  /** Their phone is already a listed pharmacy's (mostly chains the other sources place). */
  alreadyListed: number;
  /** Placed at their ZIP's centre: one NPPES row of New York with their phone and name. */
  placed: number;
  /** No NPPES row, or several, or names that do not agree: left out (no ZIP to place them). */
  notPlaceable: number;
}

/** Legal suffixes mean nothing to a shopper reading a sign. */
const LEGAL_SUFFIX = /[\s,]+(inc|llc|corp|corporation|co|ltd|pllc|pc)\.?$/i;

/**
 * New York's Medicaid list of 2025 has street addresses but no ZIP and no position. A row is
 * listed only where its identity and ZIP are certain: its phone is exactly one New York NPPES
 * row's and their names agree. It then stands at its ZIP's centre with `locationPrecision:
 * "zip"` (never a pin, no precise distance) under its real street address, with that NPI. Rows
 * whose phone a listed pharmacy already has add nothing; the rest cannot be placed and are left out.
 */
export function placeNyMedicaid(
  rows: readonly NyMedicaidRow[],
  npiRows: readonly NpiRow[],
  listed: readonly Pharmacy[],
  zips: ZipIndex,
): { rows: SourceRow[]; report: NyPlacementReport } {
  const listedPhones = new Set(listed.flatMap((p) => (p.phone ? [p.phone] : [])));
  const listedNpis = new Set(listed.flatMap((p) => (p.npi ? [p.npi] : [])));
  const nyByPhone = new Map<string, NpiRow[]>();
  for (const row of npiRows) {
    if (row.state !== 'NY' || !row.phone) continue;
    nyByPhone.set(row.phone, [...(nyByPhone.get(row.phone) ?? []), row]);
  }
  const report: NyPlacementReport = {
    listed: rows.length,
    alreadyListed: 0,
    placed: 0,
    notPlaceable: 0,
  };
  const placed = new Map<string, SourceRow>();
  for (const row of rows) {
    const sameLine = nyByPhone.get(row.phone) ?? [];
    if (listedPhones.has(row.phone) || sameLine.some((npi) => listedNpis.has(npi.npi))) {
      report.alreadyListed += 1;
      continue;
    }
    const zip = sameLine.length === 1 ? zips.zip(sameLine[0]?.zip5 ?? '') : undefined;
    const npi = sameLine[0];
    if (!npi || !zip || zip[2] !== 'NY' || !namesAgree(row.name, npi.name) || placed.has(npi.npi)) {
      report.notPlaceable += 1;
      continue;
    }
    placed.set(npi.npi, {
      source: 'ny-medicaid-2025',
      sourceId: npi.npi,
      name: row.name.replace(LEGAL_SUFFIX, ''),
      chain: null,
      address: row.address,
      city: row.city,
      state: 'NY',
      zip: npi.zip5,
      phone: row.phone,
      latitude: zip[3],
      longitude: zip[4],
      hours: null,
      locationPrecision: 'zip',
      npi: npi.npi,
    });
  }
  report.placed = placed.size;
  return { rows: [...placed.values()], report };
}
