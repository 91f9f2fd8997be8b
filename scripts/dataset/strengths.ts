/** Strengths parsed from NADAC descriptions and the FDA directory. */

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
export function strengthOf(
  productStrength: string,
  description: string,
  { unitlessIsMg }: { unitlessIsMg: boolean } = { unitlessIsMg: false },
): string | null {
  const named = NAMED_STRENGTHS.find(([pattern]) => pattern.test(description));
  if (named) return description.replace(new RegExp(`^.*?${named[0].source}.*$`), named[1]);
  // "CADUET 10 MG-20 MG TABLET" spells a combination strength with a unit on each part.
  // "IPRATROPIUM-ALBUTEROL 0.5-3(2.5) MG/3 ML": the bracketed base equivalent is not a part.
  const joined = description
    .replace(/(\d)\([\d.]+\)/g, '$1')
    .replace(/(\d)\s*(?:MG|MCG)\s*-\s*(?=\d)/gi, '$1-');
  const fromDescription = STRENGTH_IN_TEXT.exec(joined)?.[1];
  const described = fromDescription ? normalizeStrength(fromDescription) : null;
  const listed = productStrength.trim() ? normalizeStrength(productStrength) : null;
  // "PAXLOVID 300/150-100 MG" is listed as "150-100 MG": the description's longer strength wins.
  const describedIsFuller =
    listed && described && described !== listed && described.endsWith(listed);
  if (listed && described && described.includes('-') && !listed.includes('-')) return described;
  if (describedIsFuller) return described;
  return (
    listed ??
    described ??
    unitlessInhaled(description) ??
    (unitlessIsMg ? unitlessCombination(description) : null)
  );
}

/** "ADVAIR 250-50 DISKUS": an inhaled combination's micrograms written without the unit. */
function unitlessInhaled(description: string): string | null {
  const match =
    /\s(\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)+)\s+(DISKUS|INHUB|INHALER|INHALR|INH|RESPICLICK|ELLIPTA)\b/.exec(
      description,
    );
  return match ? `${match[1]} MCG` : null;
}

/**
 * Strengths descriptions write as a word or a number without its unit, from the products'
 * labels: SMX-TMP single and double strength, Tylenol with Codeine #2–#4, Klor-Con M10–M20, and
 * insulins named by concentration ("U100" is 100 units/mL).
 */
const NAMED_STRENGTHS: ReadonlyArray<[RegExp, string]> = [
  [/SULFAMETHOXAZOLE-TMP DS\b/, '800-160 MG'],
  [/SULFAMETHOXAZOLE-TMP SS\b/, '400-80 MG'],
  [/(SULFAMETHOXAZOLE-TMP|SULFATRIM)\b.*\bSUSP/, '200-40 MG/5 ML'],
  [/ACETAMINOPHEN-COD #2\b/, '300-15 MG'],
  [/ACETAMINOPHEN-COD #3\b/, '300-30 MG'],
  [/ACETAMINOPHEN-COD #4\b/, '300-60 MG'],
  [/KLOR-CON M(\d+)\b/, '$1 MEQ'],
  [/^DORZOLAMIDE-TIMOLOL (EYE|OPHTH)/, '2-0.5%'],
  [/^TOBRAMYCIN-DEXAMETH\w* (OPHTH|EYE)/, '0.3-0.1%'],
  [/^SENNOSIDES-DOCUSATE SODIUM TAB/, '8.6-50 MG'],
  [/\bU-?(100|200|300|500)\b/, '$1 UNIT/ML'],
];

/**
 * "CARBIDOPA-LEVODOPA 25-100 TAB": a combination's milligrams written without the unit, right
 * before the form. Only for products whose strengths are milligrams by convention (not
 * contraceptives, whose "1-20" is 1 mg and 20 mcg).
 */
function unitlessCombination(description: string): string | null {
  const match = /\s(\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)+)\s+(TAB|TABLET|CAP|CAPSULE|TB|CP)\b/.exec(
    description,
  );
  return match ? `${match[1]} MG` : null;
}
