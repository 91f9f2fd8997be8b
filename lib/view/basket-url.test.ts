import { describe, expect, it } from 'vitest';
import { MAX_BASKET_ITEMS } from '@/lib/domain/basket/basket-item';
import {
  basketPageState,
  basketUrl,
  findBasketParams,
  pharmacyPageItems,
  pharmacyUrl,
} from './basket-url';

const ZIP = { kind: 'zip', zip: '10001' } as const;
const item = (n: number, qty = 30) => ({ ndc: String(n).padStart(11, '0'), qty });

describe('basket and pharmacy page URLs', () => {
  it('round-trip the place and the items through a shareable URL', () => {
    const url = basketUrl(ZIP, [item(1), item(2, 60)]);
    expect(url).toBe('/basket?zip=10001&item=00000000001%3A30&item=00000000002%3A60');
    const state = basketPageState(new URL(url, 'http://x').searchParams);
    expect(state).toEqual({ location: ZIP, items: [item(1), item(2, 60)] });
  });

  it('passes over bad and repeated items and keeps at most the basket’s size', () => {
    const params = new URLSearchParams([
      ['item', 'nonsense'],
      ['item', '00000000001:30'],
      ['item', '00000000001:90'],
      ['item', '00000000002:0'],
      ...Array.from({ length: MAX_BASKET_ITEMS + 3 }, (_, i) => ['item', `${item(i + 10).ndc}:30`]),
    ]);
    const { items, location } = basketPageState(params);
    expect(location).toBeNull();
    expect(items[0]).toEqual(item(1));
    expect(items).toHaveLength(MAX_BASKET_ITEMS);
    expect(new Set(items.map((i) => i.ndc)).size).toBe(items.length);
  });

  it('prices on a pharmacy page the linked items first, then the saved list’s others', () => {
    const linked = [item(1, 90)];
    const saved = [item(1), item(2), item(3)];
    expect(pharmacyPageItems(linked, saved)).toEqual([item(1, 90), item(2), item(3)]);
    expect(pharmacyUrl('ph_abc/def', null, [item(1)])).toBe(
      '/pharmacies/ph_abc%2Fdef?item=00000000001%3A30',
    );
  });

  it('asks FindBasket in the gateway’s parameter names', () => {
    const params = findBasketParams('WEB', ZIP, [item(1), item(2)], 'ph_1');
    expect(params.get('groupID')).toBe('WEB');
    expect(params.get('Zip')).toBe('10001');
    expect(params.get('PharmacyId')).toBe('ph_1');
    expect(params.getAll('Item')).toEqual(['00000000001:30', '00000000002:30']);
  });
});
