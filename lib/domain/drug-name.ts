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
 * How well a normalised query names a normalised candidate: 0 exact, 1 prefix, 2 every query word
 * starts a candidate word, 3+ within the allowed typos (of the whole name or of its prefix).
 * Lower is better; null is no match.
 */
export function nameMatchScore(query: string, candidate: string): number | null {
  if (query.length === 0) return null;
  if (candidate === query) return 0;
  if (candidate.startsWith(query)) return 1;
  const candidateWords = candidate.split(' ');
  const queryWords = query.split(' ');
  if (queryWords.every((word) => candidateWords.some((c) => c.startsWith(word)))) return 2;
  const budget = allowedEdits(query.length);
  if (budget === 0) return null;
  const whole = editDistance(query, candidate);
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
}
