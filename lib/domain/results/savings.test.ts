import { describe, expect, it } from 'vitest';
import { locatedRow } from '@/test-support/located-row';
import { bulkSaving, genericSaving, nearbySaving } from './savings';

const row = locatedRow;

describe('nearbySaving', () => {
  it('the cheapest within 5 more miles than the nearest, when it saves more than $5', () => {
    const tip = nearbySaving([row('near', 1, 20), row('mid', 3, 14.99), row('far', 6.01, 1)]);
    expect(tip).toMatchObject({
      savingsUsd: 5.01,
      extraMiles: 2,
      nearest: { pharmacyId: 'near', priceUsd: 20 },
      cheaper: { pharmacyId: 'mid', priceUsd: 14.99 },
    });
  });

  it('nothing for exactly $5, for a pharmacy beyond the 5 miles, or without distances', () => {
    expect(nearbySaving([row('near', 1, 20), row('mid', 3, 15)])).toBeNull();
    expect(nearbySaving([row('near', 1, 20), row('far', 6.01, 1)])).toBeNull();
    expect(nearbySaving([row('a', null, 20), row('b', null, 1)])).toBeNull();
  });
});

describe('genericSaving', () => {
  const fill = { form: 'TABLET', strength: '20 MG', qty: 30, quantityLabel: 'tablets' };
  it('cheapest generic against cheapest brand, from $1', () => {
    const tip = genericSaving(
      { drugName: 'Brand', rows: [row('a', 1, 50), row('b', 2, 40)] },
      { drugName: 'generic', rows: [row('a', 1, 39), row('b', 2, 45)] },
      fill,
    );
    expect(tip).toMatchObject({
      savingsUsd: 1,
      brand: { pharmacyId: 'b', priceUsd: 40 },
      generic: { pharmacyId: 'a', priceUsd: 39 },
    });
    expect(
      genericSaving(
        { drugName: 'Brand', rows: [row('a', 1, 40)] },
        { drugName: 'generic', rows: [row('a', 1, 39.01)] },
        fill,
      ),
    ).toBeNull();
  });
});

describe('bulkSaving', () => {
  it('three times the quantity, per selected quantity, from $1', () => {
    expect(bulkSaving(row('a', 1, 10), { qty: 90, priceUsd: 27 }, 'tablets')).toMatchObject({
      savingsUsd: 1,
      qty: 30,
      largerQty: 90,
    });
    expect(bulkSaving(row('a', 1, 10), { qty: 90, priceUsd: 27.03 }, 'tablets')).toBeNull();
    expect(bulkSaving(row('a', 1, 10), { qty: 60, priceUsd: 1 }, 'tablets')).toBeNull();
    expect(bulkSaving(row('a', 1, 10), null, 'tablets')).toBeNull();
  });
});
