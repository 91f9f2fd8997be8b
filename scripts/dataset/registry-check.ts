import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { companyOf } from './chains';
import { CMS_REGISTRY_AS_OF, type RegistryPoint } from './sources/cms-2026';

/**
 * The 2026 check: is a listed chain store still a pharmacy of its chain in the CMS registry of
 * mid-2026? The registry has no street addresses, and its points are geocodes typically 100–260 m
 * off (8–21 % of them more than 1 km), so a store and a point are paired by chain, distance and
 * city, each point with at most one store (a closed store must not borrow its open neighbour's
 * point), nearest pairs first:
 * 1. within NEAR_KM in the same city; 2. within NEAR_KM whatever the city names say (a mailing
 * city, "Buffalo", against the town, "Amherst"); 3. in the same city within CITY_KM, both still
 * unpaired (a poor geocode of a store no other store of the chain claims). Rows placed only at a
 * ZIP centre take part in 1 and 3 only, 3 within ZIP_ROW_CITY_KM: their position is not the
 * store's, and a ZIP centre lies up to a few miles from it. Paired, they move to the point
 * (`locationPrecision: "approximate"`), nearer the store than their ZIP's centre.
 * data/README.md gives the evidence for the radii (how many stores known open in 2025 each pass
 * confirms).
 */
export const NEAR_KM = 1;
export const CITY_KM = 5;
export const ZIP_ROW_CITY_KM = 15;

/**
 * Companies whose pharmacies nearly all enrol with the registry: a store of theirs with no point
 * is presumed closed (in a state where the registry lists any of the company's stores). Costco is not among them (38 points for ~600 pharmacies): its stores are
 * confirmed where a point is found and kept where none is.
 */
export const REGISTRY_COVERS_WELL: ReadonlySet<string> = new Set([
  'cvs',
  'walgreens',
  'walmart',
  'sams',
  'kroger',
  'albertsons',
  'publix',
  'heb',
  'hyvee',
  'meijer',
  'gianteagle',
  'wegmans',
  'raleys',
  'ddm',
  'thriftywhite',
]);

/** How a store was paired with its registry point. */
type MatchPass = 'near-same-city' | 'near' | 'same-city';

export interface RegistryMatch {
  point: RegistryPoint;
  km: number;
  pass: MatchPass;
}

/** "St. Louis" and "Saint Louis", "Mt Vernon" and "Mount Vernon" are one city. */
export function cityKey(city: string, state: string): string {
  const words = city
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ st: 'saint', ste: 'sainte', mt: 'mount', ft: 'fort' })[word] ?? word);
  return `${words.join('')}|${state}`;
}

/** The chain company a listed row is checked as, or null (independents, franchises). */
export const checkedCompanyOf = (p: Pick<Pharmacy, 'chain' | 'category'>): string | null =>
  p.category === 0 || !p.chain ? null : companyOf(p.chain);

type Checked = Pick<
  Pharmacy,
  'id' | 'chain' | 'category' | 'city' | 'state' | 'latitude' | 'longitude' | 'locationPrecision'
>;

interface Pair {
  tier: number;
  km: number;
  row: Checked;
  point: RegistryPoint;
}

const PASSES: readonly MatchPass[] = ['near-same-city', 'near', 'same-city'];

/** Pairs listed chain stores with registry points of their company, one to one (see above). */
export function matchRegistry(
  rows: readonly Checked[],
  points: readonly RegistryPoint[],
): Map<string, RegistryMatch> {
  const byCompany = new Map<string, RegistryPoint[]>();
  for (const point of points) {
    if (point.company)
      byCompany.set(point.company, [...(byCompany.get(point.company) ?? []), point]);
  }
  const indexes = new Map(
    [...byCompany].map(([company, list]) => {
      const index = new KDBush(list.length);
      for (const point of list) index.add(point.longitude, point.latitude);
      index.finish();
      return [company, { index, list }] as const;
    }),
  );
  const pairs: Pair[] = [];
  for (const row of rows) {
    const company = checkedCompanyOf(row);
    const found = company ? indexes.get(company) : undefined;
    if (!found) continue;
    const city = cityKey(row.city, row.state);
    const radiusKm = row.locationPrecision === 'zip' ? ZIP_ROW_CITY_KM : CITY_KM;
    for (const id of around(found.index, row.longitude, row.latitude, Infinity, radiusKm)) {
      const point = found.list[id] as RegistryPoint;
      const km = distance(row.longitude, row.latitude, point.longitude, point.latitude);
      const sameCity = cityKey(point.city, point.state) === city;
      const tier =
        km <= NEAR_KM && sameCity ? 0 : km <= NEAR_KM && row.locationPrecision !== 'zip' ? 1 : 2;
      if (tier === 2 && !sameCity) continue;
      pairs.push({ tier, km, row, point });
    }
  }
  pairs.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.km - b.km ||
      a.row.id.localeCompare(b.row.id) ||
      a.point.supplierId.localeCompare(b.point.supplierId),
  );
  const matches = new Map<string, RegistryMatch>();
  const usedPoints = new Set<RegistryPoint>();
  for (const { tier, km, row, point } of pairs) {
    if (matches.has(row.id) || usedPoints.has(point)) continue;
    matches.set(row.id, { point, km, pass: PASSES[tier] as MatchPass });
    usedPoints.add(point);
  }
  return matches;
}

export interface RegistryCheck {
  /** Every row, chain stores the registry lists marked `confirmedAsOf`; presumed-closed left out. */
  kept: Pharmacy[];
  /** Stores of a chain the registry covers well with no point of their own: left out. */
  presumedClosed: Pharmacy[];
  matches: Map<string, RegistryMatch>;
  /** Registry points of chain companies no listed store took. */
  unmatched: RegistryPoint[];
}

/** The store marked confirmed; one placed at its ZIP's centre moves to its registry point. */
function confirmed(p: Pharmacy, point: RegistryPoint): Pharmacy {
  if (p.locationPrecision !== 'zip') return { ...p, confirmedAsOf: CMS_REGISTRY_AS_OF };
  return {
    ...p,
    latitude: point.latitude,
    longitude: point.longitude,
    locationPrecision: 'approximate',
    confirmedAsOf: CMS_REGISTRY_AS_OF,
  };
}

/** Runs the check over a listing (see matchRegistry and REGISTRY_COVERS_WELL). */
export function checkAgainstRegistry(
  pharmacies: readonly Pharmacy[],
  points: readonly RegistryPoint[],
): RegistryCheck {
  const matches = matchRegistry(pharmacies, points);
  // A chain may enrol a state's stores under another company's name (Walmart's Puerto Rico
  // company holds Sam's Club's stores there): where it has no point at all, absence says nothing.
  const enrolledIn = new Set(points.map((point) => `${point.company}|${point.state}`));
  const kept: Pharmacy[] = [];
  const presumedClosed: Pharmacy[] = [];
  for (const p of pharmacies) {
    const company = checkedCompanyOf(p) ?? '';
    const match = matches.get(p.id);
    if (match) kept.push(confirmed(p, match.point));
    else if (REGISTRY_COVERS_WELL.has(company) && enrolledIn.has(`${company}|${p.state}`)) {
      presumedClosed.push(p);
    } else kept.push(p);
  }
  const taken = new Set([...matches.values()].map((match) => match.point));
  return {
    kept,
    presumedClosed,
    matches,
    unmatched: points.filter((point) => point.company && !taken.has(point)),
  };
}
