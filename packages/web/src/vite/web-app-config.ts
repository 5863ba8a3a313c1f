import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { defineConfig, type ViteUserConfigFnObject } from 'vitest/config';
import { englishMessages } from './english-messages.js';
import { JSX_BINDINGS, jsxRuntimeBindings } from './jsx-runtime-bindings.js';
import { leanReactRouter } from './lean-react-router.js';
import { nonceInjectedStyles } from './nonce-injected-styles.js';

export interface WebAppConfigOptions {
  /** The dev server's port (`/api` is proxied to the API on port 8000). */
  port: number;
  /**
   * Where the build puts its files, below the site root: the API server serves both front ends' dist
   * folders at the root, so all but one need their own folder (default `assets`).
   */
  assetsDir?: string;
  /**
   * The URL prefix the app lives under (Vite's `base`, default `/`): a front end served below a path
   * (`/seller/`) references its files there, and the API server serves its build under that prefix.
   */
  base?: string;
  /** The app's own Vite plugins, after the shared ones. */
  plugins?: PluginOption[];
  /**
   * The app's own modules for the runtime chunk (beside the libraries of `RUNTIME`): those its first screen
   * shares with lazy screens, which the automatic splitting would cut into small chunks of their own, each
   * one more request and gzip stream (with its import and export lists) for the page that loads them all.
   */
  runtimeModules?: RegExp;
}

/**
 * The libraries every screen runs on (React, the query cache, zod, ky, valtio, the class helpers) in one
 * chunk: a page downloads them as one gzip stream instead of the handful of shared chunks the automatic
 * splitting cuts them into, and a new lazy chunk cannot re-cut the first load. Measured (pnpm size): shop
 * page 155.4 → 153.4 KB gzip with admin mode in; console after sign-in 157.4 → see BENCHMARKS.md.
 */
const RUNTIME =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|zod|ky|valtio|proxy-compare|@tanstack[\\/](?:query-core|react-query)|class-variance-authority|clsx|tailwind-merge|@lingui[\\/]core)[\\/]/;

/**
 * The Vite (and Vitest) configuration every front end builds with: React, Tailwind, workspace packages
 * from source (in the browser build, the server renderer's and the tests), a manifest for the size check
 * and the server renderer's preloads, and the tree-shaking the bundles are measured with.
 * @example export default webAppConfig({ port: 5173 });
 */
export function webAppConfig({
  port,
  assetsDir = 'assets',
  base = '/',
  plugins = [],
  runtimeModules,
}: WebAppConfigOptions): ViteUserConfigFnObject {
  return defineConfig(({ isSsrBuild }) => ({
    base,
    plugins: [
      react(),
      tailwindcss(),
      leanReactRouter(),
      nonceInjectedStyles(),
      jsxRuntimeBindings(),
      englishMessages(),
      ...plugins,
    ],
    // workspace packages are used from source: no build step between editing core/ui/web and seeing it
    resolve: { conditions: ['@souk/source'] },
    // the server renderer (`vite build --ssr src/entry-server.tsx`) bundles the workspace packages too
    ssr: { resolve: { conditions: ['@souk/source'] }, noExternal: [/^@souk\//] },
    build: {
      target: 'es2022',
      sourcemap: true,
      // scripts/check-size.mjs walks the chunk graph from the manifest, the server renderer preloads
      // screens from it (the server renderer's own build needs neither a manifest nor the public files)
      manifest: !isSsrBuild,
      copyPublicDir: !isSsrBuild,
      assetsDir,
      rolldownOptions: {
        ...(isSsrBuild
          ? {}
          : {
              output: {
                // a lazy chunk is named by its hash alone: every name is written again in the entry's
                // preload lists and import() calls, which the first tap fetches (about 0.6 KB of gzip on a
                // shop page, issue 22). The runtime chunks keep theirs: the storefront's preload filter
                // finds them by name. Source maps and the manifest still name every chunk's modules.
                chunkFileNames: (chunk) =>
                  chunk.name === 'runtime' || chunk.name === 'rolldown-runtime'
                    ? `${assetsDir}/[name]-[hash].js`
                    : `${assetsDir}/[hash].js`,
                codeSplitting: {
                  groups: [
                    {
                      name: 'runtime',
                      test: (id: string) =>
                        RUNTIME.test(id) || id === JSX_BINDINGS || (runtimeModules?.test(id) ?? false),
                    },
                  ],
                },
              },
            }),
        treeshake: {
          // zod schemas are built without side effects: the ones only the server reads (request bodies
          // and queries) leave nothing behind. Only @souk/core calls `z` (scripts/check-size.mjs holds that).
          manualPureFunctions: ['z'],
          // an unused module-level value goes even when it is read from an object (namespace reads of
          // CommonJS modules, such as React's). Writes stay: React marks class components on a prototype.
          propertyReadSideEffects: false,
        },
      },
    },
    // demo images are served by the API under /api/images; in dev they come through the API server too
    server: { port, proxy: { '/api': 'http://localhost:8000' } },
    test: {
      environment: 'jsdom',
      globals: true,
      // the UI kit's setup (jest-dom matchers, the browser APIs jsdom lacks) serves the apps' tests too
      setupFiles: ['../../packages/ui/vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      testTimeout: 30_000,
    },
  }));
}
