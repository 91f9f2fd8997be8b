// Prints data/README.md's coverage table from data/coverage.json and data/pharmacies.json: per
// state, the pharmacies listed, the kinds counted, those placed only by ZIP or at a CMS registry
// point, and what the results note says is missing. Run: npx tsx scripts/coverage-table.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { coverageFileSchema } from '../lib/domain/place/coverage';
import { pharmacySchema } from '../lib/domain/dataset/dataset-schema';

const root = path.resolve(import.meta.dirname, '..');
const read = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(root, 'data', name), 'utf8'));
const { states } = coverageFileSchema.parse(read('coverage.json'));
const { pharmacies } = read('pharmacies.json') as { pharmacies: unknown[] };
const zipPlaced = new Map<string, number>();
const registryPlaced = new Map<string, number>();
const withNpi = new Map<string, number>();
for (const row of pharmacies) {
  const p = pharmacySchema.parse(row);
  if (p.locationPrecision === 'zip') zipPlaced.set(p.state, (zipPlaced.get(p.state) ?? 0) + 1);
  if (p.locationPrecision === 'approximate')
    registryPlaced.set(p.state, (registryPlaced.get(p.state) ?? 0) + 1);
  if (p.npi) withNpi.set(p.state, (withNpi.get(p.state) ?? 0) + 1);
}

console.log(
  '| state | pharmacies | CVS | Costco | Kroger family | independents | placed by ZIP only | at a registry point | with NPI | note names as missing |',
);
console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --- |');
for (const [state, row] of Object.entries(states)) {
  const c = row.counts;
  console.log(
    `| ${state} | ${row.pharmacies.toLocaleString('en-US')} | ${c.CVS} | ${c.Costco} | ${c['Kroger-family stores']} | ${c['independent pharmacies']} | ${zipPlaced.get(state) ?? 0} | ${registryPlaced.get(state) ?? 0} | ${withNpi.get(state) ?? 0} | ${row.notListed.join(', ') || '—'} |`,
  );
}
