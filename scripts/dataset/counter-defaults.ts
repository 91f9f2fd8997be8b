/**
 * What a pharmacy counter fills when a search names only the drug: every product gets a
 * `defaultRank` within its family (1 first), and a search answers the best-ranked product of what
 * it narrowed to. The rules, in order, each with its reason:
 * 1. The variant a plain name means (usual-doses.csv `default` rows: metoprolol → tartrate
 *    tablets, bupropion → XL, fluticasone → propionate nasal spray).
 * 2. The usual adult strength of the product's variant (usual-doses.csv `dose` rows): the table
 *    knows that naloxone's 4 mg nasal spray is sold over the counter and still the default.
 * 3. Prescription before over-the-counter (ibuprofen 800 mg, not a 200 mg store brand); the
 *    maintenance product before a starter or titration pack (Eliquis 5 mg, not its DVT starter
 *    pack); a product whose strength the source gives before one without.
 * 4. Forms in the order a counter fills them: swallowed tablets and capsules (immediate or
 *    delayed release, then extended); self-injection devices, inhalers, drops, sprays, patches and
 *    topicals; tablets made for children or for swallowing trouble (chewable, orally
 *    disintegrating, dispersible, sublingual); oral liquids; vials, kits and the rest. Within a
 *    tier, the form with the most NDCs (a proxy for how much is dispensed).
 * 5. A generic before its brand (rivaroxaban: only the brand has the usual 20 mg, so Xarelto).
 * 6. Where the table has no row, within a form: for schedule II opioids the lowest common
 *    strength; else the strength with near-top NDC counts nearest the middle of the range (never
 *    the highest of three or more).
 */
import type { DrugProduct } from '../../lib/domain/dataset/dataset-schema';
import { doseRowOf, rowFits, sameStrength, variantRowOf, type UsualDose } from './usual-doses';

type Ranked = Pick<
  DrugProduct,
  | 'ndc'
  | 'gsn'
  | 'familyKey'
  | 'brandName'
  | 'brandGeneric'
  | 'salt'
  | 'release'
  | 'form'
  | 'strength'
  | 'otc'
  | 'deaSchedule'
  | 'ln'
>;

const SELF_INJECTION = /^INJECTION, (PEN|AUTO-INJECTOR|SYRINGE)/;
/** Packs that start or titrate a treatment: filled when asked for, never by default. */
const STARTER_PACK = /STARTER|TITRATION|TITR (PA?C?K|PAK)|INITIATION/;
const SPECIAL_TABLET = /ORALLY DISINTEGRATING|CHEWABLE|SUBLINGUAL|FOR SUSPENSION|EFFERVESCENT/;
const DEVICE_OR_TOPICAL =
  /PATCH|RING|INSERT|AEROSOL|INHALATION|SPRAY|OPHTHALMIC|OTIC|CREAM|OINTMENT|GEL|LOTION|FOAM|SHAMPOO|SUPPOSITORY|FILM|PASTE|ENEMA/;
const ORAL_LIQUID = /^(SOLUTION|SUSPENSION|SYRUP|ELIXIR|LIQUID|POWDER|GRANULES)/;

/** Rule 3's tier of a form (lower fills first). */
function formTier(p: Pick<Ranked, 'form' | 'release'>): number {
  if (/^(TABLET|CAPSULE)/.test(p.form) && SPECIAL_TABLET.test(p.form)) return 3;
  if (/^(TABLET|CAPSULE|CAPLET)/.test(p.form)) return p.release && p.release !== 'DR' ? 1 : 0;
  if (SELF_INJECTION.test(p.form) || DEVICE_OR_TOPICAL.test(p.form)) return 2;
  if (ORAL_LIQUID.test(p.form)) return 4;
  return 5;
}

/** Near-top NDC counts are package-count noise, not a preference. */
const NEAR_TIE_SHARE = 0.9;
/** A schedule II strength is "common" with at least this share of the most-listed one's NDCs. */
const COMMON_SHARE = 0.3;

const leadingNumber = (strength: string): number => {
  const match = /^\d+(\.\d+)?/.exec(strength);
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
};
const byNumber = (a: string, b: string): number =>
  leadingNumber(a) - leadingNumber(b) || a.localeCompare(b);

