// Nearest-pharmacy lookup: the kd-tree (kdbush + geokdbush) against the baseline it replaces, a
// linear haversine scan over every pharmacy, on the real dataset. Run: npm run bench
import { bench, describe } from 'vitest';
import { distanceMiles } from '@/lib/domain/place/geo';
import { loadDataset } from '@/lib/server/dataset/load';
import { PharmacyIndex } from '@/lib/server/providers/embedded/pharmacy-index';

const { pharmacies } = loadDataset();
const index = new PharmacyIndex(pharmacies);
const origins = [
  { latitude: 37.7487, longitude: -122.4158 }, // San Francisco 94110
  { latitude: 40.7128, longitude: -74.006 }, // New York
  { latitude: 41.8781, longitude: -87.6298 }, // Chicago
  { latitude: 61.2181, longitude: -149.9003 }, // Anchorage
];
let next = 0;

describe('25 nearest pharmacies within 100 miles', () => {
  bench('kd-tree (geokdbush.around)', () => {
    index.nearest(origins[next++ % origins.length]!, 25);
  });

  bench('baseline: linear scan + sort', () => {
    const origin = origins[next++ % origins.length]!;
    pharmacies
      .map((pharmacy) => ({ pharmacy, miles: distanceMiles(origin, pharmacy) }))
      .filter((p) => p.miles <= 100)
      .sort((a, b) => a.miles - b.miles)
      .slice(0, 25);
  });
});
