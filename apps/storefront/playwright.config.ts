import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_APP_PORT, fakeProviderUrls, providerEnv } from './e2e/fake-providers/settings.js';

/**
 * Journeys in real Chromium (Debian's, via CHROME_PATH) against the built apps served by the real API
 * server on a fresh embedded database with the demo shops, whose payment providers are local fakes on the
 * next ports (e2e/fake-providers).
 */
const port = E2E_APP_PORT;
const dataDir = join(tmpdir(), `souk-e2e-${process.pid}-${Date.now()}`);
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
// the teardown removes the throw-away database folder of this run
process.env.SOUK_E2E_DATA_DIR = dataDir;
// the demo shops' seller accounts (owner@{shop}.example) sign in with this to approve offline payments;
// read by the server (webServer inherits the environment) and by the journeys
process.env.DEMO_SELLER_PASSWORD ??= 'souk-e2e-seller-password';

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // the fakes are TypeScript shared with the API's tests: tsx runs them
      command: 'node --import tsx e2e/fake-providers/start.ts',
      url: `${fakeProviderUrls(port).paypal.url}/v2/checkout/orders`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_PORT: String(port) },
    },
    {
      command: 'node ../api/dist/server.js',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        DEMO_SELLER_PASSWORD: process.env.DEMO_SELLER_PASSWORD,
        ...providerEnv(port),
      },
    },
  ],
});
