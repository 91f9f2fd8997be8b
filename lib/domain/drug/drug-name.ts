import { distance as levenshtein } from 'fastest-levenshtein';
import { sharedStem } from './identity/stems';

/**
 * Abbreviations and synonyms that pharmacists, prescribers and NADAC descriptions write for a
 * whole ingredient name ("lisinopril-HCTZ", "Norgestimate-EE", "Promethazine DM", "senna" for
 * sennosides). Shared by the dataset build (which reads NADAC descriptions) and name search.
 */
export const INGREDIENT_ABBREVIATIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    hctz: 'hydrochlorothiazide',
    hct: 'hydrochlorothiazide',
    apap: 'acetaminophen',
    asa: 'aspirin',
    ee: 'ethinyl estradiol',
    pse: 'pseudoephedrine',
    dm: 'dextromethorphan',
    smx: 'sulfamethoxazole',
    smz: 'sulfamethoxazole',
    tmp: 'trimethoprim',
    kcl: 'potassium chloride',
    nacl: 'sodium chloride',
    peg: 'polyethylene glycol',
    hc: 'hydrocortisone',
    senna: 'sennosides',
  }),
);

/**
 * Lower-cases, folds accents ("acetaminofén" is typed both ways), apostrophes ("children's"),
 * punctuation, "and" and "with" ("Tylenol with Codeine", Spanish "y" and "con"), and spells out
 * abbreviations ("Lisinopril-HCTZ").
 */
export function normalizeDrugName(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9.%]+/g, ' ')
      // "and", "with" and their Spanish "y", "con" join names ("hidrocodona y acetaminofén").
      .replace(/\b(and|with|y|con)\b/g, ' ')
      .split(' ')
      .map((word) => INGREDIENT_ABBREVIATIONS.get(word) ?? word)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Edits between two spellings, a swap of two neighbouring letters counting as one ("ambine" is
 * one slip from "ambien", not two): the typos people make.
 */
function editDistance(a: string, b: string): number {
  const edits = levenshtein(a, b);
  if (edits !== 2 || a.length !== b.length) return edits;
  const at = [...a].findIndex((ch, i) => ch !== b[i]);
  const swapped = a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
  return swapped ? 1 : edits;
}

/** Typos allowed for a query of this length: none for short words, where edits change meaning. */
export function allowedEdits(queryLength: number): number {
  if (queryLength <= 3) return 0;
  if (queryLength <= 6) return 1;
  return 2;
}

/**
 * A scorer for one normalised query: how well it names a normalised candidate (given with its
 * words, split once when the catalogue is built). 0 exact, 1 prefix, 2 every query word starts a
 * candidate word, 3+ within the allowed typos of the whole name or of its prefix. Lower is better;
 * null is no match.
 */
export function nameMatcher(
  query: string,
): (candidate: string, candidateWords: readonly string[]) => number | null {
  const queryWords = query.split(' ');
  const budget = allowedEdits(query.length);
  return (candidate, candidateWords) => {
    if (query.length === 0) return null;
    if (candidate === query) return 0;
    if (candidate.startsWith(query)) return 1;
    // A word of one or two letters ("c" in "vitamin c") names nothing unless it is a whole word.
    const startsWord = (word: string) =>
      candidateWords.some((c) => (word.length <= 2 ? c === word : c.startsWith(word)));
    if (queryWords.every(startsWord)) return 2;
    if (budget === 0) return null;
    // Typos rarely hit both of the first two letters; checking that first skips the edit-distance
    // work for almost every candidate (name matching was most of a FindDrugs request's time).
    if (candidate[0] !== query[0] && candidate[1] !== query[1]) return null;
    const whole =
      Math.abs(candidate.length - query.length) <= budget
        ? editDistance(query, candidate)
        : Infinity;
    if (whole <= budget) {
      const isTypo =
        !changesMolecule(query, candidate) && wordsWithinTypos(queryWords, candidateWords);
      return isTypo ? 3 + whole : null;
    }
    // A typo inside a partly typed name ("atorvastn" for "atorvastatin"): compare like-length prefixes.
    if (query.length >= 4 && candidate.length > query.length) {
      const prefix = Math.min(
        editDistance(query, candidate.slice(0, query.length)),
        editDistance(query, candidate.slice(0, query.length + 1)),
        editDistance(query, candidate.slice(0, query.length - 1)),
      );
      const words = candidateWords.slice(0, queryWords.length);
      const lastTyped = queryWords.at(-1) ?? '';
      // The last typed word is partial: compare it with as much of its candidate word.
      words[words.length - 1] = (words.at(-1) ?? '').slice(0, lastTyped.length);
      if (prefix <= budget && wordsWithinTypos(queryWords.slice(0, -1), words.slice(0, -1))) {
        const lastWithin =
          editDistance(lastTyped, words.at(-1) ?? '') <= allowedEdits(lastTyped.length) ||
          queryWords.length === 1;
        if (lastWithin) return 4 + prefix;
      }
    }
    return null;
  };
}

/**
 * Word by word, each typed word within its own typo allowance: "vitamin c" is not a misspelt
 * "vitamin d" (a one-letter word allows no edit). Names of different word counts are compared
 * whole.
 */
function wordsWithinTypos(typed: readonly string[], candidate: readonly string[]): boolean {
  if (typed.length !== candidate.length) return true;
  return typed.every(
    (word, i) => editDistance(word, candidate[i] ?? '') <= allowedEdits(word.length),
  );
}

/**
 * Whether correcting `typed` to `candidate` would change the molecule rather than fix a typo:
 * both end in the same class stem ("-gliptin") and differ before it by more than one letter
 * (or at all, when that part is short): sitagliptin → saxagliptin is another medicine.
 */
function changesMolecule(typed: string, candidate: string): boolean {
  const typedWord = typed.split(' ').at(-1) ?? '';
  const candidateWord = candidate.split(' ').at(-1) ?? '';
  const stem = sharedStem(typedWord, candidateWord);
  if (!stem) return false;
  const typedHead = typedWord.slice(0, -stem.length);
  const candidateHead = candidateWord.slice(0, -stem.length);
  const allowed = Math.min(typedHead.length, candidateHead.length) >= 5 ? 1 : 0;
  return editDistance(typedHead, candidateHead) > allowed;
}
