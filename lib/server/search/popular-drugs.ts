import 'server-only';
import type { DrugProduct } from '@/lib/domain/dataset/dataset-schema';

const computed = new WeakMap<readonly DrugProduct[], string[]>();

/**
 * The most prescribed drugs, by the ClinCalc DrugStats Top 300 rank the dataset carries
 * (`popularityRank`), as the names to search: one family per rank (the one with the most NDCs,
 * so Gabapentin and not Gabapentin Enacarbil), its generic name in lower case.
 */
export function popularDrugNames(products: readonly DrugProduct[], limit: number): string[] {
  let names = computed.get(products);
  if (!names) {
    const families = new Map<string, { rank: number; name: string; ndcCount: number }>();
    for (const p of products) {
      if (p.popularityRank === null) continue;
      const family = families.get(p.familyKey);
      if (family) family.ndcCount += 1;
      else
        families.set(p.familyKey, {
          rank: p.popularityRank,
          name: p.genericName.toLowerCase(),
          ndcCount: 1,
        });
    }
    const ranked = [...families.values()].sort(
      (a, b) => a.rank - b.rank || b.ndcCount - a.ndcCount || a.name.localeCompare(b.name),
    );
    names = ranked.filter((f, i) => ranked[i - 1]?.rank !== f.rank).map((f) => f.name);
    computed.set(products, names);
  }
  return names.slice(0, limit);
}
