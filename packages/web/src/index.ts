// Public API of @souk/web in the browser (and in the server render of the same modules). The server
// renderer is `@souk/web/server`; test helpers `@souk/web/testing`; the Playwright setup `@souk/web/e2e`.
export {
  type ApiTarget,
  browserApiBaseUrl,
  connectServerApi,
  vitalsEndpoint,
  wireApi,
} from './api-client.js';
export { type AppProviderComponent, AppShell } from './app-shell.js';
export { EMBEDDED_STATE_ID, hydrateEmbeddedState } from './embedded-state.js';
export { ErrorBoundary } from './error-boundary.js';
export { pageUrl } from './page-url.js';
export { createQueryClient, getQueryClient } from './query-client.js';
export { currentRenderScope, type RenderScope, setRenderScopeLookup } from './render-scope.js';
export { RetryScreen } from './retry-screen.js';
export { RouteErrorBoundary } from './route-error-boundary.js';
export { routePattern } from './route-pattern.js';
export { RouterLink } from './router-link.js';
export { isPersonal, isPrerendered, type ScreenHandle, screen } from './screen-handle.js';
export { type StartAppOptions, startApp } from './start-app.js';
export { startLeanApp } from './start-lean-app.js';
export { startWebVitals } from './start-web-vitals.js';
export { useDocumentMeta } from './use-document-meta.js';
export { useHydrated } from './use-hydrated.js';
export { useLinkActive } from './use-link-active.js';
export { withErrorBoundaries } from './with-error-boundaries.js';
