import { z } from 'zod';

/**
 * Which kinds of pharmacy the embedded data lists per state (`data/coverage.json`, built by
 * scripts/dataset/coverage.ts). Outside California and Alaska the public sources hold mainly
 * Walgreens, Walmart, Sam's Club and grocery chains, so results there should say what is missing.
 */

import { COVERAGE_KINDS } from './coverage-note';

export type { CoverageKind } from './coverage-note';

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
