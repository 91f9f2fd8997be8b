import { z } from 'zod';

/**
 * Which kinds of pharmacy the embedded data lists per state (`data/coverage.json`, built by
 * scripts/dataset/coverage.ts). The public sources miss whole kinds in some states (Costco
 * outside CA and AK, most Kroger stores, independents in many), so results there say so.
 */

import { COVERAGE_KINDS } from './coverage-note';

export type { CoverageKind } from './coverage-note';

const stateCoverageSchema = z.object({
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
