/**
 * National Drug Codes arrive in several notations. The 10-digit ones are only unambiguous with
 * hyphens (4-4-2, 5-3-2, 5-4-1); each pads one segment with a leading zero to reach the 11-digit
 * 5-4-2 form that NADAC and billing use.
 */
const HYPHENATED: ReadonlyArray<{
  pattern: RegExp;
  pad: (a: string, b: string, c: string) => string;
}> = [
  { pattern: /^(\d{5})-(\d{4})-(\d{2})$/, pad: (a, b, c) => a + b + c },
  { pattern: /^(\d{4})-(\d{4})-(\d{2})$/, pad: (a, b, c) => `0${a}${b}${c}` },
  { pattern: /^(\d{5})-(\d{3})-(\d{2})$/, pad: (a, b, c) => `${a}0${b}${c}` },
  { pattern: /^(\d{5})-(\d{4})-(\d{1})$/, pad: (a, b, c) => `${a}${b}0${c}` },
];

export const NDC_RULE = 'must be 11 digits, or 10 digits hyphenated 4-4-2, 5-3-2 or 5-4-1';

/** Normalises an NDC in any legal notation to 11 digits, or returns null when it is not one. */
export function normalizeNdc(input: string): string | null {
  const text = input.trim();
  if (/^\d{11}$/.test(text)) return text;
  for (const { pattern, pad } of HYPHENATED) {
    const match = pattern.exec(text);
    if (match) return pad(match[1] ?? '', match[2] ?? '', match[3] ?? '');
  }
  return null;
}

/** True when the text looks like someone typed an NDC rather than a drug name. */
export function looksLikeNdc(input: string): boolean {
  return /^[\d-]{10,13}$/.test(input.trim()) && /\d{4}/.test(input);
}
