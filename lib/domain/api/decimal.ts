/** A plain decimal as people and query strings write it: no exponent, no hex, no thousands commas. */
export const DECIMAL_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The number a plain decimal text stands for; null for anything else (or nothing). */
export const decimalOf = (text: string | null): number | null =>
  text !== null && DECIMAL_PATTERN.test(text.trim()) ? Number(text) : null;
