import { looksLikeNdc } from '@/lib/domain/ndc';

export type SortOrder = 'price' | 'distance';

/** Where to search: a ZIP, a city and state, or coordinates from the browser. */
export type SearchLocation =
  | { kind: 'zip'; zip: string }
  | { kind: 'city'; city: string; state: string }
  | { kind: 'coords'; lat: number; lon: number };

/** A whole search as the results URL holds it: /drugs/<name>?zip=…&form=…&strength=…&qty=… */
export interface SearchState {
  name: string;
  location: SearchLocation | null;
  form: string | null;
  strength: string | null;
  qty: number | null;
  brand: 'B' | 'G' | null;
  sort: SortOrder;
}

export const RESULTS_PER_SEARCH = 30;

/** Reads the results page URL (path segment + query) into a search. */
export function searchStateFromUrl(name: string, params: URLSearchParams): SearchState {
  const qty = Number(params.get('qty'));
  const brand = params.get('brand');
  return {
    name,
    location: locationFromParams(params),
    form: params.get('form') || null,
    strength: params.get('strength') || null,
    qty: Number.isFinite(qty) && qty > 0 ? qty : null,
    brand: brand === 'B' || brand === 'G' ? brand : null,
    sort: params.get('sort') === 'distance' ? 'distance' : 'price',
  };
}

function locationFromParams(params: URLSearchParams): SearchLocation | null {
  const zip = params.get('zip');
  if (zip) return { kind: 'zip', zip };
  const city = params.get('city');
  const state = params.get('state');
  if (city && state) return { kind: 'city', city, state };
  const lat = Number(params.get('lat'));
  const lon = Number(params.get('lon'));
  if (params.get('lat') && params.get('lon') && Number.isFinite(lat) && Number.isFinite(lon)) {
    return { kind: 'coords', lat, lon };
  }
  return null;
}

/** The results URL of a search (what users share and what the back button returns to). */
export function resultsUrl(state: SearchState): string {
  const params = new URLSearchParams();
  const { location } = state;
  if (location?.kind === 'zip') params.set('zip', location.zip);
  if (location?.kind === 'city') {
    params.set('city', location.city);
    params.set('state', location.state);
  }
  if (location?.kind === 'coords') {
    params.set('lat', location.lat.toFixed(4));
    params.set('lon', location.lon.toFixed(4));
  }
  if (state.form) params.set('form', state.form);
  if (state.strength) params.set('strength', state.strength);
  if (state.qty) params.set('qty', String(state.qty));
  if (state.brand) params.set('brand', state.brand);
  if (state.sort !== 'price') params.set('sort', state.sort);
  const query = params.toString();
  return `/drugs/${encodeURIComponent(state.name)}${query ? `?${query}` : ''}`;
}

/** The FindDrugs query string for a search, in the gateway's parameter names. */
export function findDrugsParams(state: SearchState, groupId: string): URLSearchParams {
  const params = new URLSearchParams({
    groupID: groupId,
    NumPharm: String(RESULTS_PER_SEARCH),
    SortBy: state.sort,
  });
  params.set(looksLikeNdc(state.name) ? 'NDC' : 'DrugName', state.name);
  const { location } = state;
  if (location?.kind === 'zip') params.set('Zip', location.zip);
  if (location?.kind === 'city') {
    params.set('City', location.city);
    params.set('State', location.state);
  }
  if (location?.kind === 'coords') {
    params.set('Lat', String(location.lat));
    params.set('Long', String(location.lon));
  }
  if (state.form) params.set('Form', state.form);
  if (state.strength) params.set('Strength', state.strength);
  if (state.qty) params.set('Qty', String(state.qty));
  if (state.brand) params.set('BrandIndicator', state.brand);
  params.set('IncludeDrugInfo', 'true');
  return params;
}

/**
 * Reads what a person typed as a location: a ZIP (or ZIP+4), or "City, ST". Null when it is neither.
 */
export function parseLocationText(text: string): SearchLocation | null {
  const trimmed = text.trim();
  if (/^\d{5}(-?\d{4})?$/.test(trimmed)) return { kind: 'zip', zip: trimmed.slice(0, 5) };
  const match = /^(.+?),?\s+([A-Za-z]{2})$/.exec(trimmed);
  if (match?.[1] && match[2])
    return { kind: 'city', city: match[1].replace(/,$/, '').trim(), state: match[2].toUpperCase() };
  return null;
}

/** A location as a person reads it. */
export function describeLocation(location: SearchLocation | null): string {
  if (!location) return '';
  if (location.kind === 'zip') return location.zip;
  if (location.kind === 'city') return `${location.city}, ${location.state}`;
  return 'your location';
}
