import 'server-only';
import { distance as editDistance } from 'fastest-levenshtein';
import { allowedEdits } from '@/lib/domain/drug/drug-name';
import { LruCache } from '@/lib/server/core/lru-cache';

/** Words this long or longer are known when within the typos of a known word ("detemr"). */
const MIN_TYPO_KNOWN_CHARS = 6;

/** Words remembered as known or unknown (people refine the same search). */
const REMEMBERED_WORDS = 500;

/**
 * The words medicines are written with: every word of every ingredient, priced or not. A typed
 * word that is one, or a typo of one, is never left out of a search ("insulin detemr" is not
 * insulin), while words only brand names use ("extra", "strength") may be.
 */
export class Vocabulary {
  private readonly words = new Set<string>();
  private readonly remembered = new LruCache<string, boolean>(REMEMBERED_WORDS);

  constructor(familyKeys: Iterable<string>) {
    for (const key of familyKeys) for (const word of key.split(/[/ ]/)) this.words.add(word);
  }

  /** Whether a typed word is a known word or a typo of one. */
  knows(word: string): boolean {
    if (this.words.has(word)) return true;
    const remembered = this.remembered.get(word);
    if (remembered !== undefined) return remembered;
    const known = this.isTypoOfKnownWord(word);
    this.remembered.set(word, known);
    return known;
  }

  private isTypoOfKnownWord(word: string): boolean {
    // Short words are compared whole: "extra" is no typo of some "xtra" in a store brand's name.
    const budget = word.length >= MIN_TYPO_KNOWN_CHARS ? allowedEdits(word.length) : 0;
    if (budget === 0) return false;
    for (const known of this.words) {
      if (Math.abs(known.length - word.length) <= budget && editDistance(known, word) <= budget) {
        return true;
      }
    }
    return false;
  }
}
