import 'server-only';
import type { DrugQuery } from '@/lib/domain/drug/identity/query';
import { FILLER_WORDS } from '@/lib/domain/drug/identity/query-words';
import type { NameMatch as NameReading } from '@/lib/domain/api/find-drugs';
import type { DrugCatalog, NameMatch } from './catalog';

/** Scores from this one up are spelling corrections (drug-name.ts `nameMatcher`). */
const TYPO_SCORE = 3;
/** Shorter names are matched only whole: "z" is not the start of Zestril. */
const MIN_PREFIX_CHARS = 3;
/** An ingredient shorter than this is no ingredient a search names ("z", "d"). */
const MIN_INGREDIENT_CHARS = 4;
/**
 * A run that leaves words out must be a name or the start of one, not a word found inside a
 * longer name ("extra" is not the allergen extract of "Tylenol extra").
 */
const MAX_RUN_SCORE = 1;
/** Left over from words no medicine knows, a run is corrected only when this long. */
const MIN_CORRECTED_RUN_CHARS = 6;
/** A corrected run must be a whole name of about its length (a typo, not the start of another). */
const MAX_RUN_CORRECTION_LENGTH_GAP = 2;
/**
 * Vitamins and minerals are sold alone over the counter even where the price list has them only
 * inside combinations: "cholecalciferol" is vitamin D3, never Fosamax Plus D.
 */
const SUPPLEMENT =
  /vitamin|calciferol|cobalamin|folic|ascorbic|tocopherol|calcium|iron|ferrous|zinc|magnesium|potassium|sodium|niacin|pyridoxine|thiamine|riboflavin|biotin|fluoride|omega/;

/** How a typed name was matched: the families, the best one, and how it was read. */
export interface ResolvedName {
  matches: NameMatch[];
  best: NameMatch;
  corrected: boolean;
  via: NameReading['via'];
  /** Name words left out because no medicine is known by them ("please", "insert"). */
  ignored: string[];
}

/** A name found only inside several priced combinations: the search must say which. */
export interface AmbiguousIngredient {
  candidates: NameMatch[];
}

/**
 * The medicine a typed search names, and how: the whole text when it is (the start of) a name
 * ("Toprol XL", "potassium chloride"), with or without its soft words ("Tylenol #3 KwikPen"),
 * else the name words with any salt typed ("metoprolol
 * tartrate"), else the name words alone; else a name found only inside one combination
 * ("sacubitril" is Entresto's); else the whole text without the fewest unknown words, else the
 * longest run of name words that names a medicine, the other words left out (`ignored`): an
 * unknown word never breaks a search its other words answer. Exact names win over corrected
 * spellings at every step. Null when nothing matches.
 */
export function resolveName(
  catalog: DrugCatalog,
  query: DrugQuery,
): ResolvedName | AmbiguousIngredient | null {
  const attempts: Array<[string, number]> = [
    [query.text, 1],
    [[query.name, ...query.salts].join(' ').trim(), Infinity],
    [query.name, Infinity],
  ];
  for (const [text, maxScore] of attempts) {
    const found = matched(catalog, text, maxScore, []);
    if (found) return found;
    if (text === query.text) {
      const plain = withoutSoftWords(catalog, query);
      if (plain) return plain;
    }
  }
  const inside = insideCombination(catalog, query.name, []);
  if (inside) return inside;
  const withoutUnknown = withoutUnknownWords(catalog, query);
  if (withoutUnknown) return withoutUnknown;
  const words = query.nameWords;
  for (const exactOnly of [true, false]) {
    for (let length = words.length - 1; length >= 1; length -= 1) {
      const found = bestRun(catalog, words, length, exactOnly);
      if (found) return found;
    }
  }
  return null;
}

/** At most this many soft words are tried left out in every combination. */
const MAX_SOFT_WORDS = 4;

/**
 * The whole text without the fewest of its soft words that names a medicine or starts one: soft
 * words may be part of a name ("Tylenol #3 KwikPen" is Tylenol #3; "z-pack KwikPen" is Z-Pack).
 */
function withoutSoftWords(catalog: DrugCatalog, query: DrugQuery): ResolvedName | null {
  for (const dropped of subsetsOf(query.softWordIndexes.slice(0, MAX_SOFT_WORDS))) {
    const text = query.typedWords
      .filter((word, i) => !dropped.includes(i) && !FILLER_WORDS.has(word))
      .join(' ');
    const found = matched(catalog, text, MAX_RUN_SCORE, []);
    if (found && 'best' in found) return found;
  }
  return null;
}

