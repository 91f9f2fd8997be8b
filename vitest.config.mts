import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// `vitest bench` runs in the "benchmark" mode: it measures the handlers as they ship, without
// the tests' check of every answer against the OpenAPI document (docs/testing.md).
export default defineConfig(({ mode }) => ({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // `server-only` throws outside a React Server bundle; in unit tests it is a no-op marker.
      'server-only': fileURLToPath(new URL('./test-support/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**', '.stryker-tmp/**'],
    environment: 'node',
    // The answer check first: it wraps the handlers' factory before anything imports it.
    setupFiles: [
      ...(mode === 'benchmark' ? [] : ['test-support/check-gateway-answers.ts']),
      'test-support/setup-env.ts',
    ],
    // next-intl's ESM imports `next/navigation` without an extension, which Node's resolver
    // refuses (next has no exports map); transformed by Vite it resolves as in the app's bundle.
    server: { deps: { inline: ['next-intl'] } },
    benchmark: { include: ['bench/**/*.bench.ts'] },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
}));
