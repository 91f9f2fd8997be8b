import { distance as editDistance } from 'fastest-levenshtein';

/** Lower-cases and folds punctuation and "and" so "Glyburide-Metformin" = "glyburide and metformin". */
export function normalizeDrugName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9.%]+/g, ' ')
    .replace(/\band\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
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
    if (queryWords.every((word) => candidateWords.some((c) => c.startsWith(word)))) return 2;
    if (budget === 0) return null;
    // Typos rarely hit both of the first two letters; checking that first skips the edit-distance
    // work for almost every candidate (name matching was most of a FindDrugs request's time).
    if (candidate[0] !== query[0] && candidate[1] !== query[1]) return null;
    const whole =
      Math.abs(candidate.length - query.length) <= budget
        ? editDistance(query, candidate)
        : Infinity;
    if (whole <= budget) return 3 + whole;
    // A typo inside a partly typed name ("atorvastn" for "atorvastatin"): compare like-length prefixes.
    if (query.length >= 4 && candidate.length > query.length) {
      const prefix = Math.min(
        editDistance(query, candidate.slice(0, query.length)),
        editDistance(query, candidate.slice(0, query.length + 1)),
        editDistance(query, candidate.slice(0, query.length - 1)),
      );
      if (prefix <= budget) return 4 + prefix;
    }
    return null;
  };
}
