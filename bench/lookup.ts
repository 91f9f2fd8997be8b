// In-process FindDrugs lookup on synthetic datasets of 2k, 20k and 200k pharmacies and 30k NDCs
// (seeded PRNG: the same data every run): per query the name match, the nearest pharmacies, the
// pricing of each row and the answer's shape (sort, pickers), timed apart and together through
// the embedded provider; the index build time and the heap each size takes. Baseline in the same
// run: the 2k dataset (the 200k/2k growth is a budget).
// Run: npm run bench:lookup
import { readFileSync } from 'node:fs';
import type { Pharmacy, ZipRow } from '@/lib/domain/dataset/dataset-schema';
import { parseFindDrugsQuery, type FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { buildGazetteer } from '@/lib/server/dataset/gazetteer';
import { alternativesFor } from '@/lib/server/providers/embedded/alternatives';
import { DrugCatalog } from '@/lib/server/providers/embedded/catalog';
import {
  brandEquivalentOf,
  compareRowsById,
  locatedDrug,
} from '@/lib/server/providers/embedded/located-drug';
import { PharmacyIndex } from '@/lib/server/providers/embedded/pharmacy-index';
import { EmbeddedProvider } from '@/lib/server/providers/embedded/provider';
import { selectProduct } from '@/lib/server/providers/embedded/selection';
import { median, ms, quantile, table } from './lib/report';
import { seededRandom } from './lib/random';
import { syntheticPharmacies, syntheticProducts } from './lib/synthetic';

/** Synthetic pharmacies come with no per-state coverage facts. */
const NO_COVERAGE = { builtFrom: 'synthetic', states: {} };

const SIZES = [2_000, 20_000, 200_000];
const NDCS = 30_000;
const QUERIES = Number(process.env.QUERIES ?? 3_000);
const BUDGET = { medianMs: 0.5, growth: 2, buildMs: 1_000 };

const heapMb = (): number => {
  // The npm script runs with --expose-gc so the figure is live objects, not garbage.
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const timed = <T>(run: () => T): [T, number] => {
  const startedAt = performance.now();
  const result = run();
  return [result, performance.now() - startedAt];
};

/** Searches as people make them: popular names exact, brands, prefixes, a typo; around real ZIPs. */
function queriesFor(names: string[], brands: string[], zips: readonly ZipRow[]): FindDrugsQuery[] {
  const random = seededRandom(7);
  const gazetteer = buildGazetteer(zips);
  const queries: FindDrugsQuery[] = [];
  while (queries.length < QUERIES) {
    const roll = random();
    const generic = names[Math.floor(random() * Math.min(300, names.length))] ?? '';
    const name =
      roll < 0.7
        ? generic
        : roll < 0.85
          ? (brands[Math.floor(random() * brands.length)] ?? '')
          : roll < 0.95
            ? generic.slice(0, 6)
            : `${generic.slice(0, 3)}x${generic.slice(4)}`;
    const zip = zips[Math.floor(random() * zips.length)]?.[0] ?? '94110';
    const params = new URLSearchParams({
      groupID: 'B',
      DrugName: name,
      Zip: zip,
      NumPharm: '30',
      SortBy: 'price',
    });
    queries.push(parseFindDrugsQuery(params, gazetteer));
  }
  return queries;
}

interface SizeResult {
  size: number;
  buildCatalogMs: number;
  buildIndexMs: number;
  heapMb: number;
  rowsPerAnswer: number;
  notFound: number;
  stepMeansMs: { match: number; nearest: number; price: number; shape: number };
  provider: EmbeddedProvider;
  /** End to end through the provider, as the route calls it. */
  totalMs: number[];
}

function measure(
  size: number,
  products: ReturnType<typeof syntheticProducts>,
  zips: readonly ZipRow[],
  queries: FindDrugsQuery[],
): SizeResult {
  const heapBefore = heapMb();
  const pharmacies: Pharmacy[] = syntheticPharmacies(size, zips, seededRandom(size));
  const [catalog, buildCatalogMs] = timed(() => new DrugCatalog(products, []));
  const [index, buildIndexMs] = timed(() => new PharmacyIndex(pharmacies));
  // The pharmacies themselves and both indexes (the products were loaded before).
  const heap = heapMb() - heapBefore;
  const provider = new EmbeddedProvider({
    products,
    pharmacies,
    drugNames: [],
    coverage: NO_COVERAGE,
    listingSources: {},
  });

  // The steps of EmbeddedProvider.findDrugs, timed apart (their sum is the provider's own work).
  const steps = { match: 0, nearest: 0, price: 0, shape: 0 };
  let rows = 0;
  let notFound = 0;
  for (const query of queries) {
    try {
      const [selection, match] = timed(() => selectProduct(catalog, query));
      const quantity = query.quantity ?? selection.product.quantities[0] ?? 1;
      const [nearby, nearest] = timed(() => index.nearest(query.origin!, query.numPharm));
      const options = {
        quantity,
        brandEquivalent: brandEquivalentOf(selection.product, selection.family),
        ucOverrideUsd: null,
        priceOnly: false,
        includeDrugInfo: false,
        listingAsOf: () => null,
      };
      const [located, price] = timed(() =>
        nearby.map((n) => locatedDrug(selection.product, n.pharmacy, n.distanceMiles, options)),
      );
      const [, shape] = timed(() => [
        located.sort(compareRowsById(query.sortBy)),
        alternativesFor(selection, quantity),
      ]);
      Object.assign(steps, {
        match: steps.match + match,
        nearest: steps.nearest + nearest,
        price: steps.price + price,
        shape: steps.shape + shape,
      });
      rows += located.length;
    } catch {
      notFound += 1; // no drug by that name, or no pharmacy within 100 miles: a 404
    }
  }
  const answered = Math.max(1, queries.length - notFound);
  return {
    size,
    buildCatalogMs,
    buildIndexMs,
    heapMb: heap,
    rowsPerAnswer: rows / answered,
    notFound,
    stepMeansMs: {
      match: steps.match / answered,
      nearest: steps.nearest / answered,
      price: steps.price / answered,
      shape: steps.shape / answered,
    },
    provider,
    totalMs: [],
  };
}

async function main(): Promise<void> {
  const zips = (JSON.parse(readFileSync('data/zips.json', 'utf8')) as { zips: ZipRow[] }).zips;
  const products = syntheticProducts(NDCS, seededRandom(1));
  const names = [...new Set(products.map((p) => p.genericName))];
  const brands = [...new Set(products.flatMap((p) => (p.brandName ? [p.brandName] : [])))];
  const queries = queriesFor(names, brands, zips);

  const results: SizeResult[] = [];
  for (const size of SIZES) results.push(measure(size, products, zips, queries));
  // End to end, each query on every size in turn: background load falls on all sizes alike.
  for (const query of queries) {
    for (const result of results) {
      const startedAt = performance.now();
      await result.provider.findDrugs(query).catch(() => undefined);
      result.totalMs.push(performance.now() - startedAt);
    }
  }
  const baseline = median(results[0]!.totalMs);

  console.log(
    `${QUERIES} queries (30 pharmacies, by price) over ${NDCS.toLocaleString('en-US')} synthetic NDCs; ` +
      `baseline: the ${SIZES[0]!.toLocaleString('en-US')}-pharmacy dataset`,
  );
  table(
    [
      'pharmacies',
      'kd-tree build ms',
      'catalog build ms',
      'heap MB',
      'rows/answer',
      '404s',
      'match',
      'nearest',
      'price',
      'shape',
      'median ms',
      'p95 ms',
      'vs baseline',
    ],
    results.map((r) => [
      r.size.toLocaleString('en-US'),
      r.buildIndexMs.toFixed(0),
      r.buildCatalogMs.toFixed(0),
      r.heapMb.toFixed(0),
      r.rowsPerAnswer.toFixed(1),
      String(r.notFound),
      ms(r.stepMeansMs.match),
      ms(r.stepMeansMs.nearest),
      ms(r.stepMeansMs.price),
      ms(r.stepMeansMs.shape),
      ms(median(r.totalMs)),
      ms(quantile(r.totalMs, 0.95)),
      `${(median(r.totalMs) / baseline).toFixed(2)} ×`,
    ]),
  );
  const largest = results.at(-1)!;
  const growth = median(largest.totalMs) / baseline;
  const buildMs = largest.buildIndexMs + largest.buildCatalogMs;
  console.log(
    `Budgets at ${SIZES.at(-1)!.toLocaleString('en-US')}: median ${ms(median(largest.totalMs))} ms ≤ ${BUDGET.medianMs} ` +
      `(${median(largest.totalMs) <= BUDGET.medianMs ? 'met' : 'MISSED'}); growth ${growth.toFixed(2)} × ≤ ${BUDGET.growth} ` +
      `(${growth <= BUDGET.growth ? 'met' : 'MISSED'}); index build ${buildMs.toFixed(0)} ms ≤ ${BUDGET.buildMs} ` +
      `(${buildMs <= BUDGET.buildMs ? 'met' : 'MISSED'}). Step columns: mean ms per answered query.`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
