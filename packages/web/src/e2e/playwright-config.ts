import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devices } from '@playwright/test';

/** The parts of a Playwright web server entry the suites set (see `TestConfig['webServer']`). */
export interface WebServer {
  command: string;
  url: string;
  reuseExistingServer: boolean;
  timeout: number;
  env: Record<string, string>;
}

export interface E2eConfigOptions {
  /** Where the API server listens; journeys open `http://127.0.0.1:<port>`. */
  port: number;
  /** Names the run's throw-away database folder in the system's temporary folder (removed after the run). */
  dataDirPrefix: string;
  /** Servers the API server needs, started before it (the storefront's payment provider fakes). */
  servers?: WebServer[];
  /** More of the API server's environment. */
  apiEnv?: Record<string, string>;
}

/**
 * The end-to-end setup every front end shares, for the app's `defineConfig`: journeys one at a time in
 * real Chromium (Debian's, via CHROME_PATH) against the built apps served by the real API server
 * (`apps/api/dist`) on a fresh embedded database with the demo shops, removed after the run. Paths are the
 * app's: Playwright resolves them from the config file that exports this.
 * @example export default defineConfig(e2eConfig({ port: 8160, dataDirPrefix: 'souk-e2e-portal' }));
 */
export function e2eConfig({ port, dataDirPrefix, servers = [], apiEnv = {} }: E2eConfigOptions) {
  const dataDir = join(tmpdir(), `${dataDirPrefix}-${process.pid}-${Date.now()}`);
  const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
  // the teardown removes the throw-away database folder of this run
  process.env.SOUK_E2E_DATA_DIR = dataDir;
  const api: WebServer = {
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
      // the address the journeys browse: every absolute URL of a page is built from it
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // every journey signs in from 127.0.0.1, several at once: the per-address limit of sign-in routes
      // (10 a minute) would refuse them; the API's own tests hold that limit
      AUTH_RATE_LIMIT: '600',
      ...apiEnv,
    },
  };

  const reporter: ([string] | [string, object])[] = [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
  ];

  return {
    testDir: './e2e',
    globalTeardown: fileURLToPath(new URL('./global-teardown.ts', import.meta.url)),
    outputDir: './test-results',
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    timeout: 60_000,
    expect: { timeout: 15_000 },
    reporter,
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      trace: 'retain-on-failure' as const,
      screenshot: 'only-on-failure' as const,
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
    webServer: [...servers, api],
  };
}
