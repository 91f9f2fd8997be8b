// Properties over the golden set (issue 29): an extra device, pack, audience or unknown word
// never turns a search that answers into a 404 nor changes its medicine; a one-letter typo of a
// brand never changes its release; every answer is a whole number of packages where the product
// is sold by the package. The committed dataset through the real catalogue and selection.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DrugProduct } from '@/lib/domain/dataset/dataset-schema';
import { loadDataset } from '@/lib/server/dataset/load';
import { isApiError } from '@/lib/server/core/api-error';
import { DrugCatalog } from '@/lib/server/providers/embedded/catalog';
import { selectProduct } from '@/lib/server/providers/embedded/selection';
import { findDrugsQuery } from '@/test-support/queries';
import { loadGoldenCases } from './golden';

const dataset = loadDataset();
const catalog = new DrugCatalog(dataset.products, dataset.drugNames);

/** The product a search prices, or null for a 404. */
function priced(drugName: string): DrugProduct | null {
  try {
    return selectProduct(catalog, findDrugsQuery({ drugName })).product;
  } catch (err) {
    if (isApiError(err) && err.status === 404) return null;
    throw err;
  }
}

/** The golden searches that answer, with what they answer. */
const answering = loadGoldenCases()
  .filter((c) => c.expect === 'priced')
  .map((c) => ({ query: c.query, category: c.category, product: priced(c.query) }))
  .filter(
    (a): a is { query: string; category: string; product: DrugProduct } => a.product !== null,
  );

const DEVICE_WORDS = [
  'KwikPen',
  'FlexPen',
  'FlexTouch',
  'SoloStar',
  'Respimat',
  'HandiHaler',
  'Diskus',
  'Ellipta',
  'Twisthaler',
  'PenFill',
];
const PACK_WORDS = ['starter pack', 'dose pack', 'Dosepak', 'titration pack', 'emergency kit'];
const AUDIENCE_WORDS = ["children's", 'kids', 'pediatric', 'infant', 'junior', 'para niños'];

/** Words no medicine is written with and no name starts with ("qzvex"). */
const unknownWord = fc
  .stringMatching(/^[bcdfghjklmnpqrstvwxz][aeiou][bcdfghjklmnpqrstvwxz]{2}[aeiou]?[a-z]{0,3}$/)
  .filter((word) => !catalog.knowsWord(word) && catalog.matchName(word).length === 0);

const extraWord = fc.oneof(
  fc.constantFrom(...DEVICE_WORDS, ...PACK_WORDS, ...AUDIENCE_WORDS),
  unknownWord,
);

describe('golden set properties', () => {
  it('an extra device, pack, audience or unknown word never gives a 404 nor another medicine', () => {
    expect(answering.length).toBeGreaterThan(700);
    fc.assert(
      fc.property(
        fc.constantFrom(...answering),
        extraWord,
        fc.boolean(),
        ({ query, product }, word, before) => {
          const widened = before ? `${word} ${query}` : `${query} ${word}`;
          expect(priced(widened)?.familyKey, widened).toBe(product.familyKey);
        },
      ),
      { numRuns: 600 },
    );
  }, 60_000);

  it('a one-letter typo of a brand never changes its release', () => {
    const brands = answering.filter(({ category }) => category === 'brand');
    expect(brands.length).toBeGreaterThan(40);
    const typo = fc
      .record({
        brand: fc.constantFrom(...brands),
        at: fc.nat(),
        letter: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
        edit: fc.constantFrom('replace', 'drop', 'insert', 'swap'),
      })
      .map(({ brand, at, letter, edit }) => {
        const word = brand.query.split(' ')[0] ?? '';
        // The first two letters are left alone: a typo there is another name, not a slip.
        const i = 2 + (at % Math.max(1, word.length - 2));
        const typed =
          edit === 'replace'
            ? word.slice(0, i) + letter + word.slice(i + 1)
            : edit === 'drop'
              ? word.slice(0, i) + word.slice(i + 1)
              : edit === 'insert'
                ? word.slice(0, i) + letter + word.slice(i)
                : word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2);
        return { brand, misspelt: brand.query.replace(word, typed) };
      });
    fc.assert(
      fc.property(typo, ({ brand, misspelt }) => {
        const answer = priced(misspelt);
        if (answer?.familyKey !== brand.product.familyKey) return; // a 404 or another name
        expect(answer.release === null, misspelt).toBe(brand.product.release === null);
      }),
      { numRuns: 600 },
    );
  }, 60_000);

  it('answers a whole number of packages wherever a product is sold by the package', () => {
    const packaged = answering.filter(({ product }) => product.packageSize !== undefined);
    expect(packaged.length).toBeGreaterThan(50);
    for (const { query, product } of packaged) {
      const packages = (product.quantities[0] ?? 0) / (product.packageSize ?? 1);
      expect(Math.abs(packages - Math.round(packages)), query).toBeLessThan(1e-6);
      expect(Math.round(packages), query).toBeGreaterThanOrEqual(1);
    }
  });

  it('lists only whole numbers of packages for every packaged product of the dataset', () => {
    const packaged = dataset.products.filter((p) => p.packageSize !== undefined);
    fc.assert(
      fc.property(fc.constantFrom(...packaged), fc.nat(), (product, index) => {
        const quantity = product.quantities[index % product.quantities.length] ?? 0;
        const packages = quantity / (product.packageSize ?? 1);
        expect(Math.abs(packages - Math.round(packages)), product.ln).toBeLessThan(1e-6);
      }),
      { numRuns: 1000 },
    );
  });
});
