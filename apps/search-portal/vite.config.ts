import { webAppConfig } from '../../packages/web/src/vite/index.js';

/**
 * What both of the portal's screens run (the home and the results: their empty state, spinner, its icons
 * and the document meta), joined to the runtime chunk instead of a small chunk of their own that every
 * first tap fetched anyway (pnpm size: about 0.2 KB of gzip less). A module missing here only costs bytes.
 */
const PORTAL_SHARED = new RegExp(
  [
    /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?:circle-exclamation-point|loader-circle|package-search|rotate-cw)\.mjs$/,
    /packages[\\/]ui[\\/]src[\\/]components[\\/](?:empty-state|spinner)\.tsx$/,
    /packages[\\/]web[\\/]src[\\/](?:use-document-meta|page-language)\.ts$/,
    /packages[\\/]ui[\\/]src[\\/]i18n[\\/]i18n\.ts$/,
  ]
    .map((part) => part.source)
    .join('|'),
);

// the API server serves both front ends' dist folders at the root: the portal's files get their own folder
// so they never shadow the storefront's /assets
export default webAppConfig({ port: 5174, assetsDir: 'portal-assets', runtimeModules: PORTAL_SHARED });
