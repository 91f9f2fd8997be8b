/**
 * The golden set of drug searches (golden-searches.csv): what a pharmacist expects each search to
 * answer — molecule, salt, release, form, brand — and the counter default (strength, quantity).
 * Written from clinical knowledge, not from the app's answers. Scored by the dataset build and by
 * golden.test.ts: identity 100 %, defaults ≥ 97 % on the whole set and on its held-out part (the
 * cases the usual-dose table was not tuned against, `split` = holdout).
 *
 * The judge is strict: the molecule set, the salt (exactly: "none" for a product without one),
 * the release and a named form must all be the expected ones, and a case must name the release
 * and form wherever the medicine it expects comes more than one way, and the salt wherever it
 * comes with two salts written (`caseFailures`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DrugProduct } from '../../lib/domain/dataset/dataset-schema';
import { formClassOf } from '../../lib/domain/drug/identity/dose-forms';
import { parseDrugQuery } from '../../lib/domain/drug/identity/query';
import { releaseClassOf } from '../../lib/domain/drug/identity/release';
import { parseCsv } from './csv';
import { familyKeyOf, ingredientsOf } from './names';
import { sameStrength } from './usual-doses';

export interface GoldenCase {
  query: string;
  category: string;
  molecules: string[];
  /** The salts, "none", or alternatives the pharmacist accepts alike ("capsule|tablet"). */
  salt: string;
  release: string;
  form: string;
  brand: string;
  strength: string;
  qty: number | null;
  expect: 'priced' | 'not-priced' | 'variant-not-priced';
  note: string;
  /** "tune": the usual-dose table was reviewed against it; "holdout": never looked at for that. */
  split: 'tune' | 'holdout';
}

/** What a search answered: the priced product and quantity, or the problem type of a 404. */
export type GoldenAnswer =
  { kind: 'priced'; product: DrugProduct; qty: number } | { kind: 'problem'; type: string };

/** One case's verdict: which identity and which default checks failed. */
export interface GoldenVerdict {
  case: GoldenCase;
  identityFailures: string[];
  defaultFailures: string[];
  /** Whether the case checks any default (strength, quantity, or a form the query did not name). */
  checksDefaults: boolean;
  /** What the case fails to say where the expected medicine comes more than one way. */
  caseFailures: string[];
}

export function loadGoldenCases(): GoldenCase[] {
  const file = path.join(import.meta.dirname, 'golden-searches.csv');
  return parseCsv(readFileSync(file, 'utf8')).map((row) => ({
    query: row.query ?? '',
    category: row.category ?? '',
    molecules: (row.molecules ?? '')
      .split(';')
      .map((m) => m.trim())
      .filter(Boolean),
    salt: (row.salt ?? '').trim().toLowerCase(),
    release: (row.release ?? '').trim().toUpperCase(),
    form: (row.form ?? '').trim().toLowerCase(),
    brand: (row.brand ?? '').trim(),
    strength: (row.strength ?? '').trim(),
    qty: row.qty ? Number(row.qty) : null,
    expect: (row.expect ?? 'priced') as GoldenCase['expect'],
    note: row.note ?? '',
    split: row.split === 'holdout' ? 'holdout' : 'tune',
  }));
}

type Release = 'IR' | 'ER' | 'SR' | 'XL' | 'DR';

function releaseMatches(expected: string, product: Pick<DrugProduct, 'release'>): boolean {
  return expected === '' || alternatives(expected).some((r) => releaseIs(r as Release, product));
}

function releaseIs(expected: Release, product: Pick<DrugProduct, 'release'>): boolean {
  const label = product.release;
  switch (expected) {
    case 'IR':
      return label === null;
    case 'ER':
    case 'DR':
      return label !== null && releaseClassOf(label) === expected;
    case 'SR':
      return label === 'SR';
    case 'XL':
      return label === 'XL' || (label !== null && releaseClassOf(label) === 'ER' && label !== 'SR');
  }
}

/** The alternatives a column accepts alike ("capsule|tablet"). */
const alternatives = (column: string): string[] => column.split('|').map((a) => a.trim());

/** "Trelegy Ellipta" and "Ventolin HFA" are the Trelegy and Ventolin a search names. */
const isBrandLine = (brandName: string | null, expected: string): boolean =>
  brandName === expected || (brandName?.startsWith(`${expected} `) ?? false);

/** A product's salts as the golden set writes them ("none" for a product without one). */
const saltsOf = (salt: string | null): string => (salt ?? 'none').split(' ').sort().join(' ');
const saltMatches = (expected: string, salt: string | null): boolean =>
  alternatives(expected).some((a) => a.split(/[/ ]+/).sort().join(' ') === saltsOf(salt));

