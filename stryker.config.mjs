// Mutation testing (issue 34): how many deliberate bugs in the core do the tests catch?
// `npm run test:mutation [-- module…]` (not part of `npm test`) runs Stryker once per module of the
// core (scripts/mutation-modules.mjs), each with MUTATION_MODULE set: it mutates the module one
// change at a time and runs the suites that import each mutant (`related`), then
// scripts/mutation-summary.mjs prints the score per module. Incremental: a rerun tests again only
// the mutants whose code or tests changed (reports/mutation/<module>.incremental.json).
// Surviving mutants and their triage: docs/testing.md.
import { MUTATION_MODULES, reportName } from './scripts/mutation-modules.mjs';

/** The module this run scores (MUTATION_MODULE, set by scripts/test-mutation.sh). */
const moduleName = process.env.MUTATION_MODULE;
const scored = MUTATION_MODULES[moduleName];
if (!scored) {
  throw new Error(
    `MUTATION_MODULE must name one of: ${Object.keys(MUTATION_MODULES).join(', ')} (got ${moduleName})`,
  );
}
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.mts', related: true },
  mutate: [...scored.mutate, '!**/*.test.ts', '!**/*.d.mts'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: `reports/mutation/${reportName(moduleName)}.incremental.json`,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${reportName(moduleName)}.json` },
  thresholds: { high: 90, low: 80, break: null },
  concurrency: 2,
  timeoutMS: 20_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};

export default config;