/** Rule 4 without a table row: the strengths of one product line, first choice first. */
function strengthOrder(counts: ReadonlyMap<string, number>, scheduleII: boolean): string[] {
  const strengths = [...counts.keys()].sort(byNumber);
  const count = (s: string) => counts.get(s) ?? 0;
  const top = Math.max(...counts.values());
  if (scheduleII) {
    const common = strengths.filter((s) => count(s) >= top * COMMON_SHARE);
    return [...common, ...strengths.filter((s) => !common.includes(s))];
  }
  const middle = (strengths.length - 1) / 2;
  const highest = strengths.length >= 3 ? strengths.at(-1) : undefined;
  const score = (s: string) =>
    [
      s === highest ? 1 : 0,
      count(s) >= top * NEAR_TIE_SHARE ? 0 : 1,
      Math.abs(strengths.indexOf(s) - middle),
      -count(s),
      strengths.indexOf(s),
    ] as const;
  return [...strengths].sort((a, b) => compareTuples(score(a), score(b)));
}

function compareTuples(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function countBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

/** A product line: the products a strength picker chooses among. */
const lineOf = (p: Ranked): string =>
  [p.familyKey, p.brandName ?? 'G', p.salt ?? '', p.release ?? '', p.form].join('|');
const strengthOf = (p: Ranked): string => p.strength ?? 'unspecified';

/** Rank 1 is the counter's first choice in each family; one formulation of one line, one rank. */
export function defaultRanks(
  products: readonly Ranked[],
  table: readonly UsualDose[],
): Map<string, number> {
  const ranks = new Map<string, number>();
  const families = new Map<string, Ranked[]>();
  for (const p of products) families.set(p.familyKey, [...(families.get(p.familyKey) ?? []), p]);
  for (const family of families.values()) {
    const formCounts = countBy(family, (p) => p.form);
    const lines = new Map<string, Ranked[]>();
    for (const p of family) lines.set(lineOf(p), [...(lines.get(lineOf(p)) ?? []), p]);
    const strengthRank = new Map<string, number>();
    for (const [line, members] of lines) {
      const order = strengthOrder(
        countBy(members, strengthOf),
        members.some((m) => m.deaSchedule === 'CII'),
      );
      order.forEach((s, i) => strengthRank.set(`${line}|${s}`, i));
    }
    const keyOf = (p: Ranked): number[] => {
      const preferred = variantRowOf(table, p);
      const variantMiss = preferred && !rowFits(preferred, p) ? 1 : 0;
      const usual = doseRowOf(table, p);
      const usualStrength = usual?.strength && sameStrength(usual.strength, strengthOf(p)) ? 0 : 1;
      return [
        variantMiss,
        usualStrength,
        p.otc ? 1 : 0,
        STARTER_PACK.test(p.ln) ? 1 : 0,
        p.strength === null ? 1 : 0,
        // A generic name means the generic, unless only the brand has the usual strength
        // (rivaroxaban: the generic is 2.5 mg only; Xarelto 20 mg is what is filled).
        p.brandGeneric === 'G' ? 0 : 1,
        formTier(p),
        -(formCounts.get(p.form) ?? 0),
        strengthRank.get(`${lineOf(p)}|${strengthOf(p)}`) ?? 0,
      ];
    };
    const keyed = family.map((p) => ({ p, key: keyOf(p) }));
    keyed.sort((a, b) => compareTuples(a.key, b.key) || a.p.gsn.localeCompare(b.p.gsn));
    // One rank per formulation of one product line: a brand and its generic share a GSN but
    // not their usual-dose rows (Toujeo's is U-300, generic glargine's U-100); a starter pack
    // shares its GSN with the maintenance tablets but never their rank.
    const rankOfFormulation = new Map<string, number>();
    for (const { p } of keyed) {
      const formulation = `${p.gsn}|${p.brandName ?? ''}|${STARTER_PACK.test(p.ln)}`;
      if (!rankOfFormulation.has(formulation)) {
        rankOfFormulation.set(formulation, rankOfFormulation.size + 1);
      }
      ranks.set(p.ndc, rankOfFormulation.get(formulation) ?? 0);
    }
  }
  return ranks;
}
