/**
 * Spanish names of the dose forms and quantity units the price source answers in English
 * ("TABLET, EXTENDED RELEASE", "tablets"). The API answers stay as the spec defines them; only
 * the interface says them in Spanish (docs/glossary-es.md). Anything not listed is shown as
 * the source wrote it, in lower case.
 */

/** Each comma-separated part of a NADAC-style form name. */
const FORM_PARTS_ES: Record<string, string> = {
  TABLET: 'tableta',
  CAPSULE: 'cápsula',
  'EXTENDED RELEASE': 'de liberación prolongada',
  'DELAYED RELEASE': 'de liberación retardada',
  'ORALLY DISINTEGRATING': 'que se disuelve en la boca',
  CHEWABLE: 'masticable',
  SUBLINGUAL: 'sublingual',
  EFFERVESCENT: 'efervescente',
  'FOR SUSPENSION': 'para suspensión',
  INJECTION: 'inyección',
  VIAL: 'en vial',
  SYRINGE: 'en jeringa',
  PEN: 'en pluma',
  'AUTO-INJECTOR': 'en autoinyector',
  CREAM: 'crema',
  OINTMENT: 'pomada',
  PASTE: 'pasta',
  GEL: 'gel',
  'GEL FORMING': 'que forma gel',
  LOTION: 'loción',
  FOAM: 'espuma',
  SHAMPOO: 'champú',
  SOLUTION: 'solución',
  SUSPENSION: 'suspensión',
  EMULSION: 'emulsión',
  CONCENTRATE: 'concentrada',
  LIQUID: 'líquido',
  SYRUP: 'jarabe',
  ELIXIR: 'elixir',
  POWDER: 'polvo',
  GRANULES: 'gránulos',
  PATCH: 'parche',
  SPRAY: 'aerosol',
  AEROSOL: 'aerosol',
  INHALATION: 'para inhalar',
  NASAL: 'nasal',
  OPHTHALMIC: 'oftálmica',
  OTIC: 'para el oído',
  TOPICAL: 'tópico',
  VAGINAL: 'vaginal',
  RECTAL: 'rectal',
  SUPPOSITORY: 'supositorio',
  ENEMA: 'enema',
  INSERT: 'óvulo',
  RING: 'anillo',
  FILM: 'película',
  GUM: 'chicle',
  LOZENGE: 'pastilla para chupar',
  KIT: 'kit',
  EACH: 'unidad',
};

/** Whole forms whose Spanish is not the parts in order. */
const FORMS_ES: Record<string, string> = {
  'AEROSOL, INHALATION': 'inhalador',
  'POWDER, INHALATION': 'polvo para inhalar',
  'SPRAY, NASAL': 'aerosol nasal',
  'SPRAY, LINGUAL': 'aerosol para la lengua',
};

/** Quantity units ("30 tablets"), as the price source writes them. */
const UNITS_ES: Record<string, string> = {
  tablets: 'tabletas',
  capsules: 'cápsulas',
  each: 'unidades',
  mL: 'mL',
  g: 'g',
  ovules: 'óvulos',
  rings: 'anillos',
  'single-use vials': 'viales de un solo uso',
  patches: 'parches',
  blisters: 'blísteres',
  pieces: 'piezas',
  sprayers: 'atomizadores',
  'pens or syringes': 'plumas o jeringas',
  'auto-injectors': 'autoinyectores',
  suppositories: 'supositorios',
  inhalers: 'inhaladores',
};

/** A form in English as people read it: lower case, a release label kept in capitals. */
const englishForm = (form: string): string =>
  form.toLowerCase().replace(/\((\w+)\)/, (_, label: string) => `(${label.toUpperCase()})`);

/** "TABLET, EXTENDED RELEASE (XL)" → "tableta de liberación prolongada (XL)". */
function spanishForm(form: string): string {
  const match = /^(.*?)\s*(\(\w+\))?$/.exec(form.trim());
  const base = (match?.[1] ?? form).toUpperCase();
  const label = match?.[2] ? ` ${match[2].toUpperCase()}` : '';
  const whole = FORMS_ES[base];
  if (whole) return `${whole}${label}`;
  const parts = base.split(',').map((part) => part.trim());
  if (!parts.every((part) => part in FORM_PARTS_ES)) return englishForm(form);
  return `${parts.map((part) => FORM_PARTS_ES[part]).join(' ')}${label}`;
}

/** A dose form in the interface's language. */
export const doseFormName = (form: string, locale: string): string =>
  locale === 'es' ? spanishForm(form) : englishForm(form);

/** A quantity unit ("tablets") in the interface's language. */
export const quantityUnit = (unit: string, locale: string): string =>
  locale === 'es' ? (UNITS_ES[unit] ?? unit) : unit;

/** The words of a strength that are English ("units", "hr", "dose"), in Spanish. */
const STRENGTH_WORDS_ES: Record<string, string> = {
  unit: 'unidades',
  units: 'unidades',
  hr: 'h',
  dose: 'dosis',
  spray: 'pulverización',
  gm: 'g',
};

/**
 * A strength as people read it, in the interface's language: "20 mg", "100 unit/ml" ("100
 * unidades/ml"), "4.6 mg/24 hr" ("4.6 mg/24 h"). Units common to both languages (mg, mcg, mEq,
 * ml, %) stay as they are.
 */
export function strengthLabel(strength: string, locale: string): string {
  const lower = strength.toLowerCase();
  if (locale !== 'es') return lower;
  return lower.replace(/[a-z]+/g, (word) => STRENGTH_WORDS_ES[word] ?? word);
}
