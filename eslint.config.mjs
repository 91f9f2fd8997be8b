import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Imports a layer may not make, as `no-restricted-imports` patterns (with why, for the message). */
const fence = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map(([group, message, importNames]) => ({ group, message, importNames })),
    },
  ],
});

const SERVER = [
  ['@/lib/server/*', '**/lib/server/*', 'server-only', '@/server/*'],
  'Server code stays on the server: move what both sides need to lib/domain.',
];
const UI = [
  [
    '@/lib/client/*',
    '**/lib/client/*',
    '@/lib/view/*',
    '**/lib/view/*',
    '@/components/*',
    '**/components/*',
    '@/app/*',
  ],
  'lib/domain is pure: it imports no browser, view, component or route code.',
];
const BROWSER_ONLY = [
  ['@/lib/client/*', '**/lib/client/*', '../client/*'],
  'lib/client is browser-only (storage, the query client, hooks, tab state): code the server runs may import lib/view, not lib/client.',
];
const FRAMEWORK = [
  ['next', 'next/*', 'react', 'react-dom', 'react/*', '@tanstack/*', 'leaflet', 'react-leaflet'],
  'lib/domain is pure: no framework in it.',
];
const TOOLS = [
  [
    '@/scripts/*',
    '**/scripts/*',
    '@/bench/*',
    '**/bench/*',
    '@/test-support/*',
    '**/test-support/*',
  ],
  'Production code imports no build scripts, benchmarks or test helpers.',
];

const SCRIPTS = [
  ['@/scripts/*', '**/scripts/*', '@/bench/*', '**/bench/*'],
  'Test helpers import no build scripts or benchmarks: move what they share into lib/.',
];

const SERVICE_LOCATOR = [
  ['**/runtime/container'],
  'Only the edges call container(): a handler and what it calls take the services from the GatewayContext (context.services) or as a parameter.',
  ['container'],
];

/**
 * The rooms of lib/server, ground floor first (docs/architecture.md), and the rooms each may
 * import: only rooms below it, so no two rooms import each other. `core` holds what everything
 * stands on (env, logger, metrics, caches, the error vocabulary, client address); `runtime` is
 * the composition root; `http`, `search`, `pages` and `openapi` are what requests enter through.
 * `auth` may name the GatewayContext type from `http` (its functions take a request's context),
 * nothing else of it: the one arrow that runs back up.
 */
const ROOMS = {
  core: [],
  dataset: ['core'],
  providers: ['core', 'dataset'],
  'rate-limit': ['core'],
  auth: ['core', 'providers', 'rate-limit', { room: 'http', typesOnly: true }],
  runtime: ['core', 'dataset', 'providers', 'rate-limit', 'auth'],
  http: ['core', 'rate-limit', 'runtime'],
  search: ['core', 'dataset', 'providers', 'http', 'runtime'],
  openapi: ['core', 'auth'],
  pages: ['core', 'rate-limit', 'runtime', 'search'],
};
const roomSpecifiers = (room) => [
  `@/lib/server/${room}`,
  `@/lib/server/${room}/*`,
  `../${room}`,
  `../${room}/*`,
  `../../${room}/*`,
];
/** A room's fence: every other room it may not import (types alone where it says so). */
const roomFence = (room) => {
  const allowed = ROOMS[room];
  const patterns = Object.keys(ROOMS)
    .filter((other) => other !== room && !allowed.includes(other))
    .map((other) => ({
      group: roomSpecifiers(other),
      message: `lib/server/${room} may import only ${allowed.map((a) => (a.room ? `${a.room} (types)` : a)).join(', ') || 'no other room'} (eslint.config.mjs ROOMS, docs/architecture.md).`,
      allowTypeImports: allowed.some((a) => a.room === other && a.typesOnly),
    }));
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] };
};

const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'test-support/**'];
/** Where a request or the process enters: the only places that may call container(). */
const EDGES = [
  'app/**/page.tsx',
  'app/**/layout.tsx',
  'lib/server/http/gateway-route.ts',
  'lib/server/pages/**',
  'lib/server/runtime/**',
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  // The layers (docs/architecture.md): each rule names what a layer may not reach.
  { files: ['lib/domain/**'], ignores: TESTS, rules: fence(SERVER, UI, FRAMEWORK, TOOLS) },
  { files: ['lib/client/**', 'components/**'], ignores: TESTS, rules: fence(SERVER, TOOLS) },
  // Isomorphic view helpers: the server renders with them, so nothing browser-only in them.
  { files: ['lib/view/**'], ignores: TESTS, rules: fence(SERVER, BROWSER_ONLY, TOOLS) },
  {
    files: ['app/**', 'lib/server/**', 'server/**', 'proxy.ts', 'instrumentation.ts', 'server.mjs'],
    ignores: TESTS,
    rules: fence(TOOLS),
  },
  {
    files: ['app/**', 'lib/server/**'],
    ignores: [...TESTS, ...EDGES],
    rules: fence(TOOLS, SERVICE_LOCATOR, BROWSER_ONLY),
  },
  {
    files: EDGES.filter((edge) => edge.startsWith('app/') || edge.startsWith('lib/server/')),
    ignores: TESTS,
    rules: fence(TOOLS, BROWSER_ONLY),
  },
  ...Object.keys(ROOMS).map((room) => ({
    files: [`lib/server/${room}/**`],
    ignores: TESTS,
    rules: roomFence(room),
  })),
  { files: ['test-support/**'], rules: fence(SCRIPTS) },
  // Import cycles (type-only ones included, which import/no-cycle does not see) are checked by
  // `npm run lint:cycles` (dpdm): seconds, where import/no-cycle took minutes.
];

export default config;
