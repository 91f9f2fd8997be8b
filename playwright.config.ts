import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { listedSettings } from './test-support/test-settings';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
/** The production-configured app (plain http, behind the TLS proxy only) and its proxy. */
const PRODUCTION_APP_PORT = PORT + 1;
const PRODUCTION_TLS_PORT = PORT + 2;

const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/** Specs the "production" project runs: the paths every user goes through, within the default limits. */
const PRODUCTION_SPECS = /(?:first-visit|production)\.spec\.ts$/;

// Secrets for the production-configured server: fresh for each run, as a deployment's own.
const secret = () => randomBytes(32).toString('base64url');

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 2,
  // One retry tells a flake from a failure; the summary counts a pass on retry as flaky, and CI
  // fails on it (scripts/summarize-tests.mjs).
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /production\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    {
      name: 'mobile',
      testIgnore: /production\.spec\.ts$/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromiumLaunch,
      },
    },
    {
      // As deployed: production secrets (no development defaults), default rate limits,
      // admission on, https through a TLS-terminating proxy the app trusts.
      name: 'production',
      testMatch: PRODUCTION_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `https://localhost:${PRODUCTION_TLS_PORT}`,
        ignoreHTTPSErrors: true,
        // The proxy's certificate is self-signed; without this a service worker never registers.
        launchOptions: {
          ...chromiumLaunch,
          args: [...CHROMIUM_FLAGS, '--ignore-certificate-errors'],
        },
      },
    },
  ],
  webServer: [
    {
      // A production build, as users get it, with development secrets. Reuses the build
      // scripts/test-all.sh made; builds first when there is none.
      command: `(test -f .next/BUILD_ID || npx next build) && sh start-server.sh`,
      url: `${baseURL}/healthz`,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      // Each setting that differs from production says why in test-support/test-settings.ts.
      env: listedSettings({
        ALLOW_DEV_DEFAULTS: '1',
        LOCAL_DATA_DIR: '.local/e2e',
        LOG_LEVEL: 'warn',
        PORT: String(PORT),
        HOSTNAME: '127.0.0.1',
        RATE_LIMIT_PAGE_RENDERS_PER_MINUTE: '1000000',
        RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: '1000000',
        RATE_LIMIT_BROWSER_ADDRESS_PER_MINUTE: '1000000',
      }),
    },
    {
      // Playwright starts its web servers one after the other: the build exists by now.
      command: 'sh start-server.sh',
      url: `http://127.0.0.1:${PRODUCTION_APP_PORT}/healthz`,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      env: listedSettings({
        NODE_ENV: 'production',
        SVC_CLIENT_KEYS: `e2e-${randomBytes(12).toString('hex')}`,
        SESSION_PASSWORD: secret(),
        JWT_SECRET: secret(),
        TRUSTED_PROXIES: '127.0.0.1',
        LOCAL_DATA_DIR: '.local/e2e-production',
        LOG_LEVEL: 'warn',
        PORT: String(PRODUCTION_APP_PORT),
        HOSTNAME: '127.0.0.1',
      }),
    },
    {
      command: `node e2e/tls-proxy.mjs ${PRODUCTION_TLS_PORT} ${PRODUCTION_APP_PORT}`,
      url: `https://localhost:${PRODUCTION_TLS_PORT}/healthz`,
      ignoreHTTPSErrors: true,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
