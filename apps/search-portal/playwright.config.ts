import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in real Chromium (Debian's, via CHROME_PATH) against the built portal and storefront served by
 * the real API server on a fresh embedded database with the demo shops. Its own port (the storefront's
 * suite uses 8130–8133), so both suites can share a machine.
 */
const port = Number(process.env.E2E_PORT) || 8160;
const dataDir = join(tmpdir(), `souk-e2e-portal-${process.pid}-${Date.now()}`);
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
// the teardown removes the throw-away database folder of this run
process.env.SOUK_E2E_DATA_DIR = dataDir;

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
  webServer: {
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
    },
  },
});
