import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locatedRow } from '@/test-support/located-row';
import {
  chainPriceKey,
  choiceName,
  compareChoices,
  groupByOf,
  foldKeyOfRow,
  nearestChoices,
} from './choices';
import type { LocatedDrug } from '../api/find-drugs';

/** A FindDrugs row of a chain (category 1) or, with chainCode null, an independent. */
function storeRow(
  id: string,
  distance: number | null,
  price: number,
  chainCode: string | null,
): LocatedDrug {
  const row = locatedRow(id, distance, price);
  return {
    ...row,
    pharmacy: { ...row.pharmacy, chainCode, pharmacyName: chainCode ?? id },
    pricing: { ...row.pricing, svcPharmacyCategory: chainCode === null ? 0 : 1 },
  };
}

const rowsArbitrary = fc
  .uniqueArray(
    fc.record({
      id: fc.stringMatching(/^ph_[0-9a-f]{4}$/),
      distance: fc.option(
        fc.integer({ min: 0, max: 2000 }).map((d) => d / 100),
        { nil: null },
      ),
      // Few chains and few prices, so folding happens often.
      price: fc.constantFrom(4, 9.59, 10.6, 12.25),
      chainCode: fc.option(fc.constantFrom('WAG', 'CVS', 'JEWEL'), { nil: null }),
    }),
    { selector: (store) => store.id, maxLength: 40 },
  )
  .map((stores) =>
    stores.map((store) => storeRow(store.id, store.distance, store.price, store.chainCode)),
  );

const keyOf = foldKeyOfRow;
const distance = (row: LocatedDrug) => row.pharmacy.distance ?? 0;
const ids = (rows: readonly LocatedDrug[]) => rows.map((row) => row.pharmacy.id);

describe('nearestChoices', () => {
  it('partitions the rows: each in one choice, one chain at one price each, apart when unchained', () => {
    fc.assert(
      fc.property(rowsArbitrary, (rows) => {
        const choices = nearestChoices(rows, foldKeyOfRow, rows.length);
        expect(ids(choices.flat()).sort()).toEqual(ids(rows).sort());
        const keys = choices.map((stores) => keyOf(stores[0] as LocatedDrug));
        for (const [index, stores] of choices.entries()) {
          expect(stores.length).toBeGreaterThan(0);
          for (const row of stores) expect(keyOf(row)).toBe(keys[index]);
          if (keys[index] === null) expect(stores).toHaveLength(1);
        }
        // Maximal: no two choices could have been one.
        const folded = keys.filter((key) => key !== null);
        expect(new Set(folded).size).toBe(folded.length);
      }),
    );
  });

  it('keeps the count nearest choices, each nearest first, and stores no farther than the list reaches', () => {
    fc.assert(
      fc.property(rowsArbitrary, fc.integer({ min: 0, max: 12 }), (rows, count) => {
        const all = nearestChoices(rows, foldKeyOfRow, rows.length);
        const kept = nearestChoices(rows, foldKeyOfRow, count);
        expect(kept).toHaveLength(Math.min(count, all.length));
        // The same choices as the first `count` of the whole fold, named by the same nearest store.
        expect(kept.map((stores) => stores[0])).toEqual(all.slice(0, count).map((s) => s[0]));
        const nearest = kept.map((stores) => distance(stores[0] as LocatedDrug));
        expect(nearest).toEqual([...nearest].sort((a, b) => a - b));
        for (const stores of kept) {
          const miles = stores.map(distance);
          expect(miles).toEqual([...miles].sort((a, b) => a - b));
        }
        if (kept.length < all.length) {
          const reach = nearest.at(-1) ?? 0;
          for (const [index, stores] of kept.entries()) {
            const whole = all[index] ?? [];
            // Cut only what lies beyond the reach, and never the choice's own nearest store.
            expect(ids(stores)).toEqual(
              ids(whole.filter((row, i) => i === 0 || distance(row) <= reach)),
            );
          }
        } else {
          expect(kept).toEqual(all);
        }
      }),
    );
  });

  it('does not depend on the order the rows come in', () => {
    fc.assert(
      fc.property(
        rowsArbitrary.chain((rows) =>
          fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length })),
        ),
        fc.integer({ min: 1, max: 12 }),
        ([rows, shuffled], count) => {
          expect(nearestChoices(shuffled, foldKeyOfRow, count)).toEqual(
            nearestChoices(rows, foldKeyOfRow, count),
          );
        },
      ),
    );
  });

  it('near 60601: 16 Walgreens at $9.59 and 14 CVS at $10.60 are two choices, Walmart a third', () => {
    const rows = [
      ...Array.from({ length: 16 }, (_, i) => storeRow(`wag${i}`, 0.2 + i / 10, 9.59, 'WAG')),
      ...Array.from({ length: 14 }, (_, i) => storeRow(`cvs${i}`, 0.1 + i / 10, 10.6, 'CVS')),
      storeRow('wmt', 3.6, 4, 'WMT'),
      storeRow('indie', 1, 12, null),
      storeRow('indie2', 1, 12, null),
    ];
    const choices = nearestChoices(rows, foldKeyOfRow, 30);
    expect(choices.map((stores) => [stores[0]?.pharmacy.id, stores.length])).toEqual([
      ['cvs0', 14],
      ['wag0', 16],
      ['indie', 1],
      ['indie2', 1],
      ['wmt', 1],
    ]);
    expect(
      [...choices].sort(compareChoices('price')).map((stores) => stores[0]?.pharmacy.id),
    ).toEqual(['wmt', 'wag0', 'cvs0', 'indie', 'indie2']);
    // Taking two choices reaches 0.2 mi: the first Walgreens; farther Walgreens and CVS are cut.
    expect(nearestChoices(rows, foldKeyOfRow, 2).map((stores) => stores.length)).toEqual([2, 1]);
  });
});

