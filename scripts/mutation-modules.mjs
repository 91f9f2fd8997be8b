// The core that `npm run test:mutation` scores (stryker.config.mjs), by module.

/**
 * The core, by module: the names the summary prints, the files mutated, and the suites run
 * against their mutants (those of them that import the mutated file: `related`). Pricing, drug
 * identity and the embedded selection are scored against the domain, provider and dataset suites,
 * not every route test above them: each route test file builds the whole container (~0.6 s a
 * file a mutant), which made pricing alone a 1 h 10 min run here. Their scores are therefore a
 * floor. `tests` absent: every suite of vitest.mutation.config.mts that imports the file.
 */
export const MUTATION_MODULES = {
  pricing: {
    mutate: ['lib/domain/pricing/*.ts'],
    tests: [
      'lib/domain/**/*.test.ts',
      'lib/server/providers/embedded/*.test.ts',
      'scripts/dataset/city-figures.test.ts',
    ],
    pure: true,
  },
  'drug identity and query': {
    mutate: ['lib/domain/drug/identity/*.ts', 'lib/domain/drug/drug-name.ts'],
    tests: [
      'lib/domain/**/*.test.ts',
      'lib/server/providers/embedded/*.test.ts',
      'scripts/dataset/*.test.ts',
    ],
    pure: true,
  },
  'embedded selection and defaults': {
    mutate: [
      'lib/server/providers/embedded/selection.ts',
      'lib/server/providers/embedded/defaults.ts',
      'lib/server/providers/embedded/qualifiers.ts',
      'lib/server/providers/embedded/alternatives.ts',
    ],
    tests: ['lib/server/providers/embedded/*.test.ts', 'scripts/dataset/*.test.ts'],
    pure: true,
  },
  auth: { mutate: ['lib/server/auth/*.ts', 'lib/server/auth/store/*.ts'] },
  'rate limits': { mutate: ['lib/server/rate-limit/*.ts'] },
  admission: { mutate: ['server/admission/*.mjs'] },
};

/** A file name for the module's reports: "drug identity and query" → drug-identity-and-query. */
export const reportName = (name) => name.replaceAll(' ', '-');
