import { decimalOf } from '../api/decimal';
import { NDC_RULE, normalizeNdc } from '../drug/ndc';
import { isValidQuantity, QTY_RULE } from '../query/quantity';

/**
 * One medicine of a basket as it travels: `<NDC>:<quantity>`, in FindBasket's `Item` parameters
 * and in the basket page's shareable URL. No zod here: the browser parses shared links with it.
 */
export interface BasketItemRef {
  /** 11 digits. */
  ndc: string;
  qty: number;
}

/** How many medicines a basket holds (FindBasket makes one price search per item). */
export const MAX_BASKET_ITEMS = 10;

export const BASKET_ITEM_RULE = 'must be <NDC>:<quantity>, for example 00071015523:30';

/** Reads `<NDC>:<quantity>` (any NDC notation); the item, or what is wrong with the text. */
export function parseBasketItem(text: string): { item: BasketItemRef } | { error: string } {
  const separator = text.lastIndexOf(':');
  if (separator < 0) return { error: BASKET_ITEM_RULE };
  const ndc = normalizeNdc(text.slice(0, separator));
  const qty = decimalOf(text.slice(separator + 1));
  if (ndc === null) return { error: `NDC ${NDC_RULE}` };
  if (qty === null || !isValidQuantity(qty)) return { error: `quantity ${QTY_RULE}` };
  return { item: { ndc, qty } };
}

/** The `<NDC>:<quantity>` text of an item. */
export const formatBasketItem = (item: BasketItemRef): string => `${item.ndc}:${item.qty}`;
