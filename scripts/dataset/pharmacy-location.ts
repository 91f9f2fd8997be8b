import KDBush from 'kdbush';
import { around } from 'geokdbush';
import type { ZipRow } from '../../lib/domain/dataset/dataset-schema';
import { distanceMiles, type GeoPoint } from '../../lib/domain/place/geo';

/** A pharmacy farther than this from its ZIP's centre has a wrong ZIP, state or position. */
export const MAX_ZIP_DISTANCE_MILES = 50;

/** How near a ZIP of the pharmacy's own city its position must be to take that ZIP. */
const CITY_ZIP_MILES = 25;

export interface Located {
  city: string;
  state: string;
  zip5: string;
  latitude: number;
  longitude: number;
}

/** What to change in a row, and why (printed by the build). */
export type LocationFix =
  | { kind: 'state'; state: string; why: string }
  | { kind: 'zip'; zip5: string; why: string }
  | { kind: 'position'; latitude: number; longitude: number; why: string };

/** A city name as the build compares towns: letters alone, lower case ("St. Louis" → "stlouis"). */
export const cityLetters = (city: string) => city.toLowerCase().replace(/[^a-z]/g, '');
const cityKey = (city: string, state: string) => `${cityLetters(city)}|${state}`;

/** The ZIP gazetteer indexed by ZIP, by city and by position. */
export class ZipIndex {
  private readonly byZip = new Map<string, ZipRow>();
  private readonly byCity = new Map<string, ZipRow[]>();
  private readonly points: KDBush;

  constructor(private readonly zips: readonly ZipRow[]) {
    this.points = new KDBush(Math.max(1, zips.length));
    for (const row of zips) {
      this.byZip.set(row[0], row);
      const key = cityKey(row[1], row[2]);
      this.byCity.set(key, [...(this.byCity.get(key) ?? []), row]);
      this.points.add(row[4], row[3]);
    }
    this.points.finish();
  }

  /** The ZIP whose centre is nearest the point. */
  nearest(point: GeoPoint): ZipRow | undefined {
    const [index] = around(this.points, point.longitude, point.latitude, 1);
    return index === undefined ? undefined : this.zips[index];
  }

  zip(zip5: string): ZipRow | undefined {
    return this.byZip.get(zip5);
  }

  cityZips(city: string, state: string): readonly ZipRow[] {
    return this.byCity.get(cityKey(city, state)) ?? [];
  }
}

const milesTo = (p: Located, row: ZipRow) =>
  distanceMiles(p, { latitude: row[3], longitude: row[4] });

/**
 * Checks a pharmacy against its ZIP. When they disagree, the parts that agree decide which one is
 * wrong: the ZIP's city and position vouch for the ZIP (then the state, or the position, is
 * wrong); a ZIP of the pharmacy's own city next to its position shows the ZIP is wrong.
 * Null when nothing needs fixing or nothing can be decided.
 */
export function locationFix(p: Located, index: ZipIndex): LocationFix | null {
  const zip = index.zip(p.zip5);
  if (!zip) return null;
  const [, zipCity, zipState] = zip;
  const miles = milesTo(p, zip);
  const sameCity = cityKey(zipCity, zipState) === cityKey(p.city, zipState);
  if (zipState !== p.state && sameCity && miles <= MAX_ZIP_DISTANCE_MILES) {
    return { kind: 'state', state: zipState, why: `ZIP ${p.zip5} is ${zipCity}, ${zipState}` };
  }
  if (miles <= MAX_ZIP_DISTANCE_MILES && zipState === p.state) return null;
  const ownCityZip = index
    .cityZips(p.city, p.state)
    .map((row) => ({ row, miles: milesTo(p, row) }))
    .sort((a, b) => a.miles - b.miles || a.row[0].localeCompare(b.row[0]))[0];
  if (ownCityZip && ownCityZip.miles <= CITY_ZIP_MILES) {
    return {
      kind: 'zip',
      zip5: ownCityZip.row[0],
      why: `ZIP ${p.zip5} is ${zipCity}, ${zipState}, ${Math.round(miles)} mi away; ${ownCityZip.row[0]} is ${p.city}`,
    };
  }
  if (sameCity && zipState === p.state) {
    return {
      kind: 'position',
      latitude: zip[3],
      longitude: zip[4],
      why: `position ${Math.round(miles)} mi from its own ZIP ${p.zip5} (${zipCity}): moved to the ZIP's centre`,
    };
  }
  return null;
}
