import 'server-only';
import { loadDataset, type Dataset } from '@/lib/server/dataset/load';
import { processSingleton } from './process-singleton';

/** The committed dataset, loaded and validated on first use, then shared by every request. */
export function embeddedDataset(): Dataset {
  return processSingleton('embedded-dataset', () => loadDataset());
}
