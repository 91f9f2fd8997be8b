import { createHash } from 'node:crypto';
import type { Pharmacy, ZipRow } from '../../lib/domain/dataset/dataset-schema';
import { distanceMiles } from '../../lib/domain/place/geo';
import { CHAINS, DEFUNCT_CHAINS, derivedChainCode } from './chains';
import { checkPins, type PinFix } from './pin-checks';
import { dedupePharmacies } from './pharmacy-dedupe';
import { locationFix, ZipIndex, type LocationFix } from './pharmacy-location';
import type { SourceRow } from './sources/source-row';
import { normalizeStreetAbbreviations, titleCaseIfShouting } from './title-case';

/** Our stable pharmacy id: a hash of the source and its own id (never an NPI or NCPDP). */
export function pharmacyIdOf(source: string, sourceId: string): string {
  return `ph_${createHash('sha256').update(`${source}:${sourceId}`).digest('hex').slice(0, 12)}`;
}

/**
 * A few source rows have no ZIP: they get the ZIP whose centre is nearest in the same state
 * (derived, documented in data/README.md), because the API's zip field is never empty.
 */
export function nearestZip(
  zips: readonly ZipRow[],
  state: string,
  latitude: number,
  longitude: number,
): string {
  let best: { zip: string; miles: number } | null = null;
  for (const [zip, , zipState, lat, lon] of zips) {
    if (zipState !== state) continue;
    const miles = distanceMiles({ latitude, longitude }, { latitude: lat, longitude: lon });
    if (!best || miles < best.miles) best = { zip, miles };
  }
  if (!best) throw new Error(`No ZIP in ${state} to assign to a pharmacy without one`);
  return best.zip;
}

/** Sources whose opening hours are the store's, not the pharmacy counter's (SOURCES.md). */
const STORE_HOURS_SOURCES = new Set(['atp-walgreens']);

/** What the build changed in the source rows, for its log and tests. */
export interface PharmacyReport {
  fixes: Array<{ id: string; name: string; fix: LocationFix }>;
  pinFixes: PinFix[];
  duplicates: Array<{ dropped: Pharmacy; kept: Pharmacy }>;
  /** Rows of chains that no longer exist (Rite Aid, Bartell), left out. */
  defunct: number;
}

/**
 * One Pharmacy per distinct store: defunct chains out, names, streets and cities out of ALL
 * CAPS, ZIP/state/position disagreements resolved (pharmacy-location.ts), second listings of a
 * store dropped (pharmacy-dedupe.ts), pins that cannot be right replaced by the ZIP's centre
 * (pin-checks.ts). Ids are checked for uniqueness by the caller's schema pass.
 */
export function buildPharmacies(
  rows: readonly SourceRow[],
  zips: readonly ZipRow[],
): { pharmacies: Pharmacy[]; report: PharmacyReport } {
  const index = new ZipIndex(zips);
  const fixes: PharmacyReport['fixes'] = [];
  const open = rows.filter((row) => !DEFUNCT_CHAINS.test(`${row.chain ?? ''} ${row.name}`));
  const built = open.map((row) => {
    const pharmacy = pharmacyOf(row, zips, index);
    if (pharmacy.locationPrecision === 'zip') return pharmacy;
    const fix = locationFix({ ...pharmacy, zip5: pharmacy.zip9.slice(0, 5) }, index);
    if (!fix) return pharmacy;
    fixes.push({ id: pharmacy.id, name: pharmacy.name, fix });
    if (fix.kind === 'state') return { ...pharmacy, state: fix.state };
    if (fix.kind === 'zip') return { ...pharmacy, zip9: `${fix.zip5}0000` };
    // Moved to its ZIP's centre: no longer a pin of where the store stands.
    return {
      ...pharmacy,
      latitude: fix.latitude,
      longitude: fix.longitude,
      locationPrecision: 'zip' as const,
    };
  });
  const { kept, dropped } = dedupePharmacies(built);
  const pinned = checkPins(kept, index);
  return {
    pharmacies: pinned.pharmacies.sort((a, b) => a.id.localeCompare(b.id)),
    report: {
      fixes,
      pinFixes: pinned.fixes,
      duplicates: dropped,
      defunct: rows.length - open.length,
    },
  };
}

function pharmacyOf(row: SourceRow, zips: readonly ZipRow[], index: ZipIndex): Pharmacy {
  const known = row.chain ? CHAINS[row.chain] : undefined;
  const zip = row.zip || nearestZip(zips, row.state, row.latitude, row.longitude);
  // A store known only to its ZIP stands at the ZIP's centre, never at a geocoder's guess.
  const zipCentre = row.locationPrecision === 'zip' ? index.zip(zip.slice(0, 5)) : undefined;
  return {
    id: pharmacyIdOf(row.source, row.sourceId),
    name: titleCaseIfShouting(row.name),
    chain: row.chain,
    chainCode: row.chain ? (known?.code ?? derivedChainCode(row.chain)) : null,
    category: row.chain ? (known?.category ?? 0) : 0,
    address: normalizeStreetAbbreviations(titleCaseIfShouting(row.address)),
    city: titleCaseIfShouting(row.city),
    state: row.state,
    zip9: zip.length === 5 ? `${zip}0000` : zip,
    phone: row.phone,
    latitude: zipCentre ? zipCentre[3] : row.latitude,
    longitude: zipCentre ? zipCentre[4] : row.longitude,
    locationPrecision: row.locationPrecision,
    hours: row.hours,
    hoursKind: row.hours ? (STORE_HOURS_SOURCES.has(row.source) ? 'store' : 'pharmacy') : null,
    npi: row.npi ?? null,
    // No public source carries NCPDP ids: they stay null rather than invented.
    ncpdp: null,
    source: row.source,
    confirmedAsOf: row.confirmedAsOf ?? null,
  };
}
