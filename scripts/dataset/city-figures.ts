import type { Pharmacy, ZipRow } from '../../lib/domain/dataset/dataset-schema';
import { distanceMiles, type GeoPoint } from '../../lib/domain/place/geo';

/**
 * The twelve big-city checks of issue 17: around each city's downtown ZIP, do the 25 nearest
 * listed pharmacies offer a choice (several banners, CVS among them) close by? Read by
 * scripts/city-figures.ts (printed) and city-figures.test.ts (asserted on the committed data).
 */

export const CITY_ZIPS: ReadonlyArray<{ city: string; zip: string }> = [
  { city: 'Manhattan', zip: '10001' },
  { city: 'Brooklyn', zip: '11201' },
  { city: 'Philadelphia', zip: '19103' },
  { city: 'Detroit', zip: '48226' },
  { city: 'Atlanta', zip: '30303' },
  { city: 'Houston', zip: '77002' },
  { city: 'Chicago', zip: '60601' },
  { city: 'Miami', zip: '33130' },
  { city: 'Boston', zip: '02108' },
  { city: 'Seattle', zip: '98101' },
  { city: 'Phoenix', zip: '85004' },
  { city: 'Denver', zip: '80202' },
];

/** How many nearest pharmacies the checks look at (FindDrugs' default NumPharm). */
export const NEAREST_COUNT = 25;

/** The thresholds: how many of the twelve cities must pass each check. */
export const CITY_TARGETS = {
  minBanners: 3,
  citiesWithBanners: 10,
  citiesWithCvs: 9,
  maxMilesOf25th: 5,
  citiesWithin5Miles: 10,
} as const;

export type CityPharmacy = Pick<
  Pharmacy,
  'chain' | 'category' | 'latitude' | 'longitude' | 'locationPrecision'
>;

export interface CityFigure {
  city: string;
  zip: string;
  /** Distinct banners among the nearest: each chain by name, all independents as one. */
  banners: string[];
  hasCvs: boolean;
  milesTo25th: number;
  /** How many of the nearest are placed only at their ZIP's centre. */
  zipPlaced: number;
}

/** A pharmacy's banner for the count: its chain, or "independent" (franchises included). */
export function bannerOf(p: Pick<Pharmacy, 'chain' | 'category'>): string {
  return p.category === 0 || !p.chain ? 'independent' : p.chain;
}

/** The figures for every city; `pharmacies` may be any listing (before or after a change). */
export function cityFigures(
  pharmacies: readonly CityPharmacy[],
  zips: readonly ZipRow[],
): CityFigure[] {
  const centre = new Map(zips.map((row) => [row[0], row]));
  return CITY_ZIPS.map(({ city, zip }) => {
    const row = centre.get(zip);
    if (!row) throw new Error(`ZIP ${zip} is not in the gazetteer`);
    const origin: GeoPoint = { latitude: row[3], longitude: row[4] };
    const nearest = pharmacies
      .map((p) => ({ p, miles: distanceMiles(origin, p) }))
      .sort((a, b) => a.miles - b.miles)
      .slice(0, NEAREST_COUNT);
    return {
      city,
      zip,
      banners: [...new Set(nearest.map(({ p }) => bannerOf(p)))].sort(),
      hasCvs: nearest.some(({ p }) => p.chain === 'CVS'),
      milesTo25th: nearest.at(-1)?.miles ?? Infinity,
      zipPlaced: nearest.filter(({ p }) => p.locationPrecision === 'zip').length,
    };
  });
}

/** How many cities pass each check. */
export function cityTotals(figures: readonly CityFigure[]) {
  return {
    withBanners: figures.filter((f) => f.banners.length >= CITY_TARGETS.minBanners).length,
    withCvs: figures.filter((f) => f.hasCvs).length,
    within5Miles: figures.filter((f) => f.milesTo25th <= CITY_TARGETS.maxMilesOf25th).length,
  };
}

/** The figures as a Markdown table and the totals against the targets (printed by the build). */
export function cityFigureLines(figures: readonly CityFigure[]): string[] {
  const totals = cityTotals(figures);
  return [
    '| city (ZIP) | banners among the 25 nearest | CVS | 25th nearest | placed at ZIP centre |',
    '| --- | --- | :-: | --: | --: |',
    ...figures.map(
      (f) =>
        `| ${f.city} (${f.zip}) | ${f.banners.length}: ${f.banners.join(', ')} | ${f.hasCvs ? 'yes' : 'no'} | ${f.milesTo25th.toFixed(1)} mi | ${f.zipPlaced} |`,
    ),
    `≥ ${CITY_TARGETS.minBanners} banners: ${totals.withBanners} of 12 (target ${CITY_TARGETS.citiesWithBanners}); ` +
      `CVS: ${totals.withCvs} (target ${CITY_TARGETS.citiesWithCvs}); ` +
      `25th within ${CITY_TARGETS.maxMilesOf25th} mi: ${totals.within5Miles} (target ${CITY_TARGETS.citiesWithin5Miles})`,
  ];
}
