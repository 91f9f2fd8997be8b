/**
 * Name and form normalisation for the drug catalogue: ingredient families without salts, display
 * names, dosage forms parsed from NADAC descriptions, strengths.
 */

/** Salt, ester and hydrate words that do not change which medicine a product is. */
const SALT_WORDS = new Set(
  (
    'hydrochloride hcl hydrobromide hbr calcium sodium potassium magnesium besylate maleate ' +
    'succinate tartrate bitartrate mesylate sulfate citrate fumarate acetate bromide hyclate ' +
    'monohydrate dihydrate trihydrate hemihydrate anhydrous phosphate malate saccharate aspartate ' +
    'dimesylate napsylate pamoate tosylate camsylate disodium trometamol tromethamine propionate ' +
    'valerate monosodium dipropionate proxetil medoxomil cypionate acet hyrochloride hydrobromiede ' +
    'sulfates'
  ).split(' '),
);

/**
 * Dosage-form and packaging words some labelers append to the ingredient name ("Fentanyl
 * Transdermal System", "Diltiazem ER"); without them the product joins its ingredient's family.
 */
const TRAILING_DESCRIPTORS =
  /\s+(transdermal system|eye drops|for oral solution|oral solution|prescription dental cream|tablets?|capsules?|cream|er|xl|sr|xr|sublingual|intensol|tincture|pediatric)$/;

/** One ingredient without its salt words; the first word always stays ("Calcium Carbonate"). */
function ingredientKey(ingredient: string): string {
  let name = ingredient;
  while (TRAILING_DESCRIPTORS.test(name)) name = name.replace(TRAILING_DESCRIPTORS, '');
  const words = name.split(' ').filter(Boolean);
  return words.filter((word, index) => index === 0 || !SALT_WORDS.has(word)).join(' ');
}

