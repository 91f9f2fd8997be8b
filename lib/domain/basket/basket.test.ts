import { describe, expect, it } from 'vitest';
import { rankBasket, type ItemAnswer } from './basket';
import type { FindDrugsResponse, LocatedDrug } from '../api/find-drugs';
import { locatedRow } from '@/test-support/located-row';

const row = locatedRow;

const answer = (...Drugs: LocatedDrug[]): FindDrugsResponse => ({
  Drugs,
  Forms: [],
  Names: [],
  Quantities: [],
  Strengths: [],
});
const item = (n: number, rows: FindDrugsResponse | null): ItemAnswer => ({
  item: { ndc: String(n).padStart(11, '0'), qty: 30 },
  answer: rows,
});
const ids = (result: ReturnType<typeof rankBasket>) => result.Pharmacies.map((p) => p.pharmacy.id);

describe('rankBasket', () => {
  it('ranks by total; a pharmacy lacking an item comes last, saying which', () => {
    const result = rankBasket(
      [
        item(1, answer(row('a', 1, 10), row('b', 2, 8), row('c', 3, 1))),
        item(2, answer(row('a', 1, 10), row('b', 2, 15))),
      ],
      10,
      100,
    );
    expect(ids(result)).toEqual(['a', 'b', 'c']);
    expect(result.Pharmacies.map((p) => [p.totalUsd, p.missingItems])).toEqual([
      [20, []],
      [23, []],
      [1, [1]],
    ]);
    expect(result.Pharmacies[2]?.prices[1]).toBeNull();
    expect(result.CheapestSingle).toEqual({ pharmacyId: 'a', totalUsd: 20 });
    expect(result.Items.map((i) => i.pricedAt)).toEqual([3, 2]);
  });

  it('sums in cents (0.1 + 0.2 is 0.3) and breaks ties by distance, then id', () => {
    const result = rankBasket(
      [
        item(1, answer(row('b', 2, 0.1), row('a', 2, 0.2), row('c', 1, 0.2))),
        item(2, answer(row('b', 2, 0.2), row('a', 2, 0.1), row('c', 1, 0.1))),
      ],
      10,
      100,
    );
    expect(result.Pharmacies.map((p) => p.totalUsd)).toEqual([0.3, 0.3, 0.3]);
    expect(ids(result)).toEqual(['c', 'a', 'b']);
  });

  it('lists the numPharm nearest, judged only within the reach of every full list', () => {
    // Item 2's list was cut off at 3 rows (asked 3): it says nothing of pharmacies beyond 3 mi.
    const result = rankBasket(
      [
        item(1, answer(row('a', 1, 5), row('b', 2, 5), row('far', 9, 1))),
        item(2, answer(row('a', 1, 5), row('b', 2, 5), row('c', 3, 5))),
      ],
      10,
      3,
    );
    expect(ids(result)).toEqual(['a', 'b', 'c']);
    expect(result.Pharmacies[2]?.missingItems).toEqual([0]);
    const nearestTwo = rankBasket(
      [item(1, answer(row('a', 1, 9), row('b', 2, 1), row('c', 3, 1)))],
      2,
      100,
    );
    expect(ids(nearestTwo)).toEqual(['b', 'a']);
  });

  it('an item no pharmacy prices is missing everywhere, and described as unknown', () => {
    const result = rankBasket([item(1, answer(row('a', 1, 5))), item(2, null)], 10, 100);
    expect(result.Pharmacies[0]?.missingItems).toEqual([1]);
    expect(result.CheapestSingle).toBeNull();
    expect(result.Items[1]).toMatchObject({ drugName: null, ln: null, pricedAt: 0 });
  });
});

