import { canonicalIngredient, familyKeyOf, SALT_WORDS } from './names';

/**
 * Spells out the abbreviated and truncated ingredient names of NADAC descriptions
 * ("OLMSRTN-AMLDPN-HYDROCHLOROTHIAZIDE", "AMOX-CLAV", "ISOSORBIDE MONONIT", "AMLODIPINE-ATORVAST")
 * using the ingredient names known from the FDA directory, the brand table and the ClinCalc list.
 * A whole combination is matched against the known ingredient combinations first, so "AMOX" in
 * "AMOX-CLAV" becomes amoxicillin (amoxicillin/clavulanate is known; amoxapine/clavulanate is not).
 */

interface KnownIngredient {
  canonical: string;
  words: string[];
}

/** How well an abbreviated word names a full word: 0 same, 1 prefix, 2 letters in order. */
function wordQuality(short: string, full: string, allowInitial: boolean): number | null {
  if (short === full) return 0;
  if (full.startsWith(short) && (short.length >= 3 || allowInitial)) return 1;
  if (short.length >= 3 && short[0] === full[0] && isSubsequence(short, full)) return 2;
  return null;
}

function isSubsequence(short: string, full: string): boolean {
  let at = 0;
  for (const ch of full) if (ch === short[at]) at += 1;
  return at === short.length;
}

/**
 * Per-word quality summed over the ingredient's leading words, plus one for each word the
 * fragment leaves out ("ISOSORBIDE" for isosorbide dinitrate); null when a word does not fit.
 */
function fragmentQuality(words: readonly string[], known: KnownIngredient): number | null {
  if (words.length > known.words.length) return null;
  let total = known.words.length - words.length;
  for (let i = 0; i < words.length; i += 1) {
    // "E ESTRAD" writes ethinyl as a single letter; allowed only beside a longer word.
    const quality = wordQuality(words[i] ?? '', known.words[i] ?? '', words.length > 1);
    if (quality === null) return null;
    total += quality;
  }
  return total;
}

export class IngredientResolver {
  private readonly byInitial = new Map<string, KnownIngredient[]>();
  private readonly displayCounts = new Map<string, Map<string, number>>();
  private readonly familiesBySize = new Map<number, string[][]>();
  private readonly knownFamilies = new Set<string>();
  private readonly memo = new Map<string, Array<{ canonical: string; quality: number }>>();

  /** Records one known product's ingredients (display spelling) and their combination. */
  addKnown(ingredients: readonly string[]): void {
    for (const ingredient of ingredients) {
      const canonical = canonicalIngredient(ingredient);
      let counts = this.displayCounts.get(canonical);
      if (!counts) {
        counts = new Map();
        this.displayCounts.set(canonical, counts);
        const entry = { canonical, words: ingredient.split(' ') };
        const initial = ingredient[0] ?? '';
        this.byInitial.set(initial, [...(this.byInitial.get(initial) ?? []), entry]);
      }
      counts.set(ingredient, (counts.get(ingredient) ?? 0) + 1);
    }
    const key = familyKeyOf(ingredients);
    if (key && !this.knownFamilies.has(key)) {
      this.knownFamilies.add(key);
      const members = key.split('/');
      this.familiesBySize.set(members.length, [
        ...(this.familiesBySize.get(members.length) ?? []),
        members,
      ]);
    }
  }

  /** The most common spelling of a known ingredient (ties: alphabetical). */
  displayOf(canonical: string): string | null {
    const counts = this.displayCounts.get(canonical);
    if (!counts) return null;
    return (
      [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null
    );
  }

  /**
   * The known ingredients each cleaned fragment may abbreviate, best first. A leading salt word is
   * also tried without ("SOD SULFACET" is sulfacetamide sodium).
   */
  private candidates(fragment: string): Array<{ canonical: string; quality: number }> {
    const cached = this.memo.get(fragment);
    if (cached) return cached;
    const words = fragment.split(' ');
    const variants = [words];
    if (words.length > 1 && SALT_WORDS.has(words[0] ?? '')) variants.push(words.slice(1));
    const best = new Map<string, number>();
    for (const variant of variants) {
      for (const known of this.byInitial.get(variant[0]?.[0] ?? '') ?? []) {
        const quality = fragmentQuality(variant, known);
        if (quality !== null && quality < (best.get(known.canonical) ?? Infinity)) {
          best.set(known.canonical, quality);
        }
      }
    }
    const list = [...best.entries()]
      .map(([canonical, quality]) => ({ canonical, quality }))
      .sort((a, b) => a.quality - b.quality || a.canonical.localeCompare(b.canonical));
    this.memo.set(fragment, list);
    return list;
  }

  /**
   * Full ingredient names for cleaned fragments (display spelling). Fragments that resolve to
   * nothing, or to several names equally well, stay as written.
   */
  resolve(fragments: readonly string[]): string[] {
    const options = fragments.map((f) => this.candidates(f));
    const combination = fragments.length > 1 ? this.bestKnownCombination(options) : null;
    return fragments.map((fragment, index) => {
      const canonical = combination?.[index] ?? this.uniqueBest(options[index] ?? []);
      return (canonical && this.displayOf(canonical)) ?? fragment;
    });
  }

  private uniqueBest(
    options: ReadonlyArray<{ canonical: string; quality: number }>,
  ): string | null {
    const [first, second] = options;
    if (!first || (second && second.quality === first.quality)) return null;
    return first.canonical;
  }

  /** The known combination all fragments fit best, one fragment per ingredient; null if tied. */
  private bestKnownCombination(
    options: ReadonlyArray<ReadonlyArray<{ canonical: string; quality: number }>>,
  ): string[] | null {
    const qualities = options.map((list) => new Map(list.map((o) => [o.canonical, o.quality])));
    let best: { total: number; assignment: string[] } | null = null;
    let tied = false;
    for (const members of this.familiesBySize.get(options.length) ?? []) {
      const found = bestAssignment(qualities, members);
      if (!found) continue;
      if (!best || found.total < best.total) {
        best = found;
        tied = false;
      } else if (found.total === best.total) tied = true;
    }
    return best && !tied ? best.assignment : null;
  }
}

/** The cheapest way to give each fragment a distinct member ingredient (few fragments: brute force). */
function bestAssignment(
  qualities: ReadonlyArray<ReadonlyMap<string, number>>,
  members: readonly string[],
): { total: number; assignment: string[] } | null {
  let best: { total: number; assignment: string[] } | null = null;
  const assignment: string[] = [];
  const used = new Set<string>();
  const visit = (index: number, total: number): void => {
    if (best && total >= best.total) return;
    if (index === qualities.length) {
      best = { total, assignment: [...assignment] };
      return;
    }
    for (const member of members) {
      const quality = qualities[index]?.get(member);
      if (quality === undefined || used.has(member)) continue;
      used.add(member);
      assignment.push(member);
      visit(index + 1, total + quality);
      assignment.pop();
      used.delete(member);
    }
  };
  visit(0, 0);
  return best;
}
