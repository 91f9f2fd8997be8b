import 'server-only';
import type { DrugProduct } from '@/lib/domain/dataset-schema';

/**
 * What a pharmacy counter fills when a search names only the drug: the form and strength
 * defaults, and the counting they rest on (NDC packages per form or strength, a proxy for market
 * share). Quantity defaults are the products' own `quantities[0]` (built in scripts/dataset).
 */

/** Self-injection devices, dispensed like an inhaler; vials and ampuls are not. */
const SELF_INJECTION =
  /\b(PEN|KWIKPEN|FLEXPEN|SOLOSTA?R|FLEXTOUCH|PENFILL|SYRINGE|SYRG|SURECLICK|SENSOREADY|PUSHTRONX|CLICKJECT|AUTO-?INJ\w*|AUTOINJ\w*)\b/;

/**
 * Forms in the order a counter fills them: oral solids; ready-to-use devices, topicals, drops and
 * sprays; oral liquids and powders; then everything else (vials, kits, bulk).
 */
const FORM_TIERS: ReadonlyArray<(p: DrugProduct) => boolean> = [
  (p) => /^(TABLET|CAPSULE|CAPLET)/.test(p.form),
  (p) =>
    SELF_INJECTION.test(p.ln) ||
    /PATCH|RING|AEROSOL|INHAL|METERED|SPRAY|OPHTHALMIC|OTIC|DROPS|CREAM|OINTMENT|GEL|LOTION|FOAM|SHAMPOO|SUPPOSITORY|FILM|LOZENGE|TROCHE|GUM|INSERT/.test(
      p.form,
    ),
  (p) => /SUSPENSION|SOLUTION|SYRUP|ELIXIR|LIQUID|POWDER|GRANULE|CONCENTRATE/.test(p.form),
];

/**
 * Families whose usual fill the tiers would miss: albuterol is a rescue inhaler (oral tablets are
 * rarely prescribed), semaglutide is mostly Ozempic and Wegovy pens, and tretinoin is the acne
 * cream or gel (the capsules treat one kind of leukaemia).
 */
const FORM_OVERRIDES: ReadonlyMap<string, RegExp> = new Map([
  ['albuterol', /AEROSOL/],
  ['semaglutide', /INJECTION/],
  ['tretinoin', /CREAM|GEL/],
]);

/** Counts within this share of the largest are package-count noise, not a preference. */
const NEAR_TIE_SHARE = 0.9;

const UNSPECIFIED_STRENGTH = 'unspecified';

const tierOf = (p: DrugProduct): number => {
  const tier = FORM_TIERS.findIndex((test) => test(p));
  return tier === -1 ? FORM_TIERS.length : tier;
};

/** The form to price: the family override, else the lowest tier's form with the most NDCs. */
export function defaultForm(products: readonly DrugProduct[]): string {
  const override = FORM_OVERRIDES.get(products[0]?.familyKey ?? '');
  const overridden = override ? products.filter((p) => override.test(p.form)) : [];
  if (overridden.length > 0) return mostCommon(overridden, (p) => p.form);
  const tier = Math.min(...products.map(tierOf));
  return mostCommon(
    products.filter((p) => tierOf(p) === tier),
    (p) => p.form,
  );
}

/** A strength as a key ("unspecified" when the source has none). */
export const strengthKey = (p: DrugProduct): string => p.strength ?? UNSPECIFIED_STRENGTH;

/**
 * The strength to price within one form: of the strengths whose NDC count is near the largest,
 * the one nearest the middle of the form's strength range (then the more NDCs, then the lower),
 * so neither a starter strength nor the highest wins on a difference of a package or two. Of
 * three or more strengths the highest is never the default (the most NDCs of fluoxetine are 40 mg
 * capsules; 20 mg is what is filled).
 */
export function defaultStrength(sameForm: readonly DrugProduct[]): string {
  const counts = countBy(sameForm, strengthKey);
  const strengths = [...counts.keys()].sort(byStrength);
  if (strengths.length >= 3) counts.delete(strengths[strengths.length - 1] ?? '');
  const top = Math.max(...counts.values());
  const middle = (strengths.length - 1) / 2;
  const distance = (s: string) => Math.abs(strengths.indexOf(s) - middle);
  const count = (s: string) => counts.get(s) ?? 0;
  const [best] = strengths
    .filter((s) => counts.has(s) && count(s) >= top * NEAR_TIE_SHARE)
    .sort(
      (a, b) =>
        distance(a) - distance(b) ||
        count(b) - count(a) ||
        strengths.indexOf(a) - strengths.indexOf(b),
    );
  return best ?? UNSPECIFIED_STRENGTH;
}

/** Orders strengths by their leading number ("2.5 MG" < "10 MG"), then as text. */
export function byStrength(a: string, b: string): number {
  return leadingNumber(a) - leadingNumber(b) || a.localeCompare(b);
}

function leadingNumber(strength: string): number {
  const match = /^\d+(\.\d+)?/.exec(strength);
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
}

/** The key with the most products (ties: the first in key order), a proxy for market share. */
function mostCommon(products: readonly DrugProduct[], keyOf: (p: DrugProduct) => string): string {
  const counts = countBy(products, keyOf);
  return (
    [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? ''
  );
}

/** Products per key. */
export function countBy(
  products: readonly DrugProduct[],
  keyOf: (p: DrugProduct) => string,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of products) counts.set(keyOf(p), (counts.get(keyOf(p)) ?? 0) + 1);
  return counts;
}
