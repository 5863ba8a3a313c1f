import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // workspace packages are used from source: no build step between editing core/ui and seeing it here
  resolve: { conditions: ['@souk/source'] },
  // the server renderer (`vite build --ssr`, see package.json) bundles the workspace packages from source too
  ssr: { resolve: { conditions: ['@souk/source'] }, noExternal: [/^@souk\//] },
  // the manifest lets scripts/check-size.mjs walk the chunk graph
  // (the server renderer's build needs neither the public files nor a manifest)
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // zod schemas are built without side effects: the ones only the server reads (request bodies and
    // queries) leave nothing behind. Only @souk/core calls `z` (scripts/check-size.mjs holds that).
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  // demo images are served by the API under /api/images; in dev they come through the API server too
  server: { port: 5173, proxy: { '/api': 'http://localhost:8000' } },
  test: {
    environment: 'jsdom',
    globals: true,
    // the UI kit's setup (jest-dom matchers, the browser APIs jsdom lacks) serves the app's screen tests too
    setupFiles: ['../../packages/ui/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
  },
}));
