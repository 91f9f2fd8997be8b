/**
 * Rounds US dollars to cents, half up. Multiplying by 100 in binary floating point can land just
 * under the half (1234.565 × 100 = 123456.49999…), so the product is first cut to 12 significant
 * digits, far more than any price carries and far fewer than the error.
 */
export function roundCents(usd: number): number {
  return Math.round(Number((usd * 100).toPrecision(12))) / 100;
}

/** Whole cents of a price already rounded to cents: sums of cents are exact, of dollars not. */
export const toCents = (usd: number): number => Math.round(usd * 100);

/** US dollars of a whole number of cents. */
export const fromCents = (cents: number): number => roundCents(cents / 100);
