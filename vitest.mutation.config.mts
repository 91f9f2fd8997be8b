import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.mts';

// The suites Stryker runs against each mutant: every unit, route and component test, but not the
// ones that start the production build (server.mjs over .next): a mutant in the sources never
// reaches a build, so they could only slow each run down, never kill one.
export default defineConfig((env) =>
  mergeConfig(base(env), {
    test: {
      exclude: [
        'app/gateway/hardening/{server,overload,slow-clients,standalone}.test.ts',
        'app/gateway/auth/two-instances.test.ts',
        'lib/server/runtime/startup.test.ts',
        'server/node-version.test.ts',
      ],
    },
  }),
);
