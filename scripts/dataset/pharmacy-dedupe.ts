import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { distanceMiles } from '../../lib/domain/place/geo';
import { namesAgree } from './business-name';
import { companyOf } from './chains';
import { LISTING_SOURCES } from './listing-sources';

/** Chains whose store numbers are unique company-wide ("Walgreens #4231" is one store). */
const NUMBERED_CHAINS = new Set(['Walgreens', 'CVS', 'Walmart', "Sam's Club", 'Costco', 'Meijer']);

/**
 * Sources in order of trust in their positions: geocoded CVS rooftops, then the chains' own
 * locators, the 2017 locators, VaccinateCA (sometimes a mile or more off); a row placed only at
 * its ZIP's centre comes last whatever its source.
 */
function positionRank(p: Pharmacy): number {
  if (p.locationPrecision === 'zip') return 9;
  if (p.locationPrecision === 'approximate') return 8;
  if (p.source === 'cvs-2021-11') return 0;
  if (p.source.endsWith('-2017')) return 2;
  if (p.source === 'vaccinateca') return 3;
  return 1;
}

/** Same store, said differently: within this of each other with the same house number … */
const SAME_NUMBER_MILES = 0.155; // 250 m
/** … or this close whatever the address says. */
const SAME_SPOT_MILES = 0.037; // 60 m

const STREET_WORDS: Readonly<Record<string, string>> = {
  street: 'st',
  road: 'rd',
  avenue: 'ave',
  boulevard: 'blvd',
  drive: 'dr',
  highway: 'hwy',
  center: 'ctr',
  parkway: 'pkwy',
  lane: 'ln',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};

/** "101 W Imperial Highway" and "101 W IMPERIAL HWY." compare equal. */
function addressKey(p: Pharmacy): string {
  const street = p.address
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => STREET_WORDS[word] ?? word)
    .join(' ');
  return `${street}|${p.city.toLowerCase()}|${p.state}`;
}

/**
 * Franchise stores and independents are one family: two sources may disagree on the banner. So
 * are the banners of one company (a Kroger list's "Ralphs" is VaccinateCA's "Ralphs").
 */
const familyOf = (p: Pharmacy) => (p.category === 0 ? 'independent' : companyOf(p.chain ?? ''));

const houseNumber = (p: Pharmacy) => /^\s*(\d+)/.exec(p.address)?.[1] ?? null;
const storeNumber = (p: Pharmacy) =>
  p.chain && NUMBERED_CHAINS.has(p.chain) ? (/#\s*(\d+)/.exec(p.name)?.[1] ?? null) : null;

/** Two known, different phones or store numbers ("KP Pharmacy #181", "#182") are two stores. */
function provablyDifferent(a: Pharmacy, b: Pharmacy): boolean {
  if (a.phone && b.phone && a.phone !== b.phone) return true;
  const numberOf = (p: Pharmacy) => /#\s*(\d+)/.exec(p.name)?.[1] ?? null;
  const [numberA, numberB] = [numberOf(a), numberOf(b)];
  return numberA !== null && numberB !== null && Number(numberA) !== Number(numberB);
}

/** Keys under which two rows are the same store. */
function storeKeys(p: Pharmacy): string[] {
  const family = familyOf(p);
  if (family === 'independent') return p.phone ? [`independent|tel ${p.phone}`] : [];
  // A store known only at a registry point has no street to compare.
  const keys = p.address ? [`${family}|${addressKey(p)}`] : [];
  const number = storeNumber(p);
  if (number) keys.push(`${family}|#${Number(number)}`);
  return keys;
}

/** Two rows of one family near each other are one store when their addresses or names agree. */
function sameStoreNearby(a: Pharmacy, b: Pharmacy): boolean {
  if (familyOf(a) !== familyOf(b)) return false;
  if (a.locationPrecision !== 'address' || b.locationPrecision !== 'address') return false;
  if (provablyDifferent(a, b)) return false;
  const miles = distanceMiles(a, b);
  const sameNumber = houseNumber(a) !== null && houseNumber(a) === houseNumber(b);
  const close = miles <= SAME_SPOT_MILES || (sameNumber && miles <= SAME_NUMBER_MILES);
  if (!close) return false;
  // Independents sit side by side in medical buildings: the names must agree too.
  return familyOf(a) !== 'independent' || namesAgree(a.name, b.name);
}

const asOf = (p: Pharmacy) => LISTING_SOURCES[p.source]?.asOf ?? '';

/**
 * Drops the second listing of a store that two sources (or one source twice) name differently:
 * same chain and store number, same chain family and street address, same independent's phone,
 * or one family within 250 m at one house number or within 60 m (independents: with a name word
 * in common) unless their phones or store numbers differ. The row whose position is more trusted stays; it gains the other's phone, hours and
 * NPI, and the newer of the two listings as its `source` (the listing date shown).
 */
export function dedupePharmacies(pharmacies: readonly Pharmacy[]): {
  kept: Pharmacy[];
  dropped: Array<{ dropped: Pharmacy; kept: Pharmacy }>;
} {
  const ordered = [...pharmacies].sort(
    (a, b) => positionRank(a) - positionRank(b) || a.id.localeCompare(b.id),
  );
  const byKey = new Map<string, Pharmacy>();
  const cells = new Map<string, Pharmacy[]>();
  const cellOf = (lat: number, lon: number) => `${Math.round(lat * 100)}|${Math.round(lon * 100)}`;
  const kept: Pharmacy[] = [];
  const dropped: Array<{ dropped: Pharmacy; kept: Pharmacy }> = [];
  for (const p of ordered) {
    const keys = storeKeys(p);
    const twin = keys.map((key) => byKey.get(key)).find(Boolean) ?? nearbyTwin(p, cells, cellOf);
    if (twin) {
      twin.phone ??= p.phone;
      twin.npi ??= p.npi;
      if (!twin.hours && p.hours) Object.assign(twin, { hours: p.hours, hoursKind: p.hoursKind });
      if (asOf(p) > asOf(twin)) twin.source = p.source;
      dropped.push({ dropped: p, kept: twin });
      for (const key of keys) if (!byKey.has(key)) byKey.set(key, twin);
      continue;
    }
    const copy = { ...p };
    for (const key of keys) byKey.set(key, copy);
    const cell = cellOf(p.latitude, p.longitude);
    cells.set(cell, [...(cells.get(cell) ?? []), copy]);
    kept.push(copy);
  }
  return { kept, dropped };
}

function nearbyTwin(
  p: Pharmacy,
  cells: ReadonlyMap<string, Pharmacy[]>,
  cellOf: (lat: number, lon: number) => string,
): Pharmacy | undefined {
  for (let dLat = -0.01; dLat <= 0.011; dLat += 0.01) {
    for (let dLon = -0.01; dLon <= 0.011; dLon += 0.01) {
      const near = cells.get(cellOf(p.latitude + dLat, p.longitude + dLon)) ?? [];
      const twin = near.find((o) => sameStoreNearby(p, o));
      if (twin) return twin;
    }
  }
  return undefined;
}
