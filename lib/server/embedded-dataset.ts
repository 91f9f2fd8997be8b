import 'server-only';
import { loadDataset, type Dataset } from '@/lib/server/dataset/load';

let loaded: Dataset | null = null;

/** The committed dataset, loaded and validated on first use, then shared by every request. */
export function embeddedDataset(): Dataset {
  loaded ??= loadDataset();
  return loaded;
}