/** Scores one case against what the search answered, given the expected medicine's products. */
export function judge(
  c: GoldenCase,
  answer: GoldenAnswer,
  family: readonly DrugProduct[] = [],
): GoldenVerdict {
  const identity: string[] = [];
  const defaults: string[] = [];
  const formNamed = namesForm(c.query);
  const checksDefaults = c.strength !== '' || c.qty !== null || (c.form !== '' && !formNamed);
  const verdict = (caseFailures: string[] = []): GoldenVerdict => ({
    case: c,
    identityFailures: identity,
    defaultFailures: defaults,
    checksDefaults: c.expect === 'priced' && checksDefaults,
    caseFailures,
  });
  if (c.expect !== 'priced') {
    // Not priced at all: either 404 says so; a named variant not priced: the specific one.
    const wanted =
      c.expect === 'not-priced' ? ['drug-not-found', 'variant-not-priced'] : [c.expect];
    if (answer.kind === 'priced') identity.push(`priced ${answer.product.ln}, expected a 404`);
    else if (!wanted.some((w) => answer.type.endsWith(w))) {
      identity.push(`${answer.type}, expected ${wanted.join(' or ')}`);
    }
    return verdict();
  }
  const unsaid = unsaidChoices(c, family);
  if (answer.kind === 'problem') {
    identity.push(`answered ${answer.type}`);
    return verdict(unsaid);
  }
  const { product, qty } = answer;
  const expectedFamily = familyKeyOf(c.molecules.flatMap((m) => ingredientsOf(m)));
  if (product.familyKey !== expectedFamily) {
    identity.push(`molecule ${product.familyKey} (${product.ln}), expected ${expectedFamily}`);
  }
  if (c.salt && !saltMatches(c.salt, product.salt)) {
    identity.push(`salt ${product.salt ?? 'none'}, expected ${c.salt}`);
  }
  if (!releaseMatches(c.release, product)) {
    identity.push(`release ${product.release ?? 'IR'}, expected ${c.release}`);
  }
  if (c.brand === 'generic' && product.brandGeneric !== 'G') {
    identity.push(`brand ${product.brandName}, expected a generic`);
  } else if (c.brand && c.brand !== 'generic' && !isBrandLine(product.brandName, c.brand)) {
    identity.push(`brand ${product.brandName ?? 'generic'}, expected ${c.brand}`);
  }
  const formClass = formClassOf(product.form);
  if (c.form && !alternatives(c.form).includes(formClass)) {
    (formNamed ? identity : defaults).push(
      `form ${formClass} (${product.form}), expected ${c.form}`,
    );
  }
  if (c.strength && !sameStrength(c.strength, product.strength ?? '')) {
    defaults.push(`strength ${product.strength ?? 'none'}, expected ${c.strength}`);
  }
  if (c.qty !== null && qty !== c.qty) defaults.push(`quantity ${qty}, expected ${c.qty}`);
  return verdict(unsaid);
}

/** Whether the query itself names a form, a route or a device ("eye drops", "Diskus"). */
function namesForm(query: string): boolean {
  const parsed = parseDrugQuery(query);
  return parsed.forms.length > 0 || parsed.preferences.some((p) => p.kind === 'device');
}

/**
 * The columns a case leaves blank although the medicine it expects comes more than one way among
 * the products its typed form words admit: a blank salt, release or form would accept any.
 */
function unsaidChoices(c: GoldenCase, family: readonly DrugProduct[]): string[] {
  const typedForms = parseDrugQuery(c.query).forms;
  const reachable = family.filter((p) => typedForms.every((f) => f.test.test(p.form)));
  const inForm = reachable.filter(
    (p) => !c.form || alternatives(c.form).includes(formClassOf(p.form)),
  );
  const inRelease = inForm.filter((p) => releaseMatches(c.release, p));
  const kinds = (values: Iterable<string>) => [...new Set(values)].sort();
  const unsaid: string[] = [];
  const forms = kinds(reachable.map((p) => formClassOf(p.form)));
  if (!c.form && forms.length > 1) unsaid.push(`form (comes as ${forms.join(', ')})`);
  const releases = kinds(inForm.map((p) => (p.release ? releaseClassOf(p.release) : 'IR')));
  if (!c.release && releases.length > 1) unsaid.push(`release (comes ${releases.join(', ')})`);
  // A product with no salt written may simply not say it: only two written salts are a choice.
  const salts = kinds(inRelease.flatMap((p) => (p.salt ? [saltsOf(p.salt)] : [])));
  if (!c.salt && salts.length > 1) unsaid.push(`salt (comes as ${salts.join(', ')})`);
  return unsaid;
}

