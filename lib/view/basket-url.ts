import {
  formatBasketItem,
  MAX_BASKET_ITEMS,
  parseBasketItem,
  type BasketItemRef,
} from '@/lib/domain/basket/basket-item';
import {
  locationFromPageParams,
  setLocationParams,
  type SearchLocation,
} from '@/lib/domain/place/location';

/**
 * The URLs of the basket and pharmacy pages, and their FindBasket queries. A page URL carries the
 * location like the results page (`zip`, `city`+`state`, `lat`+`lon`) and items as `item=<NDC>:<qty>`:
 * a shared list, or the medicine a pharmacy was opened from.
 */

/** How many choices (a pharmacy, or a chain at one total) the basket page ranks. */
const BASKET_PHARMACIES = 25;

/** The location and the items a page URL holds (bad or repeated items are passed over). */
export function basketPageState(params: URLSearchParams): {
  location: SearchLocation | null;
  items: BasketItemRef[];
} {
  const items: BasketItemRef[] = [];
  for (const text of params.getAll('item')) {
    const parsed = parseBasketItem(text);
    if ('item' in parsed && !items.some((i) => i.ndc === parsed.item.ndc)) items.push(parsed.item);
  }
  return { location: locationFromPageParams(params), items: items.slice(0, MAX_BASKET_ITEMS) };
}

function pageUrl(
  path: string,
  location: SearchLocation | null,
  items: readonly BasketItemRef[],
): string {
  const params = new URLSearchParams();
  if (location) setLocationParams(params, location, 'page');
  for (const item of items) params.append('item', formatBasketItem(item));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** /basket?zip=…, with the items for a link that shares the list. */
export const basketUrl = (
  location: SearchLocation | null,
  sharedItems: readonly BasketItemRef[] = [],
): string => pageUrl('/basket', location, sharedItems);

/** The items a pharmacy page prices: those its link names first, then the saved list's. */
export function pharmacyPageItems(
  linked: readonly BasketItemRef[],
  saved: readonly BasketItemRef[],
): BasketItemRef[] {
  const items = [...linked];
  for (const item of saved) {
    if (!items.some((i) => i.ndc === item.ndc)) items.push({ ndc: item.ndc, qty: item.qty });
  }
  return items.slice(0, MAX_BASKET_ITEMS);
}

/** /pharmacies/<id>?zip=…&item=…: the pharmacy page, pricing these items (and the basket's). */
export const pharmacyUrl = (
  pharmacyId: string,
  location: SearchLocation | null,
  items: readonly BasketItemRef[],
): string => pageUrl(`/pharmacies/${encodeURIComponent(pharmacyId)}`, location, items);

/** The FindBasket query for these items near the location (or at one pharmacy). */
export function findBasketParams(
  groupId: string,
  location: SearchLocation | null,
  items: readonly BasketItemRef[],
  pharmacyId?: string,
): URLSearchParams {
  // Folded by chain: the ranking reads one row per choice, as the results do.
  const params = new URLSearchParams({
    groupID: groupId,
    NumPharm: String(BASKET_PHARMACIES),
    GroupBy: 'chain',
  });
  if (location) setLocationParams(params, location, 'api');
  if (pharmacyId) params.set('PharmacyId', pharmacyId);
  for (const item of items) params.append('Item', formatBasketItem(item));
  return params;
}