describe('cheapestSplit', () => {
  it('fills each item where it is cheaper and reports the saving against one pharmacy', () => {
    const result = rankBasket(
      [
        item(1, answer(row('a', 1, 10), row('b', 2, 4), row('c', 3, 12))),
        item(2, answer(row('a', 1, 10), row('b', 2, 20), row('c', 3, 3))),
        item(3, answer(row('a', 1, 10), row('b', 2, 10), row('c', 3, 10))),
      ],
      10,
      100,
    );
    expect(result.CheapestSingle).toEqual({ pharmacyId: 'c', totalUsd: 25 });
    expect(result.CheapestSplit).toEqual({
      totalUsd: 17,
      savingsUsd: 8,
      fills: [
        { pharmacyId: 'c', items: [1, 2], subtotalUsd: 13 },
        { pharmacyId: 'b', items: [0], subtotalUsd: 4 },
      ],
    });
  });

  it('is null when no two pharmacies beat the cheapest one, or no pair covers the list', () => {
    const oneCheapest = rankBasket(
      [
        item(1, answer(row('a', 1, 1), row('b', 2, 2))),
        item(2, answer(row('a', 1, 1), row('b', 2, 2))),
      ],
      10,
      100,
    );
    expect(oneCheapest.CheapestSplit).toBeNull();
    const uncovered = rankBasket([item(1, answer(row('a', 1, 1))), item(2, null)], 10, 100);
    expect(uncovered.CheapestSplit).toBeNull();
  });

  it('splits a list no single pharmacy fills, with no saving to report', () => {
    const result = rankBasket(
      [item(1, answer(row('a', 1, 5))), item(2, answer(row('b', 2, 7)))],
      10,
      100,
    );
    expect(result.CheapestSingle).toBeNull();
    expect(result.CheapestSplit).toMatchObject({ totalUsd: 12, savingsUsd: null });
  });
});

describe('rankBasket with GroupBy=chain', () => {
  /** A chain store (category 1) priced `price` for each item. */
  const chainRow = (id: string, distance: number, price: number, chainCode: string) => {
    const plain = row(id, distance, price);
    return {
      ...plain,
      pharmacy: { ...plain.pharmacy, chainCode, pharmacyName: `${chainCode} #${id}` },
      pricing: { ...plain.pricing, svcPharmacyCategory: 1 as const },
    };
  };
  const near = (rows: LocatedDrug[]) => [item(1, answer(...rows)), item(2, answer(...rows))];

  it('folds a chain’s stores that charge the same for the list; independents stay apart', () => {
    const result = rankBasket(
      near([
        ...Array.from({ length: 13 }, (_, i) => chainRow(`w${i}`, 0.2 + i / 10, 9.5, 'WAG')),
        chainRow('c1', 0.1, 10, 'CVS'),
        chainRow('c2', 0.3, 10, 'CVS'),
        row('indie', 1, 12),
      ]),
      10,
      100,
      'chain',
    );
    expect(
      result.Choices?.map((c) => [c.name, c.storeCount, c.pharmacyIds.length, c.totalUsd]),
    ).toEqual([
      ['WAG', 13, 10, 19],
      ['CVS', 2, 2, 20],
      ['INDIE', 1, 1, 24],
    ]);
    // Pharmacies holds the listed stores, by total; the summary judges those.
    expect(result.Pharmacies).toHaveLength(13);
    expect(result.CheapestSingle).toEqual({ pharmacyId: 'w0', totalUsd: 19 });
  });

  it('takes the numPharm nearest choices, not stores, and cuts stores beyond the last one', () => {
    const result = rankBasket(
      near([
        ...Array.from({ length: 5 }, (_, i) => chainRow(`w${i}`, i, 9.5, 'WAG')),
        chainRow('c1', 2.5, 10, 'CVS'),
        row('far', 9, 1),
      ]),
      2,
      100,
      'chain',
    );
    // Two choices reach 2.5 mi: Walgreens within it, CVS; the cheap pharmacy 9 mi off is not one.
    expect(result.Choices?.map((c) => [c.nearestPharmacyId, c.storeCount])).toEqual([
      ['w0', 3],
      ['c1', 1],
    ]);
    expect(result.Pharmacies.map((p) => p.pharmacy.id)).toEqual(['w0', 'w1', 'w2', 'c1']);
  });
});
