import 'server-only';
import type { DrugProduct } from '@/lib/domain/dataset/dataset-schema';
import { ambiguousForms, formLabelOf } from '@/lib/domain/drug/identity/form-label';
import type { DrugQuery } from '@/lib/domain/drug/identity/query';
import {
  releaseHonours,
  releaseLabelOfWord,
  type ReleaseLabel,
} from '@/lib/domain/drug/identity/release';
import { hasSalts, saltKey } from '@/lib/domain/drug/identity/salts';
import type { PricedVariant } from '@/lib/domain/api/problem';
import { byStrength, strengthKey } from './defaults';

/** What a typed search asks of a product besides its name (docs/API.md, "Matching rules"). */
export type Qualifiers = Pick<
  DrugQuery,
  'salts' | 'release' | 'forms' | 'strength' | 'preferences'
>;

/**
 * The query's qualifiers that the matched name does not already say: "Toprol XL" names its
 * release, "potassium chloride" is a medicine whose name is a salt, "Flovent HFA" its device.
 */
export function qualifiersBeyondName(
  query: DrugQuery,
  matchedKey: string,
  genericName: string,
): Qualifiers {
  const inName = new Set(matchedKey.split(' '));
  // A salt is dropped only when the medicine is named by it ("potassium chloride"): a
  // nonproprietary name ("metoprolol tartrate") still narrows to its salt.
  const inGenericName = new Set(genericName.toLowerCase().split(/\W+/));
  const namedRelease = [...inName].some(
    (word) => query.release !== null && releaseLabelOfWord(word) === query.release,
  );
  return {
    salts: query.salts.filter((salt) => !inGenericName.has(salt)),
    release: namedRelease ? null : query.release,
    forms: query.forms.filter((f) => !inName.has(f.word)),
    strength: query.strength,
    preferences: query.preferences,
  };
}

/** Whether a query narrows by anything. */
export const narrows = (q: Qualifiers): boolean =>
  q.salts.length > 0 || q.release !== null || q.forms.length > 0 || q.strength !== null;

/**
 * The products of `pool` that honour every qualifier. A specific release label (XL) picks that
 * label where the pool has it, and the pool's extended-release products where it has not
 * (generic metoprolol succinate ER for "metoprolol XL").
 */
export function narrowed(pool: readonly DrugProduct[], q: Qualifiers): DrugProduct[] {
  const poolLabels = new Set(
    pool.map((p) => p.release).filter((r): r is ReleaseLabel => r !== null),
  );
  const honoured = pool.filter(
    (p) =>
      hasSalts(p.salt, q.salts) &&
      releaseAdmits(p.release, q.release, poolLabels) &&
      q.forms.every((f) => f.test.test(p.form)) &&
      strengthAdmits(p, q.strength),
  );
  // "nitrofurantoin macrocrystals" is Macrodantin, not Macrobid's monohydrate/macrocrystals.
  const typedSalts = saltKey(q.salts);
  const exactSalt = honoured.filter((p) => typedSalts !== null && p.salt === typedSalts);
  const salted = exactSalt.length > 0 ? exactSalt : honoured;
  // "Ozempic 2 mg": the 2 mg/dose pen, not the starter pen whose description says "(2 MG/1.5 ML)".
  const typedStrength = q.strength;
  const labelled = salted.filter((p) => typedStrength !== null && labelStarts(p, typedStrength));
  const strengthened = labelled.length > 0 ? labelled : salted;
  // "methylphenidate tablet": the plain tablet where the drug comes both ways.
  const plain = q.release === null && q.forms.some((f) => PLAIN_SOLID.has(f.word));
  const immediate = strengthened.filter((p) => plain && p.release === null);
  return immediate.length > 0 ? immediate : strengthened;
}

/** Form words that name a plain tablet or capsule, not an extended-release one. */
const PLAIN_SOLID = new Set([
  'tablet',
  'tablets',
  'tab',
  'tabs',
  'pill',
  'pills',
  'caplet',
  'caplets',
  'capsule',
  'capsules',
  'cap',
  'caps',
]);

function releaseAdmits(
  product: ReleaseLabel | null,
  typed: Qualifiers['release'],
  poolLabels: ReadonlySet<ReleaseLabel>,
): boolean {
  if (typed === null) return true;
  if (typed === 'IR') return product === null;
  return releaseHonours(product, typed, poolLabels);
}

const numbersIn = (text: string | null) => (text?.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

/** Whether a product's strength label starts with the typed numbers ("25", "875 125", "0.2%"). */
function labelStarts(product: DrugProduct, typed: readonly number[]): boolean {
  const label = numbersIn(product.strength);
  return typed.every((n, i) => label[i] === n);
}

/**
 * A typed strength admits labels that start with the same numbers, and products whose
 * description carries them in order ("human insulin 70/30": HUMULIN 70-30).
 */
function strengthAdmits(product: DrugProduct, typed: number[] | null): boolean {
  if (typed === null || labelStarts(product, typed)) return true;
  const described = numbersIn(product.ln);
  return described.some((_, at) => typed.every((n, i) => described[at + i] === n));
}

/** How a qualified search was read, for the problem's detail ("tartrate ER 25"). */
export function qualifierText(q: Qualifiers): string {
  return [
    ...q.salts,
    ...(q.release ? [q.release] : []),
    ...q.forms.map((f) => f.word),
    ...(q.strength ? [q.strength.join('-')] : []),
  ].join(' ');
}

/** At most this many variants are listed in a problem: enough to choose, short to read. */
const MAX_VARIANTS = 12;

/** What the pool is priced as, by name and form, each with its strengths (for the 404). */
export function pricedVariants(pool: readonly DrugProduct[]): PricedVariant[] {
  const nameOf = (p: DrugProduct) =>
    p.brandName ?? [p.genericName.toLowerCase(), p.salt].filter(Boolean).join(' ');
  const groups = new Map<string, { name: string; products: DrugProduct[] }>();
  for (const p of pool) {
    const name = nameOf(p);
    const group = groups.get(name) ?? { name, products: [] };
    group.products.push(p);
    groups.set(name, group);
  }
  const variants: PricedVariant[] = [];
  for (const { name, products } of groups.values()) {
    const ambiguous = ambiguousForms(products);
    const byForm = new Map<string, Set<string>>();
    for (const p of products) {
      const form = formLabelOf(p, ambiguous);
      byForm.set(form, (byForm.get(form) ?? new Set()).add(strengthKey(p)));
    }
    for (const [form, strengths] of byForm) {
      variants.push({ name, form, strengths: [...strengths].sort(byStrength) });
    }
  }
  return variants
    .sort((a, b) => a.name.localeCompare(b.name) || a.form.localeCompare(b.form))
    .slice(0, MAX_VARIANTS);
}
