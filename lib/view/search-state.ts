import {
  locationFromPageParams,
  setLocationParams,
  type SearchLocation,
} from '@/lib/domain/place/location';
import { looksLikeNdc } from '@/lib/domain/drug/ndc';
import { isValidQuantity } from '@/lib/domain/query/quantity';
import { PAGE_DEFAULT_SORT, sortByOf, type SortBy } from '@/lib/domain/query/sort';

/** A whole search as the results URL holds it: /drugs/<name>?zip=…&form=…&strength=…&qty=… */
export interface SearchState {
  name: string;
  location: SearchLocation | null;
  form: string | null;
  strength: string | null;
  qty: number | null;
  brand: 'B' | 'G' | null;
  sort: SortBy;
}

/** The results list: thirty choices (a chain at one price is one, however many stores). */
const RESULTS_PER_SEARCH = 30;

/** Reads the results page URL (path segment + query) into a search; junk reads as "not given". */
export function searchStateFromUrl(name: string, params: URLSearchParams): SearchState {
  const qty = Number(params.get('qty'));
  const brand = params.get('brand');
  return {
    name,
    location: locationFromPageParams(params),
    form: params.get('form') || null,
    strength: params.get('strength') || null,
    qty: isValidQuantity(qty) ? qty : null,
    brand: brand === 'B' || brand === 'G' ? brand : null,
    sort: sortByOf(params.get('sort') ?? '') ?? PAGE_DEFAULT_SORT,
  };
}

/** A fresh search for a name (or NDC) at a place: the gateway's defaults for everything else. */
export function newSearch(
  name: string,
  location: SearchLocation | null,
  fill: Partial<Pick<SearchState, 'qty'>> = {},
): SearchState {
  const none = { form: null, strength: null, qty: null, brand: null, sort: PAGE_DEFAULT_SORT };
  return { name, location, ...none, ...fill };
}

/** The results URL of a search (what users share and what the back button returns to). */
export function resultsUrl(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.location) setLocationParams(params, state.location, 'page');
  if (state.form) params.set('form', state.form);
  if (state.strength) params.set('strength', state.strength);
  if (state.qty) params.set('qty', String(state.qty));
  if (state.brand) params.set('brand', state.brand);
  if (state.sort !== PAGE_DEFAULT_SORT) params.set('sort', state.sort);
  const query = params.toString();
  return `/drugs/${encodeURIComponent(state.name)}${query ? `?${query}` : ''}`;
}

/**
 * The FindDrugs query string for a search, in the gateway's parameter names: folded by chain, so
 * the list reads one row per choice.
 */
export function findDrugsParams(state: SearchState, groupId: string): URLSearchParams {
  const params = new URLSearchParams({
    groupID: groupId,
    NumPharm: String(RESULTS_PER_SEARCH),
    SortBy: state.sort,
    GroupBy: 'chain',
  });
  params.set(looksLikeNdc(state.name) ? 'NDC' : 'DrugName', state.name);
  if (state.location) setLocationParams(params, state.location, 'api');
  if (state.form) params.set('Form', state.form);
  if (state.strength) params.set('Strength', state.strength);
  if (state.qty) params.set('Qty', String(state.qty));
  if (state.brand) params.set('BrandIndicator', state.brand);
  return params;
}
