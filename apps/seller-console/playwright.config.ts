import { defineConfig } from '@playwright/test';
import { e2eConfig } from '@souk/web/e2e';

/**
 * Journeys in real Chromium against the built console served by the real API server on a fresh embedded
 * database with the demo shops (@souk/web/e2e). Its own port (the storefront's suite uses 8130–8133, the
 * portal's 8160), so the suites can share a machine.
 */
// the demo shops' seller accounts (owner@{shop}.example) sign in with this; read by the server (webServer
// inherits the environment) and by the journeys
process.env.DEMO_SELLER_PASSWORD ??= 'souk-e2e-seller-password';

export default defineConfig(
  e2eConfig({
    port: Number(process.env.E2E_PORT) || 8170,
    dataDirPrefix: 'souk-e2e-console',
    apiEnv: { DEMO_SELLER_PASSWORD: process.env.DEMO_SELLER_PASSWORD },
  }),
);
