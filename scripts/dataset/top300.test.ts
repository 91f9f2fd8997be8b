import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../lib/server/dataset/load';
import { DrugCatalog } from '../../lib/server/providers/embedded/catalog';
import { selectProduct } from '../../lib/server/providers/embedded/selection';
import { findDrugsQuery } from '../../test-support/queries';
import { parseCsv } from './csv';
import { ingredientsOf } from './names';
import { familiesNamedBy } from './popularity';

// The ClinCalc list is raw input of the build (../shared/data or RAW_DATA_DIR), not part of the
// repository: without it this check cannot run.
const rawDir = path.resolve(
  process.env.RAW_DATA_DIR ?? path.join(import.meta.dirname, '../../../shared/data'),
);
const listFile = path.join(rawDir, 'drugs/top_drugs.csv');

/**
 * Entries NADAC does not price: supplements it does not survey, and Levemir (insulin detemir),
 * discontinued in the US at the end of 2024.
 */
const NOT_PRICED = [
  'Cholecalciferol',
  'Ferrous Sulfate',
  'Insulin Detemir',
  'Melatonin',
  'Ascorbic Acid',
  'Calcium Phosphate; Cholecalciferol',
  'Vitamin E',
  'Riboflavin',
  'Lactobacillus Acidophilus',
];

describe.skipIf(!existsSync(listFile))('ClinCalc Top 300 by list name', () => {
  const dataset = loadDataset();
  const catalog = new DrugCatalog(dataset.products, dataset.drugNames);
  const families = new Map(dataset.products.map((p) => [p.familyKey, p.familyKey.split('/')]));
  // The body runs while vitest collects even a skipped suite: read the list only when it is there.
  const entries = existsSync(listFile) ? parseCsv(readFileSync(listFile, 'utf8')) : [];

  /** The family a search by the list name prices, if it is one the entry names. */
  const found = (entry: Record<string, string>): boolean => {
    const named = familiesNamedBy(
      (entry.ingredients ?? '').split(';').flatMap((part) => ingredientsOf(part)),
      entry.name ?? '',
      families,
    );
    try {
      const { product } = selectProduct(catalog, findDrugsQuery({ drugName: entry.name }));
      return named.includes(product.familyKey);
    } catch {
      return false;
    }
  };

  it('finds every entry NADAC prices (at least 290 of 300)', () => {
    const missed = entries.filter((entry) => !found(entry)).map((entry) => entry.name);
    expect(missed).toEqual(NOT_PRICED);
    expect(entries.length - missed.length).toBeGreaterThanOrEqual(290);
  });

  it('finds no family for the entries it cannot find (they are not priced)', () => {
    for (const entry of entries.filter((e) => NOT_PRICED.includes(e.name ?? ''))) {
      const ingredients = (entry.ingredients ?? '').split(';').flatMap((i) => ingredientsOf(i));
      expect(familiesNamedBy(ingredients, entry.name ?? '', families)).toEqual([]);
    }
  });
});
