import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { distanceMiles } from '../../lib/domain/place/geo';
import type { ZipIndex } from './pharmacy-location';
import type { NpiRow } from './sources/nppes';
import { NOT_WALK_IN } from './sources/ny-medicaid';

/**
 * The figures behind leaving NPPES organisations that no other source places out of the
 * listing (data/README.md, "Independents known only by ZIP").
 */
export interface ZipOnlyEvidence {
  npiRows: number;
  /** NPIs attached to a listed pharmacy (located, or placed through New York Medicaid). */
  listed: number;
  zipOnly: number;
  /** Miles from a located pharmacy to its NPPES ZIP's centre: how wrong a ZIP-centre pin is. */
  zipCentreMiles: { pharmacies: number; median: number; p90: number; overOneMile: number };
  /** New York, where a current second list exists: NPPES rows whose phone is on it. */
  newYork: { npiRows: number; onMedicaidList2025: number };
  /** ZIP-only rows whose phone other NPIs in other ZIPs share (a company's central line). */
  centralPhone: number;
  /** ZIP-only rows whose name says they serve no walk-in customer. */
  notWalkIn: number;
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

export function zipOnlyEvidence(
  npiRows: readonly NpiRow[],
  pharmacies: readonly Pharmacy[],
  zips: ZipIndex,
  nyMedicaidPhones: ReadonlySet<string>,
): ZipOnlyEvidence {
  const listedNpis = new Set(pharmacies.flatMap((p) => (p.npi ? [p.npi] : [])));
  const zipOnly = npiRows.filter((row) => !listedNpis.has(row.npi));
  const miles = pharmacies
    .flatMap((p) => {
      const zip =
        p.npi && p.locationPrecision === 'address' ? zips.zip(p.zip9.slice(0, 5)) : undefined;
      return zip ? [distanceMiles(p, { latitude: zip[3], longitude: zip[4] })] : [];
    })
    .sort((a, b) => a - b);
  const zipsOfPhone = new Map<string, Set<string>>();
  for (const row of npiRows) {
    if (!row.phone) continue;
    zipsOfPhone.set(row.phone, (zipsOfPhone.get(row.phone) ?? new Set()).add(row.zip5));
  }
  const newYork = npiRows.filter((row) => row.state === 'NY');
  return {
    npiRows: npiRows.length,
    listed: npiRows.length - zipOnly.length,
    zipOnly: zipOnly.length,
    zipCentreMiles: {
      pharmacies: miles.length,
      median: quantile(miles, 0.5),
      p90: quantile(miles, 0.9),
      overOneMile: miles.filter((m) => m > 1).length,
    },
    newYork: {
      npiRows: newYork.length,
      onMedicaidList2025: newYork.filter((row) => row.phone && nyMedicaidPhones.has(row.phone))
        .length,
    },
    centralPhone: zipOnly.filter((row) => (zipsOfPhone.get(row.phone ?? '')?.size ?? 0) > 1).length,
    notWalkIn: zipOnly.filter((row) => NOT_WALK_IN.test(row.name)).length,
  };
}
