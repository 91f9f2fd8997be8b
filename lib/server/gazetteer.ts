import 'server-only';
import type { ZipRow } from '@/lib/domain/dataset-schema';
import type { Gazetteer } from '@/lib/domain/find-drugs-query';
import type { GeoPoint } from '@/lib/domain/geo';
import { embeddedDataset } from './embedded-dataset';
import { processSingleton } from './process-singleton';

const cityKey = (city: string, state: string): string =>
  `${city
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}|${state.toUpperCase()}`;

/** Builds ZIP and City+State lookups; a city's point is the mean of its ZIPs' points. */
export function buildGazetteer(rows: readonly ZipRow[]): Gazetteer {
  const byZip = new Map<string, GeoPoint>();
  const cityPoints = new Map<string, GeoPoint[]>();
  for (const [zip, city, state, latitude, longitude] of rows) {
    const point = { latitude, longitude };
    byZip.set(zip, point);
    const key = cityKey(city, state);
    const list = cityPoints.get(key);
    if (list) list.push(point);
    else cityPoints.set(key, [point]);
  }
  const byCity = new Map<string, GeoPoint>();
  for (const [key, points] of cityPoints) {
    byCity.set(key, {
      latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length,
      longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length,
    });
  }
  return {
    zip: (zip5) => byZip.get(zip5) ?? null,
    city: (city, state) => byCity.get(cityKey(city, state)) ?? null,
  };
}

/** The embedded ZIP gazetteer (GeoNames via the zipcodes package), built once. */
export function gazetteer(): Gazetteer {
  return processSingleton('gazetteer', () => buildGazetteer(embeddedDataset().zips));
}
