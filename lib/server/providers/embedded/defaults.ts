import 'server-only';
import type { DrugProduct } from '@/lib/domain/dataset/dataset-schema';

/**
 * What a pharmacy counter fills when a search names only the drug. The order of choice is data:
 * each product's `defaultRank`, built with the reviewed rules of scripts/dataset/counter-defaults.ts;
 * quantity defaults are the products' own `quantities[0]`. Also the counting pickers rank by.
 */

const UNSPECIFIED_STRENGTH = 'unspecified';

/** A strength as a key ("unspecified" when the source has none). */
export const strengthKey = (p: DrugProduct): string => p.strength ?? UNSPECIFIED_STRENGTH;

/**
 * The product a counter fills from `pool` when nothing more is said: the best `defaultRank` (the
 * dataset's counter defaults, scripts/dataset/counter-defaults.ts), then the newest price, the
 * lowest cost and the NDC, so the choice is stable.
 */
export function defaultProduct(pool: readonly DrugProduct[]): DrugProduct | null {
  if (pool.length === 0) return null;
  return pool.reduce((best, p) => (compareDefault(p, best) < 0 ? p : best));
}

function compareDefault(a: DrugProduct, b: DrugProduct): number {
  return (
    a.defaultRank - b.defaultRank ||
    b.nadacAsOfDate.localeCompare(a.nadacAsOfDate) ||
    a.nadacPerUnitUsd - b.nadacPerUnitUsd ||
    a.ndc.localeCompare(b.ndc)
  );
}

/** Orders strengths by their leading number ("2.5 MG" < "10 MG"), then as text. */
export function byStrength(a: string, b: string): number {
  return leadingNumber(a) - leadingNumber(b) || a.localeCompare(b);
}

function leadingNumber(strength: string): number {
  const match = /^\d+(\.\d+)?/.exec(strength);
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
}

/** Products per key. */
export function countBy(
  products: readonly DrugProduct[],
  keyOf: (p: DrugProduct) => string,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of products) counts.set(keyOf(p), (counts.get(keyOf(p)) ?? 0) + 1);
  return counts;
}
