// Mutation testing (issue 34): how many deliberate bugs in the core do the tests catch?
// `npm run test:mutation` (not part of `npm test`): Stryker mutates the modules below one change
// at a time and runs the vitest suites that import each (`related`), then
// scripts/mutation-summary.mjs prints the score per module. Incremental: a rerun tests again only
// the mutants whose code or tests changed (reports/mutation/incremental.json), so it costs minutes.
// Surviving mutants and their triage: docs/testing.md.

/** The core, by module: the names the summary prints. */
export const MUTATION_MODULES = {
  pricing: ['lib/domain/pricing/*.ts'],
  'drug identity and query': ['lib/domain/drug-identity/*.ts', 'lib/domain/drug-name.ts'],
  'embedded selection and defaults': [
    'lib/server/providers/embedded/selection.ts',
    'lib/server/providers/embedded/defaults.ts',
    'lib/server/providers/embedded/qualifiers.ts',
    'lib/server/providers/embedded/alternatives.ts',
  ],
  auth: ['lib/server/auth/*.ts', 'lib/server/auth/store/*.ts'],
  'rate limits': ['lib/server/rate-limit/*.ts'],
  admission: ['server/admission/*.mjs'],
};

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.mts', related: true },
  mutate: [...Object.values(MUTATION_MODULES).flat(), '!**/*.test.ts', '!**/*.d.mts'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  concurrency: 2,
  timeoutMS: 20_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};

export default config;
