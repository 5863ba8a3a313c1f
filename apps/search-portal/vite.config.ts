import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // workspace packages are used from source: no build step between editing core/ui and seeing it here
  resolve: { conditions: ['@souk/source'] },
  // the server renderer (`vite build --ssr`, see package.json) bundles the workspace packages from source too
  ssr: { resolve: { conditions: ['@souk/source'] }, noExternal: [/^@souk\//] },
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/check-size.mjs walks the chunk graph from the manifest (the server renderer's build needs
    // neither a manifest nor the public files)
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // the API server serves both front ends' dist folders at the root: the portal's files get their own
    // folder so they never shadow the storefront's /assets
    assetsDir: 'portal-assets',
    // zod schemas are built without side effects: the ones only the server reads (request bodies and
    // queries) leave nothing behind. Only @souk/core calls `z` (scripts/check-size.mjs holds that).
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  // demo images are served by the API under /api/images; in dev they come through the API server too
  server: { port: 5174, proxy: { '/api': 'http://localhost:8000' } },
  test: {
    environment: 'jsdom',
    globals: true,
    // the UI kit's setup (jest-dom matchers, the browser APIs jsdom lacks) serves the portal's tests too
    setupFiles: ['../../packages/ui/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
  },
}));
