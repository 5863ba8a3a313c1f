import type { RouteObject } from 'react-router-dom';
import { RetryScreen } from './retry-screen.js';
import { RouteErrorBoundary } from './route-error-boundary.js';

/** A screen whose code failed to download (a new release replaced it, the network dropped): a reload fetches it. */
function UndownloadedScreen() {
  return <RetryScreen onRetry={() => window.location.reload()} />;
}

/**
 * The router keeps a failed lazy route as failed and renders nothing in its place (not even its error
 * boundary): the failure becomes a screen of its own, the retry screen, whose retry reloads the page.
 */
function withRetryScreen(lazy: RouteObject['lazy']): RouteObject['lazy'] {
  if (typeof lazy !== 'function') return lazy;
  return () => lazy().catch(() => ({ Component: UndownloadedScreen }));
}

/**
 * The app's routes, each with an error boundary unless it has its own, and a retry screen for a screen
 * whose code fails to download: a failing screen shows the retry screen in its place, inside its layouts,
 * never a blank page.
 */
export function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map(
    (route) =>
      ({
        ...route,
        ...(route.ErrorBoundary || route.errorElement ? {} : { ErrorBoundary: RouteErrorBoundary }),
        ...(route.lazy ? { lazy: withRetryScreen(route.lazy) } : {}),
        ...(route.children ? { children: withErrorBoundaries(route.children) } : {}),
      }) as RouteObject,
  );
}
