import type { Dataset } from '@/lib/domain/dataset/dataset-parse';
import { isApiError, type ApiError } from '@/lib/server/core/api-error';
import { loadDataset } from '@/lib/server/dataset/load';
import { DrugCatalog } from '@/lib/server/providers/embedded/catalog';
import { selectProduct, type Selection } from '@/lib/server/providers/embedded/selection';
import { findDrugsQuery } from './queries';

/** A search by name through the committed dataset's real catalogue and selection. */
export interface CatalogSearch {
  dataset: Dataset;
  /** The product a FindDrugs search for this name selects (it throws what the route answers). */
  select(drugName: string): Selection;
  /** The problem a search for this name fails with; a name that is priced fails the test. */
  problem(drugName: string): ApiError;
}

/** Loads the committed dataset and builds its catalogue once, for a test file's searches. */
export function catalogSearch(): CatalogSearch {
  const dataset = loadDataset();
  const catalog = new DrugCatalog(dataset.products, dataset.drugNames);
  const select = (drugName: string) => selectProduct(catalog, findDrugsQuery({ drugName }));
  const problem = (drugName: string): ApiError => {
    try {
      select(drugName);
    } catch (err) {
      if (isApiError(err)) return err;
      throw err;
    }
    throw new Error(`"${drugName}" was priced`);
  };
  return { dataset, select, problem };
}
