import 'server-only';
import { distance as editDistance } from 'fastest-levenshtein';
import type { DrugProduct, DrugSearchName } from '@/lib/domain/dataset-schema';
import { AUTOCOMPLETE_MIN_CHARS } from '@/lib/domain/constants';
import type { WorldNameKind } from '@/lib/domain/drug-identity/world-names';
import { allowedEdits, nameMatcher, normalizeDrugName } from '@/lib/domain/drug-name';
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
  /** The strength a search name stands for ("baby aspirin": 81 MG), else null. */
  strengthHint: string | null;
  /** Whether the name means the over-the-counter products (Aleve). */
  otcHint: boolean;
  /** False for a brand whose family NADAC does not price (a search for it is a 404). */
  isPriced: boolean;
  /** What kind of name from outside the US label it is (world-names.csv), else null. */
  alias: WorldNameKind | null;
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
  strengthHint: string | null;
  otcHint: boolean;
  isPriced: boolean;
  alias: WorldNameKind | null;
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
  /** Every word of every ingredient (priced or not): the words medicines are written with. */
  private readonly vocabulary = new Set<string>();
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
      const family = this.byFamily.get(familyKey) ?? [];
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
    this.names = [...entries.values()];
    this.variants = variantNames(this.byFamily);
    for (const entry of this.names) {
      for (const word of entry.familyKey.split(/[/ ]/)) this.vocabulary.add(word);
    }
  }

  /**
   * Whether a typed word is one some medicine's ingredient is written with, or a typo of one:
   * such a word is never left out of a search ("insulin detemr" is not insulin), while words of
   * brand names only ("extra", "strength") may be.
   */
  knowsWord(word: string): boolean {
    if (this.vocabulary.has(word)) return true;
    // Short words are compared whole: "extra" is no typo of some "xtra" in a store brand's name.
    const budget = word.length >= MIN_TYPO_KNOWN_CHARS ? allowedEdits(word.length) : 0;
    if (budget === 0) return false;
    for (const known of this.vocabulary) {
      if (Math.abs(known.length - word.length) <= budget && editDistance(known, word) <= budget) {
        return true;
      }
    }
    return false;
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
      // Of two names a prefix or a typo reaches equally, the nearer length: "Adderal" is
      // Adderall, not Adderall XR (correction never adds a release or another product line).
      const nearer = best ? lengthGap(entry, query) - lengthGap(best.entry, query) : 0;
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
        matchedBrand: entry.brandGeneric === 'B',
        displayName: entry.displayName,
        score,
        formHint: entry.formHint,
        saltHint: entry.saltHint,
        strengthHint: entry.strengthHint,
        otcHint: entry.otcHint,
        isPriced: entry.isPriced,
        alias: entry.alias,
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
    const allowed = Math.max(2, Math.floor(query.length / 3));
    const near: Array<{ entry: NameEntry; distance: number }> = [];
    for (const entry of this.names) {
      if (!entry.isPriced || Math.abs(entry.key.length - query.length) > allowed * 4) continue;
      const distance = Math.min(
        editDistance(query, entry.key),
        editDistance(query, entry.key.slice(0, query.length)) + 1,
      );
      if (distance <= allowed) near.push({ entry, distance });
    }
    near.sort((a, b) => a.distance - b.distance || byRankThenSize(a.entry, b.entry));
    const names = new Map<string, string>();
    for (const { entry } of near) {
      if (names.size === limit) break;
      if (!names.has(entry.displayName.toLowerCase())) {
        names.set(entry.displayName.toLowerCase(), entry.displayName);
      }
    }
    return [...names.values()];
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

/** Words this long or longer are known when within the typos of a known word ("detemr"). */
const MIN_TYPO_KNOWN_CHARS = 6;

/**
 * Combinations of more ingredients are not answered for one of them: "vitamin D3" is not a
 * prenatal vitamin.
 */
const MAX_NAMED_BY_ONE = 3;

/** How far a name's length is from the typed one. */
const lengthGap = (entry: NameEntry, query: string): number =>
  Math.abs(entry.key.length - query.length);

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
