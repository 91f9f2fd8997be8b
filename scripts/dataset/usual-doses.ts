/**
 * The usual-dose table (usual-doses.csv): reviewed counter defaults per molecule, each row with
 * its reason from the FDA label's Dosage and Administration or standard practice.
 * - `default` rows say which salt, release or form a plain name means where a molecule has
 *   several (metoprolol → tartrate tablets; bupropion → XL; fluticasone → propionate nasal spray).
 * - `dose` rows give a variant's usual adult strength and its quantity: units a day (a month's
 *   supply) or a course or package (amoxicillin ×21, fluconazole 150 mg ×1, one 5 mL bottle).
 * Brand rows ("brand:Ozempic") hold for that brand's own products.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DrugProduct } from '../../lib/domain/dataset/dataset-schema';
import { formClassOf } from '../../lib/domain/drug/identity/dose-forms';
import { releaseClassOf } from '../../lib/domain/drug/identity/release';
import { parseCsv } from './csv';
import { familyKeyOf, ingredientsOf } from './names';

export interface UsualDose {
  /** The family key of the molecules, or null for a brand row. */
  familyKey: string | null;
  brand: string | null;
  salt: string;
  release: '' | 'IR' | 'ER' | 'SR' | 'XL' | 'DR';
  /** Form class (dose-forms.ts FORM_CLASSES), "" for any. */
  form: string;
  kind: 'default' | 'dose';
  /** Normalised strength ("25 MG"), "" on default rows. */
  strength: string;
  perDay: number | null;
  course: number | null;
  reason: string;
}

type Identity = Pick<
  DrugProduct,
  'familyKey' | 'brandName' | 'salt' | 'release' | 'form' | 'strength' | 'ln'
>;

/** "100 units/mL" and "100 UNIT/ML", "1,000 mg" and "1000 MG" are one strength. */
const strengthKeyOf = (strength: string): string =>
  strength
    .toUpperCase()
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/UNITS/g, 'UNIT')
    .replace(/\bGM\b/g, 'G')
    .replace(/\s+/g, '');

/**
 * Whether two strengths are one: "100 units/mL" and "100 UNIT/ML", "1,000 mg" and "1000 MG",
 * "0.1 mg/day" and "0.1 MG" (a patch's rate); where one side writes no unit ("ADVAIR 250-50
 * DISKUS"), their numbers.
 */
export function sameStrength(a: string, b: string): boolean {
  const key = (s: string) => strengthKeyOf(s).replace(/\/DAY$/, '');
  if (key(a) === key(b)) return true;
  const numbers = (s: string) => (s.match(/\d+(?:\.\d+)?/g) ?? []).join('-');
  const unitless = (s: string) => !/[A-Z%]/i.test(s);
  return (unitless(a) || unitless(b)) && numbers(key(a)) === numbers(key(b));
}

export function loadUsualDoses(): UsualDose[] {
  const file = process.env.USUAL_DOSES_CSV ?? path.join(import.meta.dirname, 'usual-doses.csv');
  return parseCsv(readFileSync(file, 'utf8')).map((row, index) => {
    const molecules = (row.molecules ?? '').trim();
    const brand = molecules.startsWith('brand:') ? molecules.slice(6).trim() : null;
    const kind = row.kind === 'default' ? 'default' : 'dose';
    const perDay = row.per_day ? Number(row.per_day) : null;
    const course = row.course ? Number(row.course) : null;
    if (!molecules || (kind === 'dose' && (perDay === null) === (course === null))) {
      throw new Error(`usual-doses.csv row ${index + 2}: a dose row needs per_day or course`);
    }
    return {
      familyKey: brand
        ? null
        : familyKeyOf(molecules.split(';').flatMap((m) => ingredientsOf(m.trim()))),
      brand,
      salt: (row.salt ?? '').trim().toLowerCase(),
      release: (row.release ?? '').trim().toUpperCase() as UsualDose['release'],
      form: (row.form ?? '').trim().toLowerCase(),
      kind,
      strength: strengthKeyOf(row.strength ?? ''),
      perDay,
      course,
      reason: (row.reason ?? '').trim(),
    };
  });
}

function releaseFits(wanted: UsualDose['release'], label: DrugProduct['release']): boolean {
  if (wanted === '') return true;
  if (wanted === 'IR') return label === null;
  if (label === null) return false;
  if (wanted === 'ER' || wanted === 'DR') return releaseClassOf(label) === wanted;
  if (wanted === 'SR') return label === 'SR';
  return label !== 'SR' && releaseClassOf(label) === 'ER';
}

/**
 * Whether a row is about the product's molecule, or about its brand: the brand's own line, or
 * products NADAC files under a shorter brand whose description names it ("SPIRIVA RESPIMAT …").
 */
const isOwnRow = (row: UsualDose, p: Identity): boolean =>
  row.brand
    ? p.brandName === row.brand ||
      (p.brandName?.startsWith(`${row.brand} `) ?? false) ||
      (p.brandName !== null && p.ln.startsWith(`${row.brand.toUpperCase()} `))
    : row.familyKey === p.familyKey;

/** Whether a row's molecule (or brand), salt, release and form hold for the product. */
export function rowFits(row: UsualDose, p: Identity): boolean {
  return (
    isOwnRow(row, p) &&
    (!row.salt || row.salt.split(' ').every((salt) => (p.salt ?? '').split(' ').includes(salt))) &&
    releaseFits(row.release, p.release) &&
    (!row.form || formClassOf(p.form) === row.form)
  );
}

/**
 * The `default` row that says which variant the product's plain name means (its brand's, else
 * its molecule's), whether or not the product is that variant; null when there is none.
 */
export function variantRowOf(rows: readonly UsualDose[], p: Identity): UsualDose | null {
  const own = rows.filter((r) => r.kind === 'default' && isOwnRow(r, p));
  return own.find((r) => r.brand !== null) ?? own[0] ?? null;
}

/** The rows of `kind` that hold for the product: its brand's own if any, else the molecule's. */
function rowsFor(rows: readonly UsualDose[], kind: UsualDose['kind'], p: Identity): UsualDose[] {
  const fitting = rows.filter((r) => r.kind === kind && rowFits(r, p));
  const own = fitting.filter((r) => r.brand !== null);
  return own.length > 0 ? own : fitting.filter((r) => r.brand === null);
}

/** More columns given is more specific; a row naming two salts beats one naming one of them. */
const specificity = (r: UsualDose) =>
  (r.brand ? 16 : 0) +
  (r.salt ? 4 * r.salt.split(' ').length : 0) +
  (r.release ? 2 : 0) +
  (r.form ? 1 : 0);

/** The dose row written for the product's own strength, else its variant's most specific one. */
export function doseRowOf(rows: readonly UsualDose[], p: Identity): UsualDose | null {
  const candidates = rowsFor(rows, 'dose', p).sort((a, b) => specificity(b) - specificity(a));
  const own = p.strength ?? '';
  return (
    candidates.find((r) => r.strength && sameStrength(r.strength, own)) ?? candidates[0] ?? null
  );
}
