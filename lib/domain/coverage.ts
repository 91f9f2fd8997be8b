import { z } from 'zod';

/**
 * Which kinds of pharmacy the embedded data lists per state (`data/coverage.json`, built by
 * scripts/dataset/coverage.ts). Outside California and Alaska the public sources hold mainly
 * Walgreens, Walmart, Sam's Club and grocery chains, so results there should say what is missing.
 */

/** Kinds of pharmacy people expect to see whose absence from a state's list is worth saying. */
export const COVERAGE_KINDS = [
  'CVS',
  'Costco',
  'Kroger-family stores',
  'independent pharmacies',
] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

export const stateCoverageSchema = z.object({
  pharmacies: z.number().int().nonnegative(),
  /** Listed pharmacies of each kind. */
  counts: z.object({
    CVS: z.number().int().nonnegative(),
    Costco: z.number().int().nonnegative(),
    'Kroger-family stores': z.number().int().nonnegative(),
    'independent pharmacies': z.number().int().nonnegative(),
  }),
  /** Kinds the list has none or almost none of in this state. */
  notListed: z.array(z.enum(COVERAGE_KINDS)),
});
export type StateCoverage = z.infer<typeof stateCoverageSchema>;

export const coverageFileSchema = z.object({
  builtFrom: z.string(),
  states: z.record(z.string().regex(/^[A-Z]{2}$/), stateCoverageSchema),
});
export type CoverageFile = z.infer<typeof coverageFileSchema>;

/** "CVS, Costco and independent pharmacies". */
function listOf(kinds: readonly string[]): string {
  if (kinds.length <= 1) return kinds.join('');
  return `${kinds.slice(0, -1).join(', ')} and ${kinds[kinds.length - 1]}`;
}

/** The note to show under results in a state, or null where the list is near-complete. */
export function coverageNote(coverage: CoverageFile, state: string): string | null {
  const notListed = coverage.states[state]?.notListed ?? [];
  if (notListed.length === 0) return null;
  return (
    `Not listed here: ${listOf(notListed)}. Outside California and Alaska the public data we use ` +
    "holds mainly Walgreens, Walmart, Sam's Club and grocery-store pharmacies, so a closer or " +
    'cheaper pharmacy may be missing.'
  );
}
