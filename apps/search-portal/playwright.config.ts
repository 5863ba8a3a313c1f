import { defineConfig } from '@playwright/test';
import { e2eConfig } from '@souk/web/e2e';

/**
 * Journeys in real Chromium against the built portal and storefront served by the real API server on a
 * fresh embedded database with the demo shops (@souk/web/e2e). Its own port (the
 * storefront's suite uses 8130–8133), so both suites can share a machine.
 */
export default defineConfig(
  e2eConfig({
    port: Number(process.env.E2E_PORT) || 8160,
    dataDirPrefix: 'souk-e2e-portal',
  }),
);
