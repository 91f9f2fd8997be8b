import 'server-only';
import type { GeoPoint } from '@/lib/domain/geo';
import { gazetteer } from './gazetteer';

/** The point a results URL searches from (zip, city+state or lat/lon), for marking it on the map. */
export function searchOrigin(
  params: Record<string, string | string[] | undefined>,
): GeoPoint | null {
  const one = (name: string) => {
    const value = params[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const lat = Number(one('lat'));
  const lon = Number(one('lon'));
  if (one('lat') && one('lon') && Math.abs(lat) <= 90 && Math.abs(lon) <= 180)
    return { latitude: lat, longitude: lon };
  if (/^\d{5}/.test(one('zip'))) return gazetteer().zip(one('zip').slice(0, 5));
  if (one('city') && one('state')) return gazetteer().city(one('city'), one('state'));
  return null;
}
