import { distance } from 'geokdbush';
import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { companyOf } from './chains';
import type { ZipIndex } from './pharmacy-location';
import { cityKey } from './registry-check';
import { CMS_REGISTRY_AS_OF, type RegistryPoint } from './sources/cms-2026';
import type { SourceRow } from './sources/source-row';
import type { UnplacedStore } from './sources/unplaced-store';

/**
 * How far a registry point may lie from the centre of the store's ZIP. ZIP centres are a median
 * 1.1 miles from the pharmacies of the ZIP and 2.8 miles at the 90th percentile (data/README.md,
 * "Independents known only by ZIP"), so 8 km keeps nearly every true pair and refuses a point
 * across a large city.
 */
const MAX_KM_FROM_ZIP_CENTRE = 8;

export interface PlacementReport {
  /** Stores on the list that is being placed. */
  stores: number;
  /** Already listed by another source (same store number, or same street in the same city). */
  alreadyListed: number;
  /** Placed on a registry point of their chain in their city. */
  placed: number;
  /** No free point of their chain in their city near their ZIP: closed since, or not found. */
  noPoint: number;
}

const streetKey = (address: string, city: string, state: string) =>
  `${address.toLowerCase().replace(/[^a-z0-9]/g, '')}|${cityKey(city, state)}`;
const numberKey = (company: string, name: string) => {
  const number = /#\s*(\d+)/.exec(name)?.[1];
  return number ? `${company}#${Number(number)}` : null;
};

/**
 * Stores known only by their street address (Wegmans 2025, Walgreens 2021-04) are listed where a
 * registry point of their chain, in their city, is left over once the located stores took theirs:
 * the point confirms the store and gives its approximate position (`locationPrecision:
 * "approximate"`; directions go to the street address). Several stores and points in one city
 * pair nearest first, measured from each store's ZIP centre. The others cannot be placed without
 * inventing a position, and a store of these chains without a registry point is presumed closed.
 */
export function placeOnRegistry(
  stores: readonly UnplacedStore[],
  freePoints: readonly RegistryPoint[],
  listed: readonly Pharmacy[],
  zips: ZipIndex,
): { rows: SourceRow[]; placed: Set<RegistryPoint>; report: PlacementReport } {
  const listedKeys = new Set(
    listed.flatMap((p) => {
      if (!p.chain) return [];
      const number = numberKey(companyOf(p.chain), p.name);
      return [streetKey(p.address, p.city, p.state), ...(number ? [number] : [])];
    }),
  );
  const fresh = stores.filter((store) => {
    const number = store.chain ? numberKey(companyOf(store.chain), store.name) : null;
    return (
      !listedKeys.has(streetKey(store.address, store.city, store.state)) &&
      !(number && listedKeys.has(number))
    );
  });
  const pointsByCity = new Map<string, RegistryPoint[]>();
  for (const point of freePoints) {
    const key = `${point.company}|${cityKey(point.city, point.state)}`;
    pointsByCity.set(key, [...(pointsByCity.get(key) ?? []), point]);
  }
  const pairs = fresh.flatMap((store) => {
    const centre = zips.zip(store.zip.slice(0, 5));
    const company = store.chain ? companyOf(store.chain) : null;
    if (!centre || !company) return [];
    const candidates = pointsByCity.get(`${company}|${cityKey(store.city, store.state)}`) ?? [];
    return candidates.flatMap((point) => {
      const km = distance(centre[4], centre[3], point.longitude, point.latitude);
      return km <= MAX_KM_FROM_ZIP_CENTRE ? [{ store, point, km }] : [];
    });
  });
  pairs.sort(
    (a, b) =>
      a.km - b.km ||
      a.store.sourceId.localeCompare(b.store.sourceId) ||
      a.point.supplierId.localeCompare(b.point.supplierId),
  );
  const placedStores = new Set<UnplacedStore>();
  const placed = new Set<RegistryPoint>();
  const rows: SourceRow[] = [];
  for (const { store, point } of pairs) {
    if (placedStores.has(store) || placed.has(point)) continue;
    placedStores.add(store);
    placed.add(point);
    rows.push({
      ...store,
      latitude: point.latitude,
      longitude: point.longitude,
      locationPrecision: 'approximate',
      confirmedAsOf: CMS_REGISTRY_AS_OF,
    });
  }
  return {
    rows,
    placed,
    report: {
      stores: stores.length,
      alreadyListed: stores.length - fresh.length,
      placed: rows.length,
      noPoint: fresh.length - rows.length,
    },
  };
}
