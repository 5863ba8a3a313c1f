import { defineConfig } from '@playwright/test';
import { e2eConfig } from '@souk/web/e2e';
import { E2E_APP_PORT, fakeProviderUrls, providerEnv } from './e2e/fake-providers/settings.js';

/**
 * Journeys in real Chromium against the built apps served by the real API server on a fresh embedded
 * database with the demo shops (@souk/web/e2e), whose payment providers are local fakes on
 * the next ports (e2e/fake-providers).
 */
const port = E2E_APP_PORT;
// the demo shops' seller accounts (owner@{shop}.example) sign in with this to approve offline payments;
// read by the server (webServer inherits the environment) and by the journeys
process.env.DEMO_SELLER_PASSWORD ??= 'souk-e2e-seller-password';

const config = e2eConfig({
  port,
  dataDirPrefix: 'souk-e2e',
  servers: [
    {
      // the fakes are TypeScript shared with the API's tests: tsx runs them
      command: 'node --import tsx e2e/fake-providers/start.ts',
      url: `${fakeProviderUrls(port).paypal.url}/v2/checkout/orders`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_PORT: String(port) },
    },
  ],
  apiEnv: { DEMO_SELLER_PASSWORD: process.env.DEMO_SELLER_PASSWORD, ...providerEnv(port) },
});

export default defineConfig({
  ...config,
  // the storefront's service worker (issue 22) would answer pages and images the journeys intercept with
  // `page.route`, which never sees what a worker fetches: it is blocked but in the journeys about it
  // (offline.spec.ts: `test.use({ serviceWorkers: 'allow' })`)
  use: { ...config.use, serviceWorkers: 'block' },
});