describe('compareChoices', () => {
  it('orders by the sort key of each nearest store, the other key and the id breaking ties', () => {
    fc.assert(
      fc.property(
        rowsArbitrary,
        fc.constantFrom('price' as const, 'distance' as const),
        (rows, sortBy) => {
          const sorted = nearestChoices(rows, foldKeyOfRow, rows.length).sort(
            compareChoices(sortBy),
          );
          const keys = sorted.map((stores) => {
            const row = stores[0] as LocatedDrug;
            return sortBy === 'price'
              ? [row.pricing.price, distance(row)]
              : [distance(row), row.pricing.price];
          });
          for (let i = 1; i < keys.length; i += 1) {
            const [a1 = 0, a2 = 0] = keys[i - 1] ?? [];
            const [b1 = 0, b2 = 0] = keys[i] ?? [];
            expect(a1 < b1 || (a1 === b1 && a2 <= b2)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('chainPriceKey', () => {
  it('one key per chain and price in cents; independents and unchained stores none', () => {
    expect(chainPriceKey('WAG', 1, [9.59])).toBe(chainPriceKey('WAG', 1, [9.590000001]));
    expect(chainPriceKey('WAG', 1, [9.59])).not.toBe(chainPriceKey('WAG', 1, [9.6]));
    expect(chainPriceKey('WAG', 1, [9.59])).not.toBe(chainPriceKey('CVS', 1, [9.59]));
    expect(chainPriceKey('WAG', 1, [9.59, null])).not.toBe(chainPriceKey('WAG', 1, [9.59, 1]));
    expect(chainPriceKey('GNP', 0, [9.59])).toBeNull();
    expect(chainPriceKey(null, 1, [9.59])).toBeNull();
  });
});

describe('choiceName', () => {
  it('the words every name begins with, else the most common name, else the nearest', () => {
    expect(choiceName(['Walgreens #9438', 'Walgreens #15921'])).toBe('Walgreens');
    expect(choiceName(['CVS Pharmacy in Target', 'CVS Pharmacy'])).toBe('CVS Pharmacy');
    expect(choiceName(['Save Mart Pharmacy - Goshen', 'Save Mart Pharmacy - Rocklin'])).toBe(
      'Save Mart Pharmacy',
    );
    expect(choiceName(['Hy-Vee Pharmacy (Lincoln #3)', 'Hy-Vee Pharmacy (Robbinsdale)'])).toBe(
      'Hy-Vee Pharmacy',
    );
    expect(choiceName(['Community, A Walgreens Pharmacy', 'Walgreens', 'Walgreens'])).toBe(
      'Walgreens',
    );
    expect(choiceName(['Alpha', 'Beta'])).toBe('Alpha');
    expect(choiceName(['Rite Aid #12'])).toBe('Rite Aid #12');
  });

  it('is always the start of every name or one of the names, never empty for names that are not', () => {
    const name = fc.stringMatching(/^[A-Za-z#0-9-]{1,6}( [A-Za-z#0-9-]{1,6}){0,3}$/);
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 6 }), (names) => {
        const chosen = choiceName(names);
        expect(chosen).not.toBe('');
        expect(names.includes(chosen) || names.every((n) => n.startsWith(chosen))).toBe(true);
      }),
    );
  });
});

describe('groupByOf', () => {
  it('reads chain in any case, nothing else', () => {
    expect(groupByOf(' Chain ')).toBe('chain');
    expect(groupByOf('store')).toBeNull();
  });
});
