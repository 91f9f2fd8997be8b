/**
 * Whether two listings' names can be the same business: a store locator's "Kyoto Pharmacy" and
 * NPPES' "KYOTO DRUG INC". Legal suffixes and the words every pharmacy name has carry no identity,
 * so they are dropped; what is left must share a word.
 */

/** Words that say what a business is, not which one. */
const GENERIC_WORDS = new Set(
  (
    'pharmacy pharmacies pharm drug drugs drugstore rx apothecary chemist chemists store stores ' +
    'shop shoppe the of and at in a inc incorporated llc corp corporation co company ltd limited ' +
    'pllc pc lp llp dba'
  ).split(' '),
);

/** Distinctive words common enough that two businesses often share one ("Family", "Medical"). */
const COMMON_WORDS = new Set(
  (
    'family community medical health healthcare care center centre clinic discount main street ' +
    'city village professional plaza park north south east west new services service wellness ' +
    'prescription prescriptions medicine express plus hometown county valley central'
  ).split(' '),
);

/** The name's identifying words, lower case, apostrophes and punctuation gone. */
export function distinctiveWords(name: string): Set<string> {
  const words = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2 && !GENERIC_WORDS.has(word));
  return new Set(words);
}

/** True when the names share a distinctive word. */
export function namesAgree(a: string, b: string): boolean {
  const first = distinctiveWords(a);
  for (const word of distinctiveWords(b)) if (first.has(word)) return true;
  return false;
}

/**
 * The stricter test for listings with no phone to compare: the same distinctive words, at least
 * one of them uncommon ("Komoto Medical" and "KOMOTO MEDICAL PHARMACY INC", not "Family Pharmacy"
 * and "Family Drug").
 */
export function namesAgreeClosely(a: string, b: string): boolean {
  const first = distinctiveWords(a);
  const second = distinctiveWords(b);
  if (first.size === 0 || first.size !== second.size) return false;
  for (const word of first) if (!second.has(word)) return false;
  return [...first].some((word) => !COMMON_WORDS.has(word));
}
