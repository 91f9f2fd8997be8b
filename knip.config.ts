import type { KnipConfig } from 'knip';

/**
 * knip (part of `npm run lint`): no unused file, export or dependency. Its plugins find most
 * entry points themselves — Next.js (app/ routes, proxy.ts, instrumentation.ts, next.config.ts,
 * next-intl's request config), vitest (tests, benches, the setup file), Playwright (e2e specs and
 * what playwright.config.ts imports), Stryker, and the files npm scripts run (`tsx bench/http.ts`,
 * `node scripts/…`). Listed here: the entry points no plugin can see, each with the reason.
 */
const config: KnipConfig = {
  entry: [
    // The production server: start-server.sh runs it (knip does not follow shell scripts).
    'server.mjs',
    // Type declarations of server/'s plain-JavaScript modules: TypeScript reads them when app
    // code imports the .mjs file, knip resolves that import to the .mjs itself.
    'server/**/*.d.mts',
    // The service worker: app/serwist/[path]/route.ts names it as a string for esbuild to bundle.
    'lib/sw/sw.ts',
    // The suites Stryker runs: stryker.config.mjs names this file as a string.
    'vitest.mutation.config.mts',
    // Commands run by hand or from scripts/test-all.sh, each documented where it is used; the
    // other commands in scripts/ and bench/ are npm scripts, which knip reads.
    'scripts/city-figures.ts', // README, "Layout"
    'scripts/coverage-table.ts', // README, "Layout"
    'scripts/make-icons.mjs', // docs/offline.md
    'scripts/screenshots.ts', // docs/screenshots/README.md
    'scripts/summarize-tests.mjs', // scripts/test-all.sh
    'scripts/mutation-summary.mjs', // scripts/test-mutation.sh (npm run test:mutation)
    'bench/heap-diff.ts', // docs/operations.md, "Abuse evidence" (soak)
    // `npm run bench:lookup`: knip reads its `--expose-gc` as taking the file name for a value.
    'bench/lookup.ts',
  ],
  // A system tool, not an npm package: e2e/tls-proxy.mjs runs it to make the TLS proxy's
  // certificate, and scripts/ensure-system-deps.sh checks it is installed.
  ignoreBinaries: ['openssl'],
  // An entry a plugin already finds, or a pattern that matches nothing, fails too: the list
  // above stays the short list of what knip cannot see.
  treatConfigHintsAsErrors: true,
};

export default config;
