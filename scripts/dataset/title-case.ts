/**
 * Title case for the ALL-CAPS names, streets and cities some sources publish ("WALGREENS #9886",
 * "6690 W UNION HILLS DR"), keeping what is written in capitals on purpose: store numbers,
 * directions (NE, SW), and abbreviations such as CVS, H-E-B, PO Box, US Hwy.
 */

/** Words that stay in capitals. */
const CAPITALS = new Set(
  (
    'CVS HEB USA US UC UCLA UCSF UCSD USC VA LLC PC PLLC DBA PO RR FM CR HC SR NE NW SE SW ' +
    'N S E W II III IV KP AMPM ACME'
  ).split(' '),
);

/** Short words that stay lower case inside a name ("Avenue of the Cities"). */
const LOWER = new Set(['of', 'the', 'and', 'at', 'in', 'on', 'for']);

function titleWord(word: string, index: number): string {
  if (/\d/.test(word)) {
    // Ordinals read "1st", "22nd"; store numbers and unit codes ("#9886", "10-5215") stay.
    return /^\d+(ST|ND|RD|TH)$/.test(word) ? word.toLowerCase() : word;
  }
  if (CAPITALS.has(word) || /^([A-Z]-)+[A-Z]$/.test(word)) return word;
  const lower = word.toLowerCase();
  if (index > 0 && LOWER.has(lower)) return lower;
  return lower
    .replace(
      /(^|[-'/(])([a-z])/g,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    )
    .replace(/^Mc([a-z])/, (_, letter: string) => `Mc${letter.toUpperCase()}`)
    .replace(/'S\b/, "'s");
}

/** Title-cases a text only when it is written all in capitals; mixed case is left as published. */
export function titleCaseIfShouting(text: string): string {
  if (text !== text.toUpperCase() || !/[A-Z]{2}/.test(text)) return text;
  return text
    .split(' ')
    .map((word, index) => (word ? titleWord(word, index) : word))
    .join(' ');
}

/** Street abbreviations some sources write in mixed case ("64th St Ne", "Us Hwy 70", "Po Box 5"). */
export function normalizeStreetAbbreviations(address: string): string {
  return address
    .replace(/\b(Ne|Nw|Se|Sw)\b/g, (word) => word.toUpperCase())
    .replace(/\bUs (?=(Hwy|Highway|Route|Rte)\b)/g, 'US ')
    .replace(/\bP\.?o\.? Box\b/gi, 'PO Box');
}
