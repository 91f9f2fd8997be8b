import 'server-only';
import type { DrugProduct, DrugSearchName } from '@/lib/domain/dataset/dataset-schema';
import type { WorldNameKind } from '@/lib/domain/drug/identity/world-names';
import { normalizeDrugName } from '@/lib/domain/drug/drug-name';

/**
 * One searchable name of a drug family: its generic name, a nonproprietary variant, a brand, or a
 * search name no product carries (a brand NADAC does not price, an alias).
 */
export interface NameEntry {
  key: string;
  words: string[];
  displayName: string;
  familyKey: string;
  brandGeneric: 'B' | 'G';
  popularityRank: number | null;
  isCombination: boolean;
  ndcCount: number;
  /** The dosage forms a search name stands for ("CREAM|GEL" for Retin-A), else null. */
  formHint: string | null;
  /** The salt a search name stands for (Macrobid: "macrocrystals monohydrate"), else null. */
  saltHint: string | null;
  /** The strength a search name stands for ("baby aspirin": 81 MG), else null. */
  strengthHint: string | null;
  /** Whether the name means the over-the-counter products (Aleve). */
  otcHint: boolean;
  /** False for a brand whose family NADAC does not price (a search for it is a 404). */
  isPriced: boolean;
  /** What kind of name from outside the US label it is (world-names.csv), else null. */
  alias: WorldNameKind | null;
}

/** Names of popular single medicines first, then the most listed. */
export const byRankThenSize = (a: NameEntry, b: NameEntry): number =>
  (a.popularityRank ?? Infinity) - (b.popularityRank ?? Infinity) ||
  Number(a.isCombination) - Number(b.isCombination) ||
  b.ndcCount - a.ndcCount ||
  a.displayName.localeCompare(b.displayName);

/**
 * Every searchable name: each product's generic, nonproprietary and brand names, then the search
 * names no product carries (drug-names.json) — whose form and supply a priced brand's own entry
 * takes when it has one (Prilosec: the capsules; Aleve: over the counter).
 */
export function nameEntries(
  products: readonly DrugProduct[],
  byFamily: ReadonlyMap<string, readonly DrugProduct[]>,
  searchNames: readonly DrugSearchName[],
): NameEntry[] {
  const entries = new Map<string, NameEntry>();
  for (const product of products) {
    const candidates: Array<[string, 'B' | 'G']> = [
      [product.genericName, 'G'],
      [product.nonproprietaryName, 'G'],
    ];
    if (product.brandName) candidates.push([product.brandName, 'B']);
    for (const [displayName, brandGeneric] of candidates) {
      const key = normalizeDrugName(displayName);
      const id = `${key}|${product.familyKey}|${brandGeneric}`;
      const existing = entries.get(id);
      if (existing) {
        existing.ndcCount += 1;
        continue;
      }
      entries.set(id, {
        key,
        words: key.split(' '),
        displayName: brandGeneric === 'G' ? product.genericName.toLowerCase() : displayName,
        familyKey: product.familyKey,
        brandGeneric,
        popularityRank: product.popularityRank,
        isCombination: product.familyKey.includes('/'),
        ndcCount: 1,
        formHint: null,
        saltHint: null,
        strengthHint: null,
        otcHint: false,
        isPriced: true,
        alias: null,
      });
    }
  }
  for (const {
    name,
    familyKey,
    brandGeneric,
    form,
    salt,
    isPriced,
    alias,
    strength,
    otc,
  } of searchNames) {
    const family = byFamily.get(familyKey) ?? [];
    const key = normalizeDrugName(name);
    const id = `${key}|${familyKey}|${brandGeneric}`;
    const named = entries.get(id);
    if (named) {
      // A priced brand's name stands for some of its forms only (Prilosec: the capsules).
      named.formHint = form ?? named.formHint;
      named.otcHint ||= otc === true;
      continue;
    }
    entries.set(id, {
      key,
      words: key.split(' '),
      displayName: name,
      familyKey,
      brandGeneric,
      popularityRank: family[0]?.popularityRank ?? null,
      isCombination: familyKey.includes('/'),
      ndcCount: family.length,
      formHint: form ?? null,
      saltHint: salt ?? null,
      strengthHint: strength ?? null,
      otcHint: otc === true,
      isPriced: isPriced && family.length > 0,
      alias: alias ?? null,
    });
  }
  return [...entries.values()];
}
