import { MAX_BASKET_ITEMS, type BasketItemRef } from '@/lib/domain/basket/basket-item';
import { isValidQuantity } from '@/lib/domain/query/quantity';
import { localStore, useLocalStore } from './local-store';

/** A medicine in "My medicines": what FindBasket needs, and how to name it before it answers. */
export interface BasketEntry extends BasketItemRef {
  /** "atorvastatin 20 mg tablet". */
  label: string;
  /** "tablets". */
  quantityLabel: string;
}

const NO_ENTRIES: readonly BasketEntry[] = [];
const MAX_TEXT_CHARS = 200;

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.length <= MAX_TEXT_CHARS ? value : fallback;

/** The stored list, keeping only well-formed entries: one per NDC, at most MAX_BASKET_ITEMS. */
function parseEntries(raw: unknown): readonly BasketEntry[] {
  if (!Array.isArray(raw)) return NO_ENTRIES;
  const entries: BasketEntry[] = [];
  for (const value of raw as unknown[]) {
    const entry = (value ?? {}) as Partial<Record<keyof BasketEntry, unknown>>;
    const { ndc, qty } = entry;
    if (typeof ndc !== 'string' || !/^\d{11}$/.test(ndc)) continue;
    if (typeof qty !== 'number' || !isValidQuantity(qty)) continue;
    if (entries.some((e) => e.ndc === ndc)) continue;
    entries.push({
      ndc,
      qty,
      label: text(entry.label, `NDC ${ndc}`),
      quantityLabel: text(entry.quantityLabel, ''),
    });
  }
  return entries.slice(0, MAX_BASKET_ITEMS);
}

const basket = localStore('rxpf.basket.v1', parseEntries, NO_ENTRIES);

/** "My medicines", as kept in this browser. */
export const useBasket = (): readonly BasketEntry[] => useLocalStore(basket);

/** Adds a medicine, or changes its quantity when its NDC is already there. */
export function addToBasket(entry: BasketEntry): 'added' | 'updated' | 'full' {
  const entries = basket.get();
  if (entries.some((e) => e.ndc === entry.ndc)) {
    basket.set(entries.map((e) => (e.ndc === entry.ndc ? entry : e)));
    return 'updated';
  }
  if (entries.length >= MAX_BASKET_ITEMS) return 'full';
  basket.set([...entries, entry]);
  return 'added';
}

export function removeFromBasket(ndc: string): void {
  basket.set(basket.get().filter((e) => e.ndc !== ndc));
}

/** Makes a shared list this browser's own. */
export function replaceBasket(entries: readonly BasketEntry[]): void {
  basket.set(parseEntries(entries));
}
