import { defineConfig } from 'vitest/config';
import base from './vitest.config.mts';
import { MUTATION_MODULES } from './scripts/mutation-modules.mjs';

// The suites Stryker runs against each mutant: those of the scored module (MUTATION_MODULE;
// scripts/mutation-modules.mjs), or every unit, route and component test, but never the ones that
// start the production build (server.mjs over .next): a mutant in the sources never reaches a
// build, so they could only slow each run down, never kill one.
const scored = MUTATION_MODULES[process.env.MUTATION_MODULE ?? ''] as
  { tests?: string[]; pure?: boolean } | undefined;

export default defineConfig((env) => {
  const config = base(env);
  // Replaced, not merged: mergeConfig would append to the base's lists.
  config.test = {
    ...config.test,
    ...(scored?.tests ? { include: scored.tests } : {}),
    // A pure module's suites need no container; built in a setup file, it would run the module's
    // code before any test, so Stryker would count every mutant as static (run against every
    // test) instead of against the tests that reach it.
    ...(scored?.pure ? { setupFiles: [] } : {}),
    exclude: [
      ...(config.test?.exclude ?? []),
      'app/gateway/hardening/{server,overload,slow-clients,standalone}.test.ts',
      'app/gateway/auth/two-instances.test.ts',
      'lib/server/runtime/startup.test.ts',
      'server/node-version.test.ts',
    ],
  };
  return config;
});
