import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.mts';
import { MUTATION_MODULES } from './scripts/mutation-modules.mjs';

// The suites Stryker runs against each mutant: those of the scored module (MUTATION_MODULE;
// scripts/mutation-modules.mjs), or every unit, route and component test, but never the ones that
// start the production build (server.mjs over .next): a mutant in the sources never reaches a
// build, so they could only slow each run down, never kill one.
const scored = MUTATION_MODULES[process.env.MUTATION_MODULE ?? ''] as
  { tests?: string[] } | undefined;

export default defineConfig((env) =>
  mergeConfig(base(env), {
    test: {
      ...(scored?.tests ? { include: scored.tests } : {}),
      exclude: [
        'app/gateway/hardening/{server,overload,slow-clients,standalone}.test.ts',
        'app/gateway/auth/two-instances.test.ts',
        'lib/server/runtime/startup.test.ts',
        'server/node-version.test.ts',
      ],
    },
  }),
);
