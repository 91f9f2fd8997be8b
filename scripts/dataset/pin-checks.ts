import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { distanceMiles } from '../../lib/domain/place/geo';
import { cityLetters, type ZipIndex } from './pharmacy-location';

/** Two stores on different streets this close (10 m) stand on one copied point… */
const SAME_POINT_MILES = 0.006;
/** … or, within 25 m of each other, say they are in different towns. */
const SHARED_PIN_MILES = 0.015;
/** A pin this far from its own ZIP's centre, right beside another town's, is in that town. */
const FAR_FROM_OWN_ZIP_MILES = 15;
const OTHER_TOWN_RATIO = 5;

export interface PinFix {
  id: string;
  name: string;
  why: string;
}

const DIRECTIONS = new Set('n s e w ne nw se sw north south east west'.split(' '));
const STREET_TYPES =
  /^(st|street|rd|road|ave|avenue|blvd|boulevard|dr|drive|hwy|highway|pkwy|parkway|ln|lane|way|ct|court|pl|place|cir|circle)$/;

/** The street's name without house number, unit, direction or type: "2200 Sparkman Dr NW" → "sparkman". */
function streetName(address: string): string {
  return (
    address
      .toLowerCase()
      .split(/\b(?:ste|suite|unit|bldg|building|fl|floor|flr|rm|room)\b|#/)[0]
      ?.replace(/[^a-z0-9 ]/g, ' ')
      .split(/\s+/)
      .filter(
        (word) =>
          word.length > 1 && !/^\d/.test(word) && !DIRECTIONS.has(word) && !STREET_TYPES.test(word),
      )
      .join(' ') ?? ''
  );
}

/**
 * Finds pins that cannot be where the store is, and keeps such a store at its ZIP's centre with
 * `locationPrecision: "zip"` (never drawn on a map, no precise distance) instead of a false spot:
 * - stores on different streets at one copied point (two Walmarts of Escondido on one spot), or
 *   side by side while their addresses name different towns (the Lincoln City Safeway had the
 *   Newport store's position): a store keeps the pin only if the nearest ZIP centre is in its own
 *   city and no other store there can say the same; otherwise none can be trusted with it.
 *   Pharmacies of one building (Kaiser's floors, a CVS and a Safeway at one mall address) and
 *   neighbours on one street are not conflicts;
 * - a pin more than 15 miles from its own ZIP's centre and five times nearer another town's,
 *   while its city and ZIP agree with each other (CVS "510 C St, San Diego" stood in Oceanside).
 */
export function checkPins(
  pharmacies: readonly Pharmacy[],
  zips: ZipIndex,
): { pharmacies: Pharmacy[]; fixes: PinFix[] } {
  const fixes: PinFix[] = [];
  const misplaced = new Set<string>();
  const flag = (p: Pharmacy, why: string) => {
    if (misplaced.has(p.id)) return;
    misplaced.add(p.id);
    fixes.push({ id: p.id, name: `${p.name}, ${p.address}, ${p.city} ${p.state}`, why });
  };
  const precise = pharmacies.filter((p) => p.locationPrecision === 'address');

  for (const group of sharedPins(precise)) {
    const inOwnTown = group.filter((p) => {
      const nearest = zips.nearest(p);
      return nearest !== undefined && cityLetters(nearest[1]) === cityLetters(p.city);
    });
    const keeper = inOwnTown.length === 1 ? inOwnTown[0] : undefined;
    for (const p of group) {
      if (p !== keeper)
        flag(
          p,
          `shares its pin with ${group
            .filter((o) => o !== p)
            .map((o) => `${o.name}, ${o.address}`)
            .join('; ')}`,
        );
    }
  }
  for (const p of precise) {
    const own = zips.zip(p.zip9.slice(0, 5));
    const nearest = zips.nearest(p);
    if (!own || !nearest || cityLetters(own[1]) !== cityLetters(p.city)) continue;
    const ownMiles = distanceMiles(p, { latitude: own[3], longitude: own[4] });
    const nearestMiles = distanceMiles(p, { latitude: nearest[3], longitude: nearest[4] });
    if (
      ownMiles > FAR_FROM_OWN_ZIP_MILES &&
      nearestMiles * OTHER_TOWN_RATIO < ownMiles &&
      cityLetters(nearest[1]) !== cityLetters(p.city)
    ) {
      flag(p, `pin ${Math.round(ownMiles)} mi from ZIP ${own[0]} (${own[1]}), in ${nearest[1]}`);
    }
  }
  return {
    pharmacies: pharmacies.map((p) => {
      if (!misplaced.has(p.id)) return p;
      const own = zips.zip(p.zip9.slice(0, 5));
      if (!own) return p;
      return { ...p, latitude: own[3], longitude: own[4], locationPrecision: 'zip' };
    }),
    fixes,
  };
}

/** Groups of stores that cannot all stand where their one shared point is. */
function sharedPins(pharmacies: readonly Pharmacy[]): Pharmacy[][] {
  const cellOf = (lat: number, lon: number) => `${Math.round(lat * 200)}|${Math.round(lon * 200)}`;
  const cells = new Map<string, Pharmacy[]>();
  for (const p of pharmacies) {
    const key = cellOf(p.latitude, p.longitude);
    cells.set(key, [...(cells.get(key) ?? []), p]);
  }
  const houseNumber = (p: Pharmacy) => /^\s*(\d+)/.exec(p.address)?.[1] ?? null;
  const conflict = (a: Pharmacy, b: Pharmacy) => {
    // One building (Kaiser's medical offices at "1 Quality Dr") or one street is no conflict.
    if (houseNumber(a) !== null && houseNumber(a) === houseNumber(b)) return false;
    if (streetName(a.address) === streetName(b.address)) return false;
    const miles = distanceMiles(a, b);
    return (
      miles <= SAME_POINT_MILES ||
      (miles <= SHARED_PIN_MILES && cityLetters(a.city) !== cityLetters(b.city))
    );
  };
  const groups: Pharmacy[][] = [];
  const grouped = new Set<string>();
  for (const p of pharmacies) {
    if (grouped.has(p.id)) continue;
    const near: Pharmacy[] = [];
    for (const dLat of [-0.005, 0, 0.005])
      for (const dLon of [-0.005, 0, 0.005])
        for (const o of cells.get(cellOf(p.latitude + dLat, p.longitude + dLon)) ?? [])
          if (o !== p && conflict(p, o)) near.push(o);
    if (near.length === 0) continue;
    const group = [p, ...near];
    for (const o of group) grouped.add(o.id);
    groups.push(group);
  }
  return groups;
}