/** Every non-empty subset, smallest first. */
function subsetsOf<T>(items: readonly T[]): T[][] {
  return Array.from({ length: 2 ** items.length - 1 }, (_, i) =>
    items.filter((_, bit) => ((i + 1) >> bit) & 1),
  ).sort((a, b) => a.length - b.length);
}

/** At most this many unknown words are tried left out in every combination. */
const MAX_UNKNOWN_WORDS = 5;

/**
 * The whole text with the fewest of its unknown name words left out that names a medicine or
 * starts one ("z pak wihla" is Z-Pak: its pack word stays, as the name carries it).
 */
function withoutUnknownWords(catalog: DrugCatalog, query: DrugQuery): ResolvedName | null {
  const words = query.text.split(' ');
  const unknown = [...new Set(query.nameWords.filter((w) => !catalog.knowsWord(w)))].slice(
    0,
    MAX_UNKNOWN_WORDS,
  );
  const subsets = subsetsOf(unknown);
  for (const exactOnly of [true, false]) {
    for (const dropped of subsets) {
      // The whole text (its soft words may be the name's: "Z Pak"), then the name words alone.
      for (const kept of [words, query.nameWords]) {
        const text = kept.filter((w) => !dropped.includes(w)).join(' ');
        // Left without its unknown words, the search is read as if typed so, typos and all.
        const found = exactOnly
          ? matched(catalog, text, MAX_RUN_SCORE, dropped)
          : text.length >= MIN_CORRECTED_RUN_CHARS
            ? matched(catalog, text, Infinity, dropped)
            : null;
        if (found && 'best' in found) return found;
      }
    }
  }
  return null;
}

/** A spelling correction of what is left once words are left out: a whole name of its length. */
function corrected(
  catalog: DrugCatalog,
  text: string,
  ignored: string[],
): ResolvedName | AmbiguousIngredient | null {
  if (text.length < MIN_CORRECTED_RUN_CHARS) return null;
  const found = matched(catalog, text, Infinity, ignored);
  if (!found || !('best' in found)) return found;
  const gap = Math.abs(found.best.key.length - text.length);
  return gap <= MAX_RUN_CORRECTION_LENGTH_GAP ? found : null;
}

/** The best match of runs of `length` name words: lowest score, then leftmost. */
function bestRun(
  catalog: DrugCatalog,
  words: readonly string[],
  length: number,
  exactOnly: boolean,
): ResolvedName | AmbiguousIngredient | null {
  let best: ResolvedName | AmbiguousIngredient | null = null;
  for (let start = 0; start + length <= words.length; start += 1) {
    const run = words.slice(start, start + length).join(' ');
    const ignored = [...words.slice(0, start), ...words.slice(start + length)];
    // Only words no medicine is written with are left out: "insulin detemir" is not insulin.
    if (ignored.some((word) => catalog.knowsWord(word))) continue;
    const found = exactOnly
      ? (matched(catalog, run, MAX_RUN_SCORE, ignored) ?? insideCombination(catalog, run, ignored))
      : corrected(catalog, run, ignored);
    if (found && (!best || scoreOf(found) < scoreOf(best))) best = found;
  }
  return best;
}

const scoreOf = (found: ResolvedName | AmbiguousIngredient): number =>
  'best' in found ? found.best.score : 0;

function matched(
  catalog: DrugCatalog,
  text: string,
  maxScore: number,
  ignored: string[],
): ResolvedName | AmbiguousIngredient | null {
  if (!text) return null;
  const matches = catalog.matchName(text);
  const best = matches[0];
  if (!best || best.score > maxScore) return null;
  if (text.length < MIN_PREFIX_CHARS && best.score > 0) return null;
  // An INN or Spanish name of a molecule priced only in combinations (sulfametoxazol).
  if (!best.isPriced && best.alias && !best.familyKey.includes('/')) {
    const inside = insideCombination(catalog, best.familyKey, ignored);
    if (inside) return inside;
  }
  const corrected = best.score >= TYPO_SCORE;
  const via = corrected ? 'spelling' : best.alias ? 'alias' : 'name';
  return { matches, best, corrected, via, ignored };
}

function insideCombination(
  catalog: DrugCatalog,
  text: string,
  ignored: string[],
): ResolvedName | AmbiguousIngredient | null {
  if (text.length < MIN_INGREDIENT_CHARS || SUPPLEMENT.test(text)) return null;
  const combinations = catalog.combinationsContaining(text);
  const [only] = combinations;
  if (!only) return null;
  if (combinations.length > 1) return { candidates: combinations };
  return { matches: [only], best: only, corrected: false, via: 'ingredient', ignored };
}
