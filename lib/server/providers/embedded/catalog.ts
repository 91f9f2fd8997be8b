import 'server-only';
import type { DrugProduct, DrugSearchName } from '@/lib/domain/dataset/dataset-schema';
import { AUTOCOMPLETE_MIN_CHARS } from '@/lib/domain/api/constants';
import { nameMatcher, normalizeDrugName } from '@/lib/domain/drug/drug-name';
import { LruCache } from '@/lib/server/core/lru-cache';
import { closestNames } from './closest-names';
import { byRankThenSize, nameEntries, type NameEntry } from './name-entries';
import { variantNames, type VariantName } from './variant-names';
import { Vocabulary } from './vocabulary';

/** How many normalised queries keep their matches in memory (people refine the same search). */
const RECENT_QUERY_LIMIT = 500;

/** A family that a name query matched, best first: its best name and how it matched. */
export type NameMatch = Pick<
  NameEntry,
  | 'familyKey'
  | 'key'
  | 'displayName'
  | 'formHint'
  | 'saltHint'
  | 'strengthHint'
  | 'otcHint'
  | 'isPriced'
  | 'alias'
> & {
  /** Whether the best-matching name of the family was a brand name. */
  matchedBrand: boolean;
  score: number;
};

/** The drug catalogue with the lookups FindDrugs and Autocomplete need, built once at start. */
export class DrugCatalog {
  readonly byNdc = new Map<string, DrugProduct>();
  readonly byGsn = new Map<string, DrugProduct[]>();
  readonly byFamily = new Map<string, DrugProduct[]>();
  private readonly names: NameEntry[];
  /** The words medicines are written with. */
  private readonly vocabulary: Vocabulary;
  /** Autocomplete's variant names ("bupropion SR", "metoprolol succinate ER"); not matched. */
  private readonly variants: VariantName[];
  private readonly recentQueries = new LruCache<string, Array<{ entry: NameEntry; score: number }>>(
    RECENT_QUERY_LIMIT,
  );
  /** Names suggested for a name nothing matched. */
  private readonly recentSuggestions = new LruCache<string, string[]>(RECENT_QUERY_LIMIT);

  constructor(products: readonly DrugProduct[], searchNames: readonly DrugSearchName[] = []) {
    for (const product of products) {
      this.byNdc.set(product.ndc, product);
      pushTo(this.byGsn, product.gsn, product);
      pushTo(this.byFamily, product.familyKey, product);
    }
    this.names = nameEntries(products, this.byFamily, searchNames);
    this.variants = variantNames(this.byFamily);
    this.vocabulary = new Vocabulary(this.names.map((entry) => entry.familyKey));
  }

  /** Whether a typed word is one some medicine is written with (vocabulary.ts). */
  knowsWord(word: string): boolean {
    return this.vocabulary.knows(word);
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
      // Of two names a prefix or a typo reaches equally, the one of as many words, then the
      // nearer length: "Adderal" is Adderall, not Adderall XR (a correction never adds a release
      // or another product line).
      const nearer = best ? lengthGap(entry, queryWords) - lengthGap(best.entry, queryWords) : 0;
      if (
        !best ||
        score < best.score ||
        (score === best.score &&
          (nearer < 0 || (nearer === 0 && byRankThenSize(entry, best.entry) < 0)))
      ) {
        bestByFamily.set(entry.familyKey, { entry, score });
      }
    }
    return [...bestByFamily.values()]
      .sort((a, b) => a.score - b.score || byRankThenSize(a.entry, b.entry))
      .map(({ entry, score }) => ({
        familyKey: entry.familyKey,
        key: entry.key,
        displayName: entry.displayName,
        formHint: entry.formHint,
        saltHint: entry.saltHint,
        strengthHint: entry.strengthHint,
        otcHint: entry.otcHint,
        isPriced: entry.isPriced,
        alias: entry.alias,
        matchedBrand: entry.brandGeneric === 'B',
        score,
      }));
  }

  /**
   * The combination families one of whose ingredients is exactly the typed words ("sacubitril"
   * is only in sacubitril/valsartan), each as a name match of its generic name.
   */
  combinationsContaining(text: string): NameMatch[] {
    const words = normalizeDrugName(text).split(' ').sort().join(' ');
    if (!words) return [];
    const families = [...this.byFamily.keys()].filter((key) => {
      const ingredients = key.split('/');
      return (
        ingredients.length > 1 &&
        ingredients.length <= MAX_NAMED_BY_ONE &&
        ingredients.includes(words)
      );
    });
    return families
      .map((key) => this.matchName(this.byFamily.get(key)?.[0]?.genericName ?? key))
      .map((matches, i) => matches.find((m) => m.familyKey === families[i]))
      .filter((m): m is NameMatch => m !== undefined && m.isPriced);
  }

  /**
   * Up to `limit` priced names closest in spelling to a name nothing matched, for a 404's
   * "Did you mean": the whole name or its start within a third of its letters (at least two).
   */
  closestNames(text: string, limit: number): string[] {
    const query = normalizeDrugName(text);
    if (query.length < AUTOCOMPLETE_MIN_CHARS) return [];
    const key = `${limit}|${query}`;
    const remembered = this.recentSuggestions.get(key);
    if (remembered) return remembered;
    const names = closestNames(this.names, query, limit);
    this.recentSuggestions.set(key, names);
    return names;
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
 * Combinations of more ingredients are not answered for one of them: "vitamin D3" is not a
 * prenatal vitamin.
 */
const MAX_NAMED_BY_ONE = 3;

/** How far a name is from the typed words: in words first, then in letters. */
const lengthGap = (entry: NameEntry, queryWords: readonly string[]): number =>
  1000 * Math.abs(entry.words.length - queryWords.length) +
  Math.abs(entry.key.length - queryWords.join(' ').length);

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