/** Ingredients of a nonproprietary name, in source order, each without salts. */
export function ingredientsOf(nonproprietaryName: string): string[] {
  const parts = nonproprietaryName
    .toLowerCase()
    .replace(/[()]/g, ' ')
    .split(/\s+and\s+|\s*[,/;+]\s*|-(?=[a-z])/)
    .map((part) =>
      ingredientKey(
        part
          .replace(/[^a-z0-9. ]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    )
    .filter(Boolean);
  return [...new Set(parts)];
}

/** The family key: ingredients without salts joined by "/", e.g. "glyburide/metformin". */
export function familyKeyOf(nonproprietaryName: string): string {
  return ingredientsOf(nonproprietaryName).join('/');
}

/** Order-free key for matching a family against the ClinCalc ranking. */
export function ingredientSetKey(ingredients: readonly string[]): string {
  return [...new Set(ingredients)].sort().join('/');
}

const titleWord = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** "glyburide/metformin" → "Glyburide / Metformin". */
export function displayNameOf(familyKey: string): string {
  return familyKey
    .split('/')
    .map((ingredient) => ingredient.split(' ').map(titleWord).join(' '))
    .join(' / ');
}

/** Title-cases an ALL-CAPS brand ("LIPITOR" → "Lipitor"), leaving mixed case as published. */
export function brandDisplayName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed.toLowerCase().split(' ').map(titleWord).join(' ');
}

/** Description abbreviations → FDA dosage form spellings; checked from the end of the text. */
const FORM_TOKENS: ReadonlyArray<[RegExp, string]> = [
  [
    /\b(TABLET|TAB|CAPLET|CAPLT)S? (ER|XL|SR|XR|CR|24H?R?)\b|\b(ER|XL|SR|XR|CR) (TABLET|TAB|CAPLET)S?\b/,
    'TABLET, EXTENDED RELEASE',
  ],
  [
    /\b(CAPSULE|CAP)S? (ER|XL|SR|XR|CR|24H?R?)\b|\b(ER|XL|SR|XR|CR) (CAPSULE|CAP)S?\b/,
    'CAPSULE, EXTENDED RELEASE',
  ],
  [/\b(TABLET|TAB)S? (DR|EC)\b|\b(DR|EC) (TABLET|TAB)S?\b/, 'TABLET, DELAYED RELEASE'],
  [/\b(CAPSULE|CAP)S? DR\b|\bDR (CAPSULE|CAP)S?\b/, 'CAPSULE, DELAYED RELEASE'],
  [/\b(TABLET|TAB|CAPLET|CAPLT)S?\b/, 'TABLET'],
  [/\b(CAPSULE|CAP|SOFTGEL|GELCAP)S?\b/, 'CAPSULE'],
  [/\b(SUSPENSION|SUSP|SUS)\b/, 'SUSPENSION'],
  [/\b(EYE DROPS?|OPHTH(ALMIC)? (SOLN?|SOLUTION|DROPS?))\b/, 'SOLUTION, OPHTHALMIC'],
  [/\b(DROPS?)\b/, 'DROPS'],
  [/\b(SOLUTION|SOLN|SOL)\b/, 'SOLUTION'],
  [/\b(SYRUP|SYR)\b/, 'SYRUP'],
  [/\b(ELIXIR|ELX)\b/, 'ELIXIR'],
  [/\b(LIQUID|LIQ)\b/, 'LIQUID'],
  [/\b(CREAM|CRM|CRE)\b/, 'CREAM'],
  [/\b(OINTMENT|OINTMNT|OINT|OIN)\b/, 'OINTMENT'],
  [/\b(LOTION|LOTN|LOT)\b/, 'LOTION'],
  [/\b(GEL|GL|JELLY)\b/, 'GEL'],
  [/\bFOAM\b/, 'FOAM'],
  [/\bSHAMPOO\b/, 'SHAMPOO'],
  [/\b(INHALER|INH|HFA|AEROSOL)\b/, 'AEROSOL, METERED'],
  [/\b(SPRAY|SPR)\b/, 'SPRAY'],
  [/\b(VIAL|SYRINGE|SYRG|INJECTION|INJ|AMPUL|PEN|CARTRIDGE|CARTRG)\b/, 'INJECTION'],
  [/\b(PATCH|PTCH)\b/, 'PATCH'],
  [/\b(SUPPOSITORY|SUPP)\b/, 'SUPPOSITORY'],
  [/\b(LOZENGE|TROCHE)S?\b/, 'LOZENGE'],
  [/\bGUM\b/, 'GUM'],
  [/\b(POWDER|POWD|PWD)\b/, 'POWDER'],
  [/\b(KIT|PACK)\b/, 'KIT'],
  [/\bENEMA\b/, 'ENEMA'],
];

/** The dosage form named in a NADAC description, or null when it names none. */
export function formFromDescription(description: string): string | null {
  const text = description.toUpperCase();
  let best: { form: string; at: number } | null = null;
  for (const [pattern, form] of FORM_TOKENS) {
    const global = new RegExp(pattern.source, 'g');
    for (const match of text.matchAll(global)) {
      const end = match.index + match[0].length;
      // The form sits at the end of a description; among equal ends the first (more specific) rule wins.
      if (!best || end > best.at) best = { form, at: end };
    }
  }
  return best?.form ?? null;
}

const STRENGTH_IN_TEXT =
  /(\d[\d.,]*(?:-\d[\d.,]*)*\s*(?:MG|MCG|GM|G|UNITS?|MEQ|%|MG\/ML|ML)(?:\s*\/\s*[\d.]*\s*(?:ML|GM|G|HR|ACTUATION))?)/i;

/** Collapses spaces and drops thousands separators: "1,000 MG" → "1000 MG". */
export function normalizeStrength(strength: string): string {
  return strength
    .trim()
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .toUpperCase();
}

/**
 * The product's strength: the directory's, unless the description names a combination strength
 * the directory lost ("CADUET 10-10 MG TABLET" listed as "10 MG"); parsed from the description
 * when the directory has none.
 */
export function strengthOf(productStrength: string, description: string): string | null {
  // "CADUET 10 MG-20 MG TABLET" spells a combination strength with a unit on each part.
  const joined = description.replace(/(\d)\s*(?:MG|MCG)\s*-\s*(?=\d)/gi, '$1-');
  const fromDescription = STRENGTH_IN_TEXT.exec(joined)?.[1];
  const described = fromDescription ? normalizeStrength(fromDescription) : null;
  const listed = productStrength.trim() ? normalizeStrength(productStrength) : null;
  if (listed && described && described.includes('-') && !listed.includes('-')) return described;
  return listed ?? described;
}
