// Drug-name matching over the whole catalogue (typo tolerant): the largest cost of a FindDrugs or
// Autocomplete request. Baseline in the same run: plain Levenshtein against every name, which
// the pre-filters in nameMatcher avoid. Run: npm run bench
import { distance } from 'fastest-levenshtein';
import { bench, describe } from 'vitest';
import { nameMatcher, normalizeDrugName } from '@/lib/domain/drug/drug-name';
import { loadDataset } from '@/lib/server/dataset/load';
import { DrugCatalog } from '@/lib/server/providers/embedded/catalog';

const { products } = loadDataset();
const catalog = new DrugCatalog(products);
const names = [
  ...new Set(products.flatMap((p) => [p.genericName, p.nonproprietaryName, p.brandName ?? ''])),
]
  .filter(Boolean)
  .map(normalizeDrugName)
  .map((key) => ({ key, words: key.split(' ') }));
const queries = [
  'atorvastatin',
  'metfromin',
  'lipit',
  'ator',
  'amlodipine besylate',
  'zzzzqqq',
].map(normalizeDrugName);
let next = 0;

describe(`name matching against ${names.length} names`, () => {
  bench('cold: nameMatcher over every name', () => {
    const score = nameMatcher(queries[next++ % queries.length] ?? '');
    names.filter(({ key, words }) => score(key, words) !== null);
  });

  bench('baseline: Levenshtein against every name', () => {
    const query = queries[next++ % queries.length] ?? '';
    names.filter(({ key }) => key.startsWith(query) || distance(query, key) <= 2);
  });

  bench('warm: catalog.matchName (recent queries memoised)', () => {
    catalog.matchName(queries[next++ % queries.length] ?? '');
  });
});
