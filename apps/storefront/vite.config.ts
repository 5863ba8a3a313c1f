import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppConfig } from '../../packages/web/src/vite/index.js';
import {
  IMAGE_CACHE,
  isKeptImage,
  isShopPage,
  keepIfPublic,
  markServedOffline,
  OFFLINE_PAGE,
  PAGE_CACHE,
} from './src/features/offline/cache-rules.js';

const DAY_S = 24 * 60 * 60;

/** The page a shopper offline gets for a page never visited is built beside `index.html`, with its CSS. */
function offlinePage(): Plugin {
  return {
    name: 'souk-offline-page',
    config: (_config, { isSsrBuild }) =>
      isSsrBuild
        ? {}
        : {
            build: {
              rolldownOptions: {
                input: {
                  index: fileURLToPath(new URL('index.html', import.meta.url)),
                  offline: fileURLToPath(new URL(OFFLINE_PAGE, import.meta.url)),
                },
              },
            },
          },
  };
}

/** The chunks every page's entry imports statically: the runtime libraries and the bundler's helpers. */
const ENTRY_RUNTIME = /(?:^|\/)(?:rolldown-)?runtime-[\w-]+\.js$/;

/**
 * A lazy chunk's preload list leaves out the runtime chunks: the entry imports them, so they are loaded
 * before any lazy import can run. Each list was two names longer, in the entry the first tap fetches; the
 * bytes saved pay for the import of the service worker's chunk (issue 22) under the shop page's ratchet.
 */
function skipRuntimePreloads(): Plugin {
  return {
    name: 'souk-skip-runtime-preloads',
    config: (_config, { isSsrBuild }) =>
      isSsrBuild
        ? {}
        : {
            build: {
              modulePreload: {
                resolveDependencies: (_file, dependencies) =>
                  dependencies.filter((dependency) => !ENTRY_RUNTIME.test(dependency)),
              },
            },
          },
  };
}

/**
 * Issue 22: the storefront's service worker (Workbox's generateSW, `dist/sw.js`, registered at scope `/` by
 * `features/offline/pwa.tsx`). It precaches the built scripts, styles and the offline page — never an
 * HTML page of a person; answers a shop's pages network first, keeping the public ones on visit (offline:
 * the kept copy with the offline banner, else the offline page) and the images they show (cache first,
 * capped); never keeps anything private, personal or from the API's JSON (`cache-rules.ts`). A new version
 * waits for the shopper's reload (no skipWaiting).
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  // each shop has its own manifest, served by the API (routes/store/shop-app.ts)
  manifest: false,
  includeManifestIcons: false,
  workbox: {
    globPatterns: ['assets/*.{js,css,woff2}', OFFLINE_PAGE, 'favicon.svg'],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    runtimeCaching: [
      {
        urlPattern: isShopPage,
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGE_CACHE,
          expiration: { maxEntries: 60, maxAgeSeconds: 14 * DAY_S, purgeOnQuotaError: true },
          precacheFallback: { fallbackURL: OFFLINE_PAGE },
          plugins: [{ cacheWillUpdate: keepIfPublic, cachedResponseWillBeUsed: markServedOffline }],
        },
      },
      {
        urlPattern: isKeptImage,
        handler: 'CacheFirst',
        options: {
          cacheName: IMAGE_CACHE,
          expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true },
          plugins: [{ cacheWillUpdate: keepIfPublic }],
        },
      },
    ],
  },
});

/**
 * What a shop page runs that lazy screens run too, joined to the runtime chunk instead of five small shared
 * chunks (Lucide's icon base, the product schema, money, media images, the session and API client): the
 * first tap fetches them all anyway, as one gzip stream and without their import and export lists it is
 * about 1.5 KB of gzip less (pnpm size). A module missing here only costs bytes: it gets a chunk again.
 */
const SHOP_PAGE_SHARED = new RegExp(
  [
    /lucide-react[\\/]dist[\\/]esm[\\/](?:shared[\\/]|context|Icon|createLucideIcon)/,
    /packages[\\/]core[\\/]src[\\/](?:pricing[\\/]money|schemas[\\/](?:product|password|auth|common)|display[\\/]media-image|errors|text[\\/]encode-component|api[\\/](?:base-url|http)|auth[\\/](?:customer-token|guest-session|storage))\.ts$/,
    /packages[\\/]web[\\/]src[\\/](?:api-client|render-scope)\.ts$/,
    /apps[\\/]storefront[\\/]src[\\/](?:stores[\\/]session|lib[\\/]api-area)\.ts$/,
  ]
    .map((part) => part.source)
    .join('|'),
);

export default webAppConfig({
  port: 5173,
  plugins: [offlinePage(), skipRuntimePreloads(), serviceWorker],
  runtimeModules: SHOP_PAGE_SHARED,
});
