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
  ['@/lib/client/*', '**/lib/client/*', '@/components/*', '**/components/*', '@/app/*'],
  'lib/domain is pure: it imports no browser, component or route code.',
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
  {
    files: ['app/**', 'lib/server/**', 'server/**', 'proxy.ts', 'instrumentation.ts', 'server.mjs'],
    ignores: TESTS,
    rules: fence(TOOLS),
  },
  {
    files: ['app/**', 'lib/server/**'],
    ignores: [...TESTS, ...EDGES],
    rules: fence(TOOLS, SERVICE_LOCATOR),
  },
  { files: ['test-support/**'], rules: fence(SCRIPTS) },
  // Import cycles (type-only ones included, which import/no-cycle does not see) are checked by
  // `npm run lint:cycles` (dpdm): seconds, where import/no-cycle took minutes.
];

export default config;
