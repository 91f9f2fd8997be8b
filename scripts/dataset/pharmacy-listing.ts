import type { Pharmacy, ZipRow } from '../../lib/domain/dataset/dataset-schema';
import { attachNpis, type NpiMatchReport } from './npi-match';
import { buildPharmacies, type PharmacyReport } from './pharmacies';
import { cleanPhone } from './phone';
import { ZipIndex } from './pharmacy-location';
import { cvsRows } from './sources/cvs-2021';
import { nppesRows } from './sources/nppes';
import { nyMedicaidRows } from './sources/ny-medicaid';
import { pharmaciesCsvRows } from './sources/pharmacies-csv';
import { storeLocatorRows } from './sources/store-locators-2017';
import { costcoRows, type CostcoReport } from './sources/costco';
import { registryPoints as readRegistryPoints, type RegistryPoint } from './sources/cms-2026';
import { krogerRows } from './sources/kroger-2025';
import { meijerRows } from './sources/meijer-2018';
import { walgreensStores } from './sources/walgreens-2021-04';
import { wegmansStores } from './sources/wegmans-2025';
import { checkAgainstRegistry, type RegistryCheck } from './registry-check';
import { placeOnRegistry, type PlacementReport } from './registry-placement';
import { pointOnlyRows, type PointOnlyReport } from './point-only';
import { radiusEvidence, type RadiusEvidence } from './registry-evidence';
import { correctZipCentres, type ZipCentreFix } from './zip-centres';
import { placeNyMedicaid, type NyPlacementReport } from './zip-placed';
import { zipOnlyEvidence, type ZipOnlyEvidence } from './zip-only-evidence';

type CsvRow = Record<string, string>;

/** Reads the raw data under `../shared/data` by paths relative to it. */
export interface RawReader {
  csv: (relativePath: string) => CsvRow[];
  json: (relativePath: string) => unknown;
  /** Every `.json` file of a folder, in name order. */
  jsonFiles: (relativeFolder: string) => unknown[];
}

export interface ListingReport extends PharmacyReport {
  zipCentreFixes: ZipCentreFix[];
  npi: NpiMatchReport;
  ny: NyPlacementReport;
  zipOnly: ZipOnlyEvidence;
  /** NPPES independent community pharmacies per state (what a complete list would hold). */
  nppesIndependents: Map<string, number>;
  costco: CostcoReport;
  registry: {
    check: RegistryCheck;
    walgreens: PlacementReport;
    wegmans: PlacementReport;
    pointOnly: PointOnlyReport;
    evidence: RadiusEvidence[];
  };
  /** The CMS 2026 registry's points (for the coverage figures). */
  registryPoints: RegistryPoint[];
}

/**
 * Every source in one listing: the default build (pharmacies.csv), the national CVS list, the
 * 2017 store locators, the Kroger, Costco and Meijer lists; ZIP centres checked against them;
 * NPIs attached from NPPES; New York Medicaid pharmacies placed where their NPPES twin gives the
 * ZIP; every chain store checked against the CMS 2026 registry (registry-check.ts); Wegmans and
 * the Walgreens missing from the locator placed on the registry's points (registry-placement.ts).
 * NPPES organisations matched to nothing are not listed (zip-only-evidence.ts measures why).
 */
export function buildPharmacyListing(
  read: RawReader,
  gazetteer: readonly ZipRow[],
): { pharmacies: Pharmacy[]; zips: ZipRow[]; report: ListingReport } {
  const raw = 'pharmacies/raw';
  const cities = new ZipIndex(gazetteer);
  const costco = costcoRows(
    read.csv(`${raw}/costco-2022-2025/costco_store.csv`),
    read.csv(`${raw}/costco-2022-2025/costco_locations.csv`),
  );
  const located = [
    ...pharmaciesCsvRows(read.csv('pharmacies/pharmacies.csv')),
    ...cvsRows(
      read.csv(`${raw}/cvs-2021-11/cvs.csv`),
      read.csv(`${raw}/cvs-2021-11/cvs-address-geocoded.csv`),
      (zip5) => cities.zip(zip5)?.[1],
    ),
    ...storeLocatorRows(
      'goodneighbor',
      read.csv(`${raw}/store-locators-2017/goodneighborpharmacy_20170518.csv`),
    ),
    ...storeLocatorRows(
      'thriftywhite',
      read.csv(`${raw}/store-locators-2017/thriftywhite_20170519.csv`),
    ),
    ...storeLocatorRows(
      'discountdrugmart',
      read.csv(`${raw}/store-locators-2017/discountdrugmart_20170518.csv`),
    ),
    ...krogerRows(read.csv(`${raw}/kroger-stores-2025/stores.csv`)),
    ...costco.rows,
    ...meijerRows(read.json(`${raw}/meijer-2018/meijer_stores.json`)),
  ];
  const { zips, fixes: zipCentreFixes } = correctZipCentres(
    gazetteer,
    located
      .filter((row) => row.locationPrecision === 'address' && row.zip)
      .map((row) => ({ ...row, zip5: row.zip.slice(0, 5) })),
  );
  const built = buildPharmacies(located, zips);
  const npiRows = nppesRows(
    read.csv(`${raw}/nppes-independents-2026/independent_pharmacies_npi.csv`),
  );
  const withNpis = attachNpis(built.pharmacies, npiRows);
  const index = new ZipIndex(zips);
  const nyRaw = read.csv(`${raw}/ny-medicaid-2025/ny_medicaid_pharmacies.csv`);
  const ny = placeNyMedicaid(nyMedicaidRows(nyRaw), npiRows, withNpis.pharmacies, index);
  const placed = buildPharmacies(ny.rows, zips);
  const listed = [...withNpis.pharmacies, ...placed.pharmacies];
  const registryPoints = readRegistryPoints(read.jsonFiles(`${raw}/cms-dmepos-pharmacies-2026`));
  const check = checkAgainstRegistry(listed, registryPoints);
  const walgreens = placeOnRegistry(
    walgreensStores(read.json(`${raw}/walgreens-2021-04/_stores_4_16_2021.json`)),
    check.unmatched,
    listed,
    index,
  );
  const wegmans = placeOnRegistry(
    wegmansStores(read.json(`${raw}/wegmans-2025/valid_stores.json`)),
    check.unmatched.filter((point) => !walgreens.placed.has(point)),
    listed,
    index,
  );
  const takenByPlacement = new Set([...walgreens.placed, ...wegmans.placed]);
  const free = check.unmatched.filter((point) => !takenByPlacement.has(point));
  const addressed = buildPharmacies([...walgreens.rows, ...wegmans.rows], zips);
  const pointOnly = pointOnlyRows(free, [...check.kept, ...addressed.pharmacies], index, zips);
  const onRegistry = buildPharmacies([...walgreens.rows, ...wegmans.rows, ...pointOnly.rows], zips);
  const pharmacies = [...check.kept, ...onRegistry.pharmacies].sort((a, b) =>
    a.id.localeCompare(b.id),
  );
  return {
    pharmacies,
    zips,
    report: {
      ...built.report,
      duplicates: [
        ...built.report.duplicates,
        ...placed.report.duplicates,
        ...onRegistry.report.duplicates,
      ],
      fixes: [...built.report.fixes, ...onRegistry.report.fixes],
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
      costco: costco.report,
      registry: {
        check: { ...check, unmatched: free },
        pointOnly: pointOnly.report,
        walgreens: walgreens.report,
        wegmans: wegmans.report,
        evidence: radiusEvidence(listed, check.matches, nyRaw),
      },
      registryPoints,
    },
  };
}
