/**
 * The golden set of drug searches (golden-searches.csv): what a pharmacist expects each search to
 * answer — molecule, salt, release, form, brand — and the counter default (strength, quantity).
 * Written from clinical knowledge, not from the app's answers. Scored by the dataset build and by
 * golden.test.ts (issue 16: identity 100 %, defaults ≥ 95 %).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DrugProduct } from '../../lib/domain/dataset-schema';
import { formClassOf } from '../../lib/domain/drug-identity/dose-forms';
import { parseDrugQuery } from '../../lib/domain/drug-identity/query';
import { releaseClassOf } from '../../lib/domain/drug-identity/release';
import { parseCsv } from './csv';
import { familyKeyOf, ingredientsOf } from './names';
import { sameStrength } from './usual-doses';

export interface GoldenCase {
  query: string;
  category: string;
  molecules: string[];
  salt: string;
  release: '' | 'IR' | 'ER' | 'SR' | 'XL' | 'DR';
  form: string;
  brand: string;
  strength: string;
  qty: number | null;
  expect: 'priced' | 'not-priced' | 'variant-not-priced';
  note: string;
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
    release: (row.release ?? '').trim().toUpperCase() as GoldenCase['release'],
    form: (row.form ?? '').trim().toLowerCase(),
    brand: (row.brand ?? '').trim(),
    strength: (row.strength ?? '').trim(),
    qty: row.qty ? Number(row.qty) : null,
    expect: (row.expect ?? 'priced') as GoldenCase['expect'],
    note: row.note ?? '',
  }));
}

function releaseMatches(expected: GoldenCase['release'], product: DrugProduct): boolean {
  const label = product.release;
  switch (expected) {
    case '':
      return true;
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

/** "Trelegy Ellipta" and "Ventolin HFA" are the Trelegy and Ventolin a search names. */
const isBrandLine = (brandName: string | null, expected: string): boolean =>
  brandName === expected || (brandName?.startsWith(`${expected} `) ?? false);

/** Scores one case against what the search answered. */
export function judge(c: GoldenCase, answer: GoldenAnswer): GoldenVerdict {
  const identity: string[] = [];
  const defaults: string[] = [];
  const formNamed = parseDrugQuery(c.query).forms.length > 0;
  const checksDefaults = c.strength !== '' || c.qty !== null || (c.form !== '' && !formNamed);
  if (c.expect !== 'priced') {
    // Not priced at all: either 404 says so; a named variant not priced: the specific one.
    const wanted =
      c.expect === 'not-priced' ? ['drug-not-found', 'variant-not-priced'] : [c.expect];
    if (answer.kind === 'priced') identity.push(`priced ${answer.product.ln}, expected a 404`);
    else if (!wanted.some((w) => answer.type.endsWith(w))) {
      identity.push(`${answer.type}, expected ${wanted.join(' or ')}`);
    }
    return { case: c, identityFailures: identity, defaultFailures: [], checksDefaults: false };
  }
  if (answer.kind === 'problem') {
    identity.push(`answered ${answer.type}`);
    return { case: c, identityFailures: identity, defaultFailures: [], checksDefaults };
  }
  const { product, qty } = answer;
  const expectedFamily = familyKeyOf(c.molecules.flatMap((m) => ingredientsOf(m)));
  if (product.familyKey !== expectedFamily) {
    identity.push(`molecule ${product.familyKey} (${product.ln}), expected ${expectedFamily}`);
  }
  const salts = (product.salt ?? '').split(' ');
  if (c.salt && !c.salt.split(/[/ ]+/).every((salt) => salts.includes(salt))) {
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
  if (c.form && formClass !== c.form) {
    (formNamed ? identity : defaults).push(
      `form ${formClass} (${product.form}), expected ${c.form}`,
    );
  }
  if (c.strength && !sameStrength(c.strength, product.strength ?? '')) {
    defaults.push(`strength ${product.strength ?? 'none'}, expected ${c.strength}`);
  }
  if (c.qty !== null && qty !== c.qty) defaults.push(`quantity ${qty}, expected ${c.qty}`);
  return { case: c, identityFailures: identity, defaultFailures: defaults, checksDefaults };
}

export interface GoldenFigures {
  cases: number;
  identityPassed: number;
  defaultsChecked: number;
  defaultsPassed: number;
}

export function figuresOf(verdicts: readonly GoldenVerdict[]): GoldenFigures {
  const checked = verdicts.filter((v) => v.checksDefaults && v.identityFailures.length === 0);
  return {
    cases: verdicts.length,
    identityPassed: verdicts.filter((v) => v.identityFailures.length === 0).length,
    defaultsChecked: verdicts.filter((v) => v.checksDefaults).length,
    defaultsPassed: checked.filter((v) => v.defaultFailures.length === 0).length,
  };
}

const percent = (n: number, of: number): string => `${((100 * n) / Math.max(of, 1)).toFixed(1)} %`;

/** One line of figures, as the build and the test print them. */
export function figuresLine(f: GoldenFigures): string {
  return `golden set: ${f.cases} searches; identity (molecule, salt, release, named form, brand) ${f.identityPassed}/${f.cases} = ${percent(f.identityPassed, f.cases)}; counter defaults ${f.defaultsPassed}/${f.defaultsChecked} = ${percent(f.defaultsPassed, f.defaultsChecked)}`;
}

/** The failing cases, one line each. */
export function failureLines(verdicts: readonly GoldenVerdict[]): string[] {
  return verdicts
    .filter((v) => v.identityFailures.length + v.defaultFailures.length > 0)
    .map(
      (v) =>
        `  ${v.identityFailures.length > 0 ? 'IDENTITY' : 'default '} "${v.case.query}": ${[...v.identityFailures, ...v.defaultFailures].join('; ')}`,
    );
}

/** Runs every case through `search` (the provider in the build, the route handler in the test). */
export async function runGolden(
  search: (query: string) => Promise<GoldenAnswer>,
  cases: readonly GoldenCase[] = loadGoldenCases(),
): Promise<GoldenVerdict[]> {
  const verdicts: GoldenVerdict[] = [];
  for (const c of cases) verdicts.push(judge(c, await search(c.query)));
  return verdicts;
}

/**
 * The golden figures of a freshly built catalogue, searched as FindDrugs selects (no pharmacies
 * needed: the answer's product and default quantity are the catalogue's). The build prints them.
 */
export async function goldenOfCatalogue(
  select: (drugName: string) => { product: DrugProduct } | { problem: string },
): Promise<GoldenVerdict[]> {
  return runGolden(async (query) => {
    const answer = select(query);
    if ('problem' in answer) return { kind: 'problem', type: `/problems/${answer.problem}` };
    return { kind: 'priced', product: answer.product, qty: answer.product.quantities[0] ?? 1 };
  });
}
