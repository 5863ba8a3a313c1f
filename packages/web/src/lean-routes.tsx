// The lean engine's route preparation, shared by the browser (startLeanApp) and the server renderer, so
// both render the very same tree (React's useId values depend on it).
import { createElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary.js';
import { RetryScreen } from './retry-screen.js';

export type Loader = (args: {
  params: Record<string, string | undefined>;
  request: Request;
  context?: unknown;
}) => unknown;
type LazyModule = Partial<Pick<RouteObject, 'Component' | 'loader' | 'element'>>;

/** A screen whose code failed to download: a reload fetches it. */
function UndownloadedScreen() {
  return <RetryScreen onRetry={() => window.location.reload()} />;
}

/** Each route's element inside the runtime's error boundary (the data router's `ErrorBoundary`, in plain React). */
function withBoundary(route: RouteObject): void {
  const Screen = route.Component;
  if (!Screen || route.element !== undefined) return;
  route.element = createElement(ErrorBoundary, null, createElement(Screen));
  route.Component = undefined;
}

const loading = new WeakMap<RouteObject, Promise<void>>();

/** A route's lazy module, loaded once and merged into the route (as the data router does). */
export function resolveLazy(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (typeof lazy !== 'function') {
    withBoundary(route);
    return Promise.resolve();
  }
  let pending = loading.get(route);
  if (!pending) {
    pending = (lazy as () => Promise<LazyModule>)()
      .catch((): LazyModule => ({ Component: UndownloadedScreen }))
      .then((module) => {
        Object.assign(route, module);
        route.lazy = undefined;
        withBoundary(route);
      });
    loading.set(route, pending);
  }
  return pending;
}

/**
 * The matched routes of `pathname` ready to render on React Router's declarative matcher: each one's lazy
 * module loaded and merged, each screen inside the runtime's error boundary.
 */
export async function readyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all((matchRoutes(routes, pathname) ?? []).map(({ route }) => resolveLazy(route)));
}
