// Prints the twelve-city figures of issue 17 (scripts/dataset/city-figures.ts) for the committed
// data, or for another pharmacies.json given as the first argument (to compare before and after).
// Run: npx tsx scripts/city-figures.ts [path/to/pharmacies.json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pharmacySchema, zipRowSchema } from '../lib/domain/dataset-schema';
import { CITY_TARGETS, cityFigures, cityTotals } from './dataset/city-figures';

const root = path.resolve(import.meta.dirname, '..');
const file = process.argv[2] ?? path.join(root, 'data/pharmacies.json');
const { pharmacies } = JSON.parse(readFileSync(file, 'utf8')) as { pharmacies: unknown[] };
const { zips } = JSON.parse(readFileSync(path.join(root, 'data/zips.json'), 'utf8')) as {
  zips: unknown[];
};
const figures = cityFigures(
  pharmacies.map((row) => pharmacySchema.parse(row)),
  zips.map((row) => zipRowSchema.parse(row)),
);

console.log(`${pharmacies.length} pharmacies in ${path.relative(root, file)}\n`);
console.log(
  '| city (ZIP) | banners among the 25 nearest | CVS | 25th nearest | placed at ZIP centre |',
);
console.log('| --- | --- | :-: | --: | --: |');
for (const f of figures) {
  console.log(
    `| ${f.city} (${f.zip}) | ${f.banners.length}: ${f.banners.join(', ')} | ${f.hasCvs ? 'yes' : 'no'} | ${f.milesTo25th.toFixed(1)} mi | ${f.zipPlaced} |`,
  );
}
const totals = cityTotals(figures);
console.log(
  `\n≥ ${CITY_TARGETS.minBanners} banners: ${totals.withBanners} of 12 (target ${CITY_TARGETS.citiesWithBanners}); ` +
    `CVS: ${totals.withCvs} (target ${CITY_TARGETS.citiesWithCvs}); ` +
    `25th within ${CITY_TARGETS.maxMilesOf25th} mi: ${totals.within5Miles} (target ${CITY_TARGETS.citiesWithin5Miles})`,
);
