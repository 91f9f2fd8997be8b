import { createHash } from 'node:crypto';
import type { Pharmacy, PharmacyCategory, ZipRow } from '../../lib/domain/dataset-schema';
import { distanceMiles } from '../../lib/domain/geo';
import { dedupePharmacies } from './pharmacy-dedupe';
import { locationFix, ZipIndex, type LocationFix } from './pharmacy-location';
import { normalizeStreetAbbreviations, titleCaseIfShouting } from './title-case';

type Row = Record<string, string>;

/**
 * Our short code and svcPharmacyCategory per banner (1 national chain, 2 grocery chain,
 * 0 independent). Kaiser Permanente is a health-system pharmacy and Medicine Shoppe / Health Mart
 * are franchises of independently owned stores: all three count as independents (0).
 */
export const CHAINS: Readonly<Record<string, { code: string; category: PharmacyCategory }>> = {
  Walgreens: { code: 'WAG', category: 1 },
  Walmart: { code: 'WMT', category: 1 },
  CVS: { code: 'CVS', category: 1 },
  "Sam's Club": { code: 'SAMS', category: 1 },
  Costco: { code: 'COST', category: 1 },
  'Genoa Healthcare': { code: 'GENOA', category: 1 },
  Safeway: { code: 'SWY', category: 2 },
  Albertsons: { code: 'ABS', category: 2 },
  'Albertsons Market': { code: 'ABSM', category: 2 },
  'Jewel-Osco': { code: 'JEWEL', category: 2 },
  Vons: { code: 'VONS', category: 2 },
  ACME: { code: 'ACME', category: 2 },
  'Tom Thumb': { code: 'TOMT', category: 2 },
  "Shaw's": { code: 'SHAWS', category: 2 },
  Randalls: { code: 'RAND', category: 2 },
  'Market Street': { code: 'MKTST', category: 2 },
  'United Supermarkets': { code: 'UNITED', category: 2 },
  Amigos: { code: 'AMIGOS', category: 2 },
  Pavilions: { code: 'PAV', category: 2 },
  Haggen: { code: 'HAGGEN', category: 2 },
  Carrs: { code: 'CARRS', category: 2 },
  'Star Market': { code: 'STAR', category: 2 },
  'Pak N Save': { code: 'PAKNS', category: 2 },
  'Sav-On': { code: 'SAVON', category: 2 },
  Lucky: { code: 'LUCKY', category: 2 },
  'Save Mart': { code: 'SAVMRT', category: 2 },
  "Raley's": { code: 'RALEYS', category: 2 },
  'H-E-B': { code: 'HEB', category: 2 },
  'Hy-Vee': { code: 'HYVEE', category: 2 },
  Kroger: { code: 'KROGER', category: 2 },
  Ralphs: { code: 'RALPHS', category: 2 },
  'Fred Meyer': { code: 'FREDM', category: 2 },
  'Kaiser Permanente': { code: 'KP', category: 0 },
  'Medicine Shoppe': { code: 'MEDSHP', category: 0 },
  'Health Mart': { code: 'HLTHMT', category: 0 },
};

/** A code for a banner missing from the table: its letters, upper case, at most 8. */
export function derivedChainCode(chain: string): string {
  const letters = chain.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return (letters.length >= 2 ? letters : `${letters}XX`).slice(0, 8);
}

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
  duplicates: Array<{ dropped: Pharmacy; kept: Pharmacy }>;
}

/**
 * One Pharmacy per distinct store: names, streets and cities out of ALL CAPS, ZIP/state/position
 * disagreements resolved (pharmacy-location.ts), second listings of a store dropped
 * (pharmacy-dedupe.ts). Ids are checked for uniqueness by the caller's schema pass.
 */
export function buildPharmacies(
  rows: Row[],
  zips: readonly ZipRow[],
): { pharmacies: Pharmacy[]; report: PharmacyReport } {
  const index = new ZipIndex(zips);
  const fixes: PharmacyReport['fixes'] = [];
  const built = rows.map((row) => {
    const pharmacy = pharmacyOf(row, zips);
    const fix = locationFix({ ...pharmacy, zip5: pharmacy.zip9.slice(0, 5) }, index);
    if (!fix) return pharmacy;
    fixes.push({ id: pharmacy.id, name: pharmacy.name, fix });
    if (fix.kind === 'state') return { ...pharmacy, state: fix.state };
    if (fix.kind === 'zip') return { ...pharmacy, zip9: `${fix.zip5}0000` };
    return { ...pharmacy, latitude: fix.latitude, longitude: fix.longitude };
  });
  const { kept, dropped } = dedupePharmacies(built);
  return {
    pharmacies: kept.sort((a, b) => a.id.localeCompare(b.id)),
    report: { fixes, duplicates: dropped },
  };
}

function pharmacyOf(row: Row, zips: readonly ZipRow[]): Pharmacy {
  const chain = (row.chain ?? '').trim() || null;
  const known = chain ? CHAINS[chain] : undefined;
  const state = (row.state ?? '').trim().toUpperCase();
  const latitude = Number(row.latitude);
  const longitude = Number(row.longitude);
  const zip = (row.zip ?? '').trim() || nearestZip(zips, state, latitude, longitude);
  const hours = (row.hours ?? '').trim() || null;
  const source = row.source ?? '';
  return {
    id: pharmacyIdOf(source, row.source_id ?? ''),
    name: titleCaseIfShouting((row.name ?? '').trim()),
    chain,
    chainCode: chain ? (known?.code ?? derivedChainCode(chain)) : null,
    category: chain ? (known?.category ?? 0) : 0,
    address: normalizeStreetAbbreviations(titleCaseIfShouting((row.address ?? '').trim())),
    city: titleCaseIfShouting((row.city ?? '').trim()),
    state,
    zip9: zip.length === 5 ? `${zip}0000` : zip,
    phone: (row.phone ?? '').trim() || null,
    latitude,
    longitude,
    hours,
    hoursKind: hours ? (STORE_HOURS_SOURCES.has(source) ? 'store' : 'pharmacy') : null,
    // No public source carries NPI or NCPDP ids; they stay null rather than invented.
    npi: null,
    ncpdp: null,
    source,
  };
}
