import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: {
    // A production build, as users get it, on the embedded default with development secrets.
    // Reuses the build scripts/test-all.sh made; builds first when there is none.
    command: `(test -f .next/BUILD_ID || npx next build) && sh start-server.sh`,
    url: `${baseURL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: {
      ALLOW_DEV_DEFAULTS: '1',
      LOCAL_DATA_DIR: '.local/e2e',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      // Every test browses from 127.0.0.1: per-address limits (tested in vitest) would make the
      // suite's pages render without prices, or its new sessions answer 429, depending on timing.
      RATE_LIMIT_PAGE_RENDERS_PER_MINUTE: '1000000',
      RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: '1000000',
    },
  },
});
