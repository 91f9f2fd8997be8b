import type { Pharmacy, ZipRow } from '../../lib/domain/dataset-schema';
import { attachNpis, type NpiMatchReport } from './npi-match';
import { buildPharmacies, type PharmacyReport } from './pharmacies';
import { cleanPhone } from './phone';
import { ZipIndex } from './pharmacy-location';
import { cvsRows } from './sources/cvs-2021';
import { nppesRows } from './sources/nppes';
import { nyMedicaidRows } from './sources/ny-medicaid';
import { pharmaciesCsvRows } from './sources/pharmacies-csv';
import { storeLocatorRows } from './sources/store-locators-2017';
import { correctZipCentres, type ZipCentreFix } from './zip-centres';
import { placeNyMedicaid, type NyPlacementReport } from './zip-placed';
import { zipOnlyEvidence, type ZipOnlyEvidence } from './zip-only-evidence';

type CsvRow = Record<string, string>;

/** Reads a CSV of `../shared/data/pharmacies` by its path there. */
export type ReadCsv = (relativePath: string) => CsvRow[];

export interface ListingReport extends PharmacyReport {
  zipCentreFixes: ZipCentreFix[];
  npi: NpiMatchReport;
  ny: NyPlacementReport;
  zipOnly: ZipOnlyEvidence;
  /** NPPES independent community pharmacies per state (what a complete list would hold). */
  nppesIndependents: Map<string, number>;
}

/**
 * Every source in one listing: the default build (pharmacies.csv), the national CVS list, the
 * 2017 store locators; ZIP centres checked against them; NPIs attached from NPPES; New York
 * Medicaid pharmacies placed where their NPPES twin gives the ZIP. NPPES organisations matched to
 * nothing are not listed (zip-only-evidence.ts measures why).
 */
export function buildPharmacyListing(
  readCsv: ReadCsv,
  gazetteer: readonly ZipRow[],
): { pharmacies: Pharmacy[]; zips: ZipRow[]; report: ListingReport } {
  const raw = 'pharmacies/raw';
  const cities = new ZipIndex(gazetteer);
  const located = [
    ...pharmaciesCsvRows(readCsv('pharmacies/pharmacies.csv')),
    ...cvsRows(
      readCsv(`${raw}/cvs-2021-11/cvs.csv`),
      readCsv(`${raw}/cvs-2021-11/cvs-address-geocoded.csv`),
      (zip5) => cities.zip(zip5)?.[1],
    ),
    ...storeLocatorRows(
      'goodneighbor',
      readCsv(`${raw}/store-locators-2017/goodneighborpharmacy_20170518.csv`),
    ),
    ...storeLocatorRows(
      'thriftywhite',
      readCsv(`${raw}/store-locators-2017/thriftywhite_20170519.csv`),
    ),
    ...storeLocatorRows(
      'discountdrugmart',
      readCsv(`${raw}/store-locators-2017/discountdrugmart_20170518.csv`),
    ),
  ];
  const { zips, fixes: zipCentreFixes } = correctZipCentres(
    gazetteer,
    located
      .filter((row) => row.locationPrecision === 'address' && row.zip)
      .map((row) => ({ ...row, zip5: row.zip.slice(0, 5) })),
  );
  const built = buildPharmacies(located, zips);
  const npiRows = nppesRows(
    readCsv(`${raw}/nppes-independents-2026/independent_pharmacies_npi.csv`),
  );
  const withNpis = attachNpis(built.pharmacies, npiRows);
  const index = new ZipIndex(zips);
  const nyRaw = readCsv(`${raw}/ny-medicaid-2025/ny_medicaid_pharmacies.csv`);
  const ny = placeNyMedicaid(nyMedicaidRows(nyRaw), npiRows, withNpis.pharmacies, index);
  const placed = buildPharmacies(ny.rows, zips);
  const pharmacies = [...withNpis.pharmacies, ...placed.pharmacies].sort((a, b) =>
    a.id.localeCompare(b.id),
  );
  return {
    pharmacies,
    zips,
    report: {
      ...built.report,
      duplicates: [...built.report.duplicates, ...placed.report.duplicates],
      zipCentreFixes,
      npi: withNpis.report,
      ny: ny.report,
      nppesIndependents: npiRows.reduce(
        (counts, row) => counts.set(row.state, (counts.get(row.state) ?? 0) + 1),
        new Map<string, number>(),
      ),
      zipOnly: zipOnlyEvidence(
        npiRows,
        pharmacies,
        index,
        new Set(nyRaw.flatMap((row) => cleanPhone(row.Phone ?? '') ?? [])),
      ),
    },
  };
}
