import 'server-only';
import type { DrugProduct, DrugSearchName } from '@/lib/domain/dataset-schema';
import { AUTOCOMPLETE_MIN_CHARS } from '@/lib/domain/constants';
import type { DrugQuery } from '@/lib/domain/drug-identity/query';
import { nameMatcher, normalizeDrugName } from '@/lib/domain/drug-name';
import { LruCache } from '@/lib/server/runtime/lru-cache';
import { variantNames, type VariantName } from './variant-names';

/**
 * One searchable name of a drug family: its generic name, a nonproprietary variant, a brand, or a
 * search name no product carries (a brand NADAC does not price, an alias).
 */
interface NameEntry {
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
  /** False for a brand whose family NADAC does not price (a search for it is a 404). */
  isPriced: boolean;
}

/** Scores from this one up are spelling corrections (drug-name.ts `nameMatcher`). */
const TYPO_SCORE = 3;

/** How a typed name was matched: the families, the best one, and whether spelling was corrected. */
export interface ResolvedName {
  matches: NameMatch[];
  best: NameMatch;
  corrected: boolean;
}

/** How many normalised queries keep their matches in memory (people refine the same search). */
const RECENT_QUERY_LIMIT = 500;

/** A family that a name query matched, best first. */
export interface NameMatch {
  familyKey: string;
  /** The normalised name it matched ("metoprolol tartrate", "toprol xl"). */
  key: string;
  /** Whether the best-matching name of the family was a brand name. */
  matchedBrand: boolean;
  displayName: string;
  score: number;
  formHint: string | null;
  saltHint: string | null;
  isPriced: boolean;
}

const byRankThenSize = (a: NameEntry, b: NameEntry): number =>
  (a.popularityRank ?? Infinity) - (b.popularityRank ?? Infinity) ||
  Number(a.isCombination) - Number(b.isCombination) ||
  b.ndcCount - a.ndcCount ||
  a.displayName.localeCompare(b.displayName);

/** The drug catalogue with the lookups FindDrugs and Autocomplete need, built once at start. */
export class DrugCatalog {
  readonly byNdc = new Map<string, DrugProduct>();
  readonly byGsn = new Map<string, DrugProduct[]>();
  readonly byFamily = new Map<string, DrugProduct[]>();
  private readonly names: NameEntry[] = [];
  /** Autocomplete's variant names ("bupropion SR", "metoprolol succinate ER"); not matched. */
  private readonly variants: VariantName[];
  private readonly recentQueries = new LruCache<string, Array<{ entry: NameEntry; score: number }>>(
    RECENT_QUERY_LIMIT,
  );

  constructor(products: readonly DrugProduct[], searchNames: readonly DrugSearchName[] = []) {
    for (const product of products) {
      this.byNdc.set(product.ndc, product);
      pushTo(this.byGsn, product.gsn, product);
      pushTo(this.byFamily, product.familyKey, product);
    }
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
          isPriced: true,
        });
      }
    }
    for (const { name, familyKey, brandGeneric, form, salt, isPriced } of searchNames) {
      const family = this.byFamily.get(familyKey) ?? [];
      const key = normalizeDrugName(name);
      const id = `${key}|${familyKey}|${brandGeneric}`;
      if (entries.has(id)) continue;
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
        isPriced: isPriced && family.length > 0,
      });
    }
    this.names = [...entries.values()];
    this.variants = variantNames(this.byFamily);
  }

  /**
   * The family a typed search names, and how: the whole text when it is (the start of) a name
   * ("Toprol XL", "potassium chloride"), else the name words with any salt typed
   * ("metoprolol tartrate"), else the name words alone. A spelling correction never crosses to
   * another molecule of the same class (drug-name.ts). Null when nothing matches.
   */
  resolve(query: DrugQuery): ResolvedName | null {
    const attempts: Array<[string, number]> = [
      [query.text, 1],
      [[query.name, ...query.salts].join(' ').trim(), Infinity],
      [query.name, Infinity],
    ];
    for (const [text, maxScore] of attempts) {
      if (!text) continue;
      const matches = this.matchName(text);
      const best = matches[0];
      if (best && best.score <= maxScore) {
        return { matches, best, corrected: best.score >= TYPO_SCORE };
      }
    }
    return null;
  }

  /** Every name entry the query matches, with its score; recent queries are answered from memory. */
  private scored(query: string): Array<{ entry: NameEntry; score: number }> {
    const cached = this.recentQueries.get(query);
    if (cached) return cached;
    const score = nameMatcher(query);
    const scored: Array<{ entry: NameEntry; score: number }> = [];
    for (const entry of this.names) {
      const value = score(entry.key, entry.words);
      if (value !== null) scored.push({ entry, score: value });
    }
    this.recentQueries.set(query, scored);
    return scored;
  }

  /** Families whose generic, nonproprietary or brand name matches the text, best first. */
  matchName(text: string): NameMatch[] {
    const bestByFamily = new Map<string, { entry: NameEntry; score: number }>();
    const query = normalizeDrugName(text);
    const queryWords = query.split(' ');
    for (const { entry, score } of this.scored(query)) {
      // "metformin" or "vitamin d3" never names a combination that holds more than it names.
      if (score > 0 && score <= 2 && !namesEveryIngredient(queryWords, entry)) continue;
      const best = bestByFamily.get(entry.familyKey);
      if (
        !best ||
        score < best.score ||
        (score === best.score && byRankThenSize(entry, best.entry) < 0)
      ) {
        bestByFamily.set(entry.familyKey, { entry, score });
      }
    }
    return [...bestByFamily.values()]
      .sort((a, b) => a.score - b.score || byRankThenSize(a.entry, b.entry))
      .map(({ entry, score }) => ({
        familyKey: entry.familyKey,
        key: entry.key,
        matchedBrand: entry.brandGeneric === 'B',
        displayName: entry.displayName,
        score,
        formHint: entry.formHint,
        saltHint: entry.saltHint,
        isPriced: entry.isPriced,
      }));
  }

  /**
   * Up to `limit` distinct display names (brand and generic) for a partly typed name, each
   * generic followed by its variants ("bupropion", "bupropion SR", "bupropion XL").
   */
  suggest(prefixText: string, limit: number): string[] {
    const query = normalizeDrugName(prefixText);
    if (query.length < AUTOCOMPLETE_MIN_CHARS) return [];
    const scored = [...this.scored(query)];
    scored.sort((a, b) => a.score - b.score || byRankThenSize(a.entry, b.entry));
    const score = nameMatcher(query);
    const seen = new Set<string>();
    const result: string[] = [];
    const add = (name: string) => {
      const dedupeKey = name.toLowerCase();
      if (seen.has(dedupeKey) || result.length === limit) return;
      seen.add(dedupeKey);
      result.push(name);
    };
    for (const { entry } of scored) {
      if (!entry.isPriced) continue;
      add(entry.displayName);
      if (entry.brandGeneric !== 'G') continue;
      for (const variant of this.variants) {
        if (variant.familyKey === entry.familyKey && score(variant.key, variant.words) !== null) {
          add(variant.displayName);
        }
      }
    }
    return result;
  }
}

/**
 * Whether a generic name query names every ingredient of a combination (a word of the query
 * starts a word of each); brand names and single ingredients always pass.
 */
function namesEveryIngredient(queryWords: readonly string[], entry: NameEntry): boolean {
  if (!entry.isCombination || entry.brandGeneric === 'B') return true;
  return entry.familyKey
    .split('/')
    .every((ingredient) =>
      ingredient.split(' ').some((word) => queryWords.some((q) => word.startsWith(q))),
    );
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
