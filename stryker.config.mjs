// Mutation testing (issue 34): how many deliberate bugs in the core do the tests catch?
// `npm run test:mutation [-- module…]` (not part of `npm test`) runs Stryker once per module of the
// core (scripts/mutation-modules.mjs), each with MUTATION_MODULE set: it mutates the module one
// change at a time and runs the suites that import each mutant (`related`), then
// scripts/mutation-summary.mjs prints the score per module. Incremental: a rerun tests again only
// the mutants whose code or tests changed (reports/mutation/<module>.incremental.json).
// Surviving mutants and their triage: docs/testing.md.
import { MUTATION_MODULES, reportName } from './scripts/mutation-modules.mjs';

/** The module this run scores (MUTATION_MODULE, set by scripts/test-mutation.sh); unset: all. */
const moduleName = process.env.MUTATION_MODULE;
if (moduleName && !MUTATION_MODULES[moduleName]) {
  throw new Error(
    `MUTATION_MODULE must name one of: ${Object.keys(MUTATION_MODULES).join(', ')} (got ${moduleName})`,
  );
}
const mutate = moduleName
  ? MUTATION_MODULES[moduleName].mutate
  : Object.values(MUTATION_MODULES).flatMap((module) => module.mutate);
const reportFile = moduleName ? reportName(moduleName) : 'core';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.mts', related: true },
  mutate: [...mutate, '!**/*.test.ts', '!**/*.d.mts'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: `reports/mutation/${reportFile}.incremental.json`,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${reportFile}.json` },
  thresholds: { high: 90, low: 80, break: null },
  concurrency: 2,
  timeoutMS: 20_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};

export default config;
