/** Dosage forms and strengths parsed from NADAC descriptions and the FDA directory. */

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
  [/\b(INHALER|INH|HFA|AEROSOL|REDIHALER)\b/, 'AEROSOL, METERED'],
  [/\b(DISKUS|ELLIPTA|INHUB|RESPICLICK|TWISTHA?LE?R|PRESSAIR|DIGIHALER)\b/, 'POWDER, METERED'],
  [/\bRESPIMAT\b/, 'SPRAY, METERED'],
  [/\b(SPRAY|SPR)\b/, 'SPRAY'],
  [/\b(VIAL|SYRINGE|SYRG|INJECTION|INJ|AMPUL|PEN|CARTRIDGE|CARTRG)\b/, 'INJECTION'],
  [/\b(PATCH|PTCH)\b/, 'PATCH'],
  [/\b(SUPPOSITORY|SUPP|OVULES?)\b/, 'SUPPOSITORY'],
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
  /(\d[\d.,]*(?:[-/]\d[\d.,]*)*\s*(?:MG|MCG|GM|G|UNITS?|MEQ|%|MG\/ML|ML)(?:\s*\/\s*[\d.]*\s*(?:ML|GM|G|HR|ACTUATION))?)/i;

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
  // "PAXLOVID 300/150-100 MG" is listed as "150-100 MG": the description's longer strength wins.
  const describedIsFuller =
    listed && described && described !== listed && described.endsWith(listed);
  if (listed && described && described.includes('-') && !listed.includes('-')) return described;
  if (describedIsFuller) return described;
  return listed ?? described;
}
