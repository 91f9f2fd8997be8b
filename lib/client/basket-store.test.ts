// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_BASKET_ITEMS } from '@/lib/domain/basket/basket-item';
import { addToBasket, removeFromBasket, replaceBasket } from './basket-store';

const KEY = 'rxpf.basket.v1';
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as unknown[];
const entry = (n: number, qty = 30) => ({
  ndc: String(n).padStart(11, '0'),
  qty,
  label: `drug ${n}`,
  quantityLabel: 'tablets',
});

describe('My medicines, kept in the browser', () => {
  beforeEach(() => replaceBasket([]));

  it('adds a medicine once, updates its quantity, removes it', () => {
    expect(addToBasket(entry(1))).toBe('added');
    expect(addToBasket(entry(1, 90))).toBe('updated');
    expect(stored()).toEqual([entry(1, 90)]);
    removeFromBasket(entry(1).ndc);
    expect(stored()).toEqual([]);
  });

  it('refuses a medicine beyond the basket’s size', () => {
    for (let n = 0; n < MAX_BASKET_ITEMS; n += 1) expect(addToBasket(entry(n))).toBe('added');
    expect(addToBasket(entry(99))).toBe('full');
    expect(stored()).toHaveLength(MAX_BASKET_ITEMS);
  });

  it('keeps only well-formed entries of a list saved from a link or edited by hand', () => {
    replaceBasket([
      entry(1),
      { ...entry(1), qty: 60 }, // a second entry for the same NDC
      { ...entry(2), ndc: '123' }, // not an NDC
      { ...entry(3), qty: 0 }, // not a quantity
      { ...entry(4), label: 'x'.repeat(500) }, // a label too long to show is replaced
    ]);
    expect(stored()).toEqual([entry(1), { ...entry(4), label: 'NDC 00000000004' }]);
  });
});
