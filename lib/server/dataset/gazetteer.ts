import 'server-only';
import type { ZipRow } from '@/lib/domain/dataset/dataset-schema';
import type { Gazetteer, GazetteerPlace } from '@/lib/domain/place/location';

/**
 * A city's lookup key: letters without their accents ("Los Ángeles" and "San José" are the
 * dataset's "Los Angeles" and "San Jose", as a Spanish speaker writes them), case and
 * punctuation aside.
 */
export const cityKey = (city: string, state: string): string =>
  `${city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}|${state.toUpperCase()}`;

/** Builds ZIP and City+State lookups; a city's point is the mean of its ZIPs' points. */
export function buildGazetteer(rows: readonly ZipRow[]): Gazetteer {
  const byZip = new Map<string, GazetteerPlace>();
  const cityPlaces = new Map<string, GazetteerPlace[]>();
  for (const [zip, city, state, latitude, longitude] of rows) {
    const place = { latitude, longitude, city, state };
    byZip.set(zip, place);
    const key = cityKey(city, state);
    const list = cityPlaces.get(key);
    if (list) list.push(place);
    else cityPlaces.set(key, [place]);
  }
  const byCity = new Map<string, GazetteerPlace>();
  for (const [key, places] of cityPlaces) {
    const first = places[0];
    if (!first) continue;
    byCity.set(key, {
      city: first.city,
      state: first.state,
      latitude: places.reduce((sum, p) => sum + p.latitude, 0) / places.length,
      longitude: places.reduce((sum, p) => sum + p.longitude, 0) / places.length,
    });
  }
  return {
    zip: (zip5) => byZip.get(zip5) ?? null,
    city: (city, state) => byCity.get(cityKey(city, state)) ?? null,
  };
}