/** Defaults checked and passed. */
interface DefaultFigures {
  checked: number;
  passed: number;
}

export interface GoldenFigures {
  cases: number;
  identityPassed: number;
  /** Defaults on the whole set. */
  defaults: DefaultFigures;
  /** Defaults on the held-out part only (cases the usual-dose table was not tuned against). */
  heldOutDefaults: DefaultFigures;
  heldOutCases: number;
}

function defaultFigures(verdicts: readonly GoldenVerdict[]): DefaultFigures {
  const checked = verdicts.filter((v) => v.checksDefaults);
  return {
    checked: checked.length,
    passed: checked.filter((v) => v.identityFailures.length === 0 && v.defaultFailures.length === 0)
      .length,
  };
}

export function figuresOf(verdicts: readonly GoldenVerdict[]): GoldenFigures {
  const heldOut = verdicts.filter((v) => v.case.split === 'holdout');
  return {
    cases: verdicts.length,
    identityPassed: verdicts.filter((v) => v.identityFailures.length === 0).length,
    defaults: defaultFigures(verdicts),
    heldOutDefaults: defaultFigures(heldOut),
    heldOutCases: heldOut.length,
  };
}

const percent = (n: number, of: number): string => `${((100 * n) / Math.max(of, 1)).toFixed(1)} %`;

/** One line of figures, as the build and the test print them. */
export function figuresLine(f: GoldenFigures): string {
  const { defaults: d, heldOutDefaults: h } = f;
  return `golden set: ${f.cases} searches (${f.heldOutCases} held out); identity (molecules, salt, release, form, brand) ${f.identityPassed}/${f.cases} = ${percent(f.identityPassed, f.cases)}; counter defaults ${d.passed}/${d.checked} = ${percent(d.passed, d.checked)} on the whole set, ${h.passed}/${h.checked} = ${percent(h.passed, h.checked)} held out`;
}

/**
 * The failing cases, one line each: every identity failure and case failure, and the default
 * misses of the tuning part only — the held-out misses are counted, not listed, so that tuning
 * the usual-dose table never reads them.
 */
export function failureLines(verdicts: readonly GoldenVerdict[]): string[] {
  const lines: string[] = [];
  let heldOutMisses = 0;
  for (const v of verdicts) {
    const label = `"${v.case.query}"`;
    if (v.caseFailures.length > 0)
      lines.push(`  CASE     ${label} names no ${v.caseFailures.join('; no ')}`);
    if (v.identityFailures.length > 0) {
      lines.push(
        `  IDENTITY ${label}: ${[...v.identityFailures, ...v.defaultFailures].join('; ')}`,
      );
    } else if (v.defaultFailures.length > 0 && v.checksDefaults) {
      if (v.case.split === 'holdout') heldOutMisses += 1;
      else lines.push(`  default  ${label}: ${v.defaultFailures.join('; ')}`);
    }
  }
  if (heldOutMisses > 0) lines.push(`  (${heldOutMisses} held-out default misses, not listed)`);
  return lines;
}

/** Runs every case through `search` (the provider in the build, the route handler in the test). */
export async function runGolden(
  search: (query: string) => Promise<GoldenAnswer>,
  products: readonly DrugProduct[],
  cases: readonly GoldenCase[] = loadGoldenCases(),
): Promise<GoldenVerdict[]> {
  const byFamily = new Map<string, DrugProduct[]>();
  for (const p of products) byFamily.set(p.familyKey, [...(byFamily.get(p.familyKey) ?? []), p]);
  const verdicts: GoldenVerdict[] = [];
  for (const c of cases) {
    const family = byFamily.get(familyKeyOf(c.molecules.flatMap((m) => ingredientsOf(m)))) ?? [];
    verdicts.push(judge(c, await search(c.query), family));
  }
  return verdicts;
}

/**
 * The golden figures of a freshly built catalogue, searched as FindDrugs selects (no pharmacies
 * needed: the answer's product and default quantity are the catalogue's). The build prints them.
 */
export async function goldenOfCatalogue(
  products: readonly DrugProduct[],
  select: (drugName: string) => { product: DrugProduct } | { problem: string },
): Promise<GoldenVerdict[]> {
  return runGolden(async (query) => {
    const answer = select(query);
    if ('problem' in answer) return { kind: 'problem', type: `/problems/${answer.problem}` };
    return { kind: 'priced', product: answer.product, qty: answer.product.quantities[0] ?? 1 };
  }, products);
}
