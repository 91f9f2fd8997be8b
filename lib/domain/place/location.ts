import { decimalOf } from '../api/decimal';
import type { GeoPoint } from './geo';
import { USPS_STATE_CODES } from './us-states';

/**
 * The search-location rules, in one place for the API validation, the search form and the results
 * page: what a ZIP, a state and a coordinate are, how a typed location reads, and how a location
 * travels in the page URL (`zip`, `city`+`state`, `lat`+`lon`) and in FindDrugs (`Zip`,
 * `City`+`State`, `Lat`+`Long`).
 */

/** Where to search from, as a person gives it. */
export type SearchLocation =
  | { kind: 'zip'; zip: string }
  | { kind: 'city'; city: string; state: string }
  | { kind: 'coords'; lat: number; lon: number };

/** The point FindDrugs measured distances from, and how to name it (a FindDrugs extension). */
export interface SearchOrigin extends GeoPoint {
  label: string;
}

/** A place the gazetteer knows: its point and where it is. */
export interface GazetteerPlace extends GeoPoint {
  city: string;
  state: string;
}

/** Resolves search locations; the server backs it with the embedded ZIP gazetteer. */
export interface Gazetteer {
  zip(zip5: string): GazetteerPlace | null;
  city(city: string, state: string): GazetteerPlace | null;
}

const ZIP = /^(\d{5})(-?\d{4})?$/;
export const ZIP_RULE = 'must be 5 digits or ZIP+4 (12345-6789 or 123456789)';
export const STATE_RULE = 'must be a USPS two-letter state code';
export const LATITUDE_RULE = 'must be a number from -90 to 90';
export const LONGITUDE_RULE = 'must be a number from -180 to 180';

/** The 5-digit ZIP of a ZIP or ZIP+4 (`12345`, `12345-6789`, `123456789`); null otherwise. */
export function zip5Of(text: string): string | null {
  return ZIP.exec(text.trim())?.[1] ?? null;
}

/** The upper-case USPS code when the text is one ("ca" → "CA"); null otherwise. */
export function stateCodeOf(text: string): string | null {
  const code = text.trim().toUpperCase();
  return USPS_STATE_CODES.has(code) ? code : null;
}

export const isLatitude = (value: number): boolean =>
  Number.isFinite(value) && value >= -90 && value <= 90;
export const isLongitude = (value: number): boolean =>
  Number.isFinite(value) && value >= -180 && value <= 180;

/** Reads what a person typed: a ZIP (or ZIP+4), or "City, ST" with a real state code. */
export function parseLocationText(text: string): SearchLocation | null {
  const zip = zip5Of(text);
  if (zip) return { kind: 'zip', zip };
  const match = /^(.+?),?\s+([A-Za-z]{2})$/.exec(text.trim());
  const city = match?.[1]?.replace(/,$/, '').trim();
  const state = stateCodeOf(match?.[2] ?? '');
  return city && state ? { kind: 'city', city, state } : null;
}

/** A location as a person reads it. */
export function describeLocation(
  location: SearchLocation | null,
  yourLocation = 'your location',
): string {
  if (!location) return '';
  if (location.kind === 'zip') return location.zip;
  if (location.kind === 'city') return `${location.city}, ${location.state}`;
  return yourLocation;
}

/** The parameter names a location travels under, in the page URL and in FindDrugs. */
const PARAMETER_NAMES = {
  page: { zip: 'zip', city: 'city', state: 'state', lat: 'lat', lon: 'lon' },
  api: { zip: 'Zip', city: 'City', state: 'State', lat: 'Lat', lon: 'Long' },
} as const;

/** The location a results-page URL holds, by the same rules the API applies; null when none. */
export function locationFromPageParams(params: URLSearchParams): SearchLocation | null {
  const names = PARAMETER_NAMES.page;
  const zip = zip5Of(params.get(names.zip) ?? '');
  if (zip) return { kind: 'zip', zip };
  const city = params.get(names.city)?.trim();
  const state = stateCodeOf(params.get(names.state) ?? '');
  if (city && state) return { kind: 'city', city, state };
  const lat = decimalOf(params.get(names.lat));
  const lon = decimalOf(params.get(names.lon));
  if (lat !== null && lon !== null && isLatitude(lat) && isLongitude(lon)) {
    return { kind: 'coords', lat, lon };
  }
  return null;
}

/**
 * Writes a location as page-URL parameters (coordinates to 4 decimals, about 11 m, so shared links
 * stay short) or as FindDrugs parameters (full precision).
 */
export function setLocationParams(
  params: URLSearchParams,
  location: SearchLocation,
  where: keyof typeof PARAMETER_NAMES,
): void {
  const names = PARAMETER_NAMES[where];
  if (location.kind === 'zip') params.set(names.zip, location.zip);
  if (location.kind === 'city') {
    params.set(names.city, location.city);
    params.set(names.state, location.state);
  }
  if (location.kind === 'coords') {
    const format = (degrees: number) => (where === 'page' ? degrees.toFixed(4) : String(degrees));
    params.set(names.lat, format(location.lat));
    params.set(names.lon, format(location.lon));
  }
}

/** How FindDrugs names the point it searched from. */
export function originLabel(location: SearchLocation, place: GazetteerPlace | null): string {
  if (location.kind === 'zip')
    return place ? `${place.city}, ${place.state} ${location.zip}` : location.zip;
  if (location.kind === 'city')
    return place ? `${place.city}, ${place.state}` : describeLocation(location);
  return `${location.lat.toFixed(4)}, ${location.lon.toFixed(4)}`;
}
