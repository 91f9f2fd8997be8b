// Prints the twelve-city figures of issue 17 (scripts/dataset/city-figures.ts) for the committed
// data, or for another pharmacies.json given as the first argument (to compare before and after).
// Run: npx tsx scripts/city-figures.ts [path/to/pharmacies.json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pharmacySchema, zipRowSchema } from '../lib/domain/dataset/dataset-schema';
import { cityFigureLines, cityFigures } from './dataset/city-figures';

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
console.log(cityFigureLines(figures).join('\n'));
