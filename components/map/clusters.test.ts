import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusterIndex, mapItems, type MapRow } from './clusters';

// Stores around one point, a few choices among them (a folded chain's stores share its row).
const rowsArbitrary = fc
  .uniqueArray(
    fc.record({
      id: fc.stringMatching(/^ph_[0-9a-f]{4}$/),
      latitude: fc.double({ min: 41.8, max: 41.95, noNaN: true }),
      longitude: fc.double({ min: -87.75, max: -87.55, noNaN: true }),
      choice: fc.constantFrom('a', 'b', 'c', 'd'),
    }),
    { selector: (store) => store.id, minLength: 1, maxLength: 60 },
  )
  .map((stores) =>
    stores.map((store): MapRow => ({
      pharmacy: {
        id: store.id,
        pharmacyName: store.id,
        latitude: store.latitude,
        longitude: store.longitude,
        locationPrecision: 'address',
      },
      pricing: { price: 9.59 },
      choiceId: store.choice,
    })),
  );

describe('mapItems', () => {
  it('places every store once at every zoom; the highlighted row’s stores each stand alone', () => {
    fc.assert(
      fc.property(
        rowsArbitrary,
        fc.integer({ min: 3, max: 18 }),
        fc.constantFrom('a', 'b', null),
        (rows, zoom, highlightedId) => {
          const items = mapItems(clusterIndex(rows), zoom, highlightedId);
          const placed = items.flatMap((item) =>
            item.kind === 'row' ? [item.row.pharmacy.id] : item.rows.map((r) => r.pharmacy.id),
          );
          expect(placed.sort()).toEqual(rows.map((row) => row.pharmacy.id).sort());
          const alone = new Set(
            items.flatMap((item) => (item.kind === 'row' ? [item.row.pharmacy.id] : [])),
          );
          for (const row of rows) {
            if (row.choiceId === highlightedId) expect(alone.has(row.pharmacy.id)).toBe(true);
          }
          for (const item of items) {
            if (item.kind === 'cluster') expect(item.rows.length).toBeGreaterThan(1);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
