import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDataset, type Dataset } from '@/lib/domain/dataset/dataset-parse';

export type { Dataset } from '@/lib/domain/dataset/dataset-parse';
export { DatasetError } from '@/lib/domain/dataset/dataset-parse';

/** Reads and validates the committed dataset; throws DatasetError naming file and row. */
export function loadDataset(dir = path.join(process.cwd(), 'data')): Dataset {
  // The folder is chosen at run time (tests load corrupt copies), so keep the bundler from tracing it.
  const read = (name: string) =>
    readFileSync(path.join(/* turbopackIgnore: true */ dir, name), 'utf8');
  return parseDataset(
    {
      drugs: () => read('drugs.json'),
      drugNames: () => read('drug-names.json'),
      pharmacies: () => read('pharmacies.json'),
      zips: () => read('zips.json'),
      coverage: () => read('coverage.json'),
    },
    path.relative(process.cwd(), dir) || '.',
  );
}
