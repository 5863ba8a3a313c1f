import { defineConfig } from '@playwright/test';
import { e2eConfig } from '@souk/web/e2e';
import { E2E_CONSOLE_PORT, mailCatcherUrl, mailEnv } from './e2e/mail-settings.js';

/**
 * Journeys in real Chromium against the built console (and the storefront, where the shopper's part of a
 * journey happens) served by the real API server on a fresh embedded database with the demo shops
 * (@souk/web/e2e). The server sends its mail over SMTP to a real SMTP server on the next port
 * (e2e/mail-catcher.ts), which the journeys read. Its own ports (the storefront's suite uses 8130–8133,
 * the portal's 8160), so the suites can share a machine.
 */
const port = E2E_CONSOLE_PORT;
// the demo shops' seller accounts (owner@{shop}.example) sign in with this; read by the server (webServer
// inherits the environment) and by the journeys
process.env.DEMO_SELLER_PASSWORD ??= 'souk-e2e-seller-password';

export default defineConfig(
  e2eConfig({
    port,
    dataDirPrefix: 'souk-e2e-console',
    servers: [
      {
        // TypeScript run by tsx, like the storefront's provider fakes
        command: 'node --import tsx e2e/mail-catcher.ts',
        url: mailCatcherUrl(port),
        reuseExistingServer: false,
        timeout: 60_000,
        env: { E2E_PORT: String(port) },
      },
    ],
    apiEnv: { DEMO_SELLER_PASSWORD: process.env.DEMO_SELLER_PASSWORD, ...mailEnv(port) },
  }),
);
