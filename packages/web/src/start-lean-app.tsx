import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  BrowserRouter,
  type Location,
  matchRoutes,
  type RouteObject,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router-dom';
import { AppShell } from './app-shell.js';
import { hydrateEmbeddedState } from './embedded-state.js';
import { type Loader, resolveLazy } from './lean-routes.js';
import { readyPageLanguage } from './page-language.js';
import { getQueryClient } from './query-client.js';
import { routePattern } from './route-pattern.js';
import type { StartAppOptions } from './start-app.js';
import { beginHydration } from './use-hydrated.js';
import { yieldToBrowser } from './yield-to-browser.js';

/** A loader's redirect (`redirect('/')`), as the address to go to. */
function redirectTarget(result: unknown): string | null {
  if (!(result instanceof Response) || result.status < 300 || result.status >= 400) return null;
  return result.headers.get('Location');
}

/**
 * Readies a location the way the data router would: each matched route's loader started at once (its data
 * fetched while its code downloads), its lazy module loaded, a loader from that module run after. Answers
 * where a loader redirects, if one does.
 */
async function prepare(routes: RouteObject[], location: Pick<Location, 'pathname' | 'search'>) {
  const matches = matchRoutes(routes, location) ?? [];
  const request = new Request(new URL(`${location.pathname}${location.search}`, window.location.origin));
  const results = await Promise.all(
    matches.map(async ({ route, params }) => {
      const early =
        typeof route.loader === 'function' ? (route.loader as Loader)({ params, request }) : undefined;
      await resolveLazy(route);
      if (early !== undefined) return early;
      return typeof route.loader === 'function' ? (route.loader as Loader)({ params, request }) : null;
    }),
  );
  for (const result of results) {
    const target = redirectTarget(result);
    if (target) return target;
  }
  return null;
}

/** The matched screens of the shown location; a new location is shown once its code and data are ready. */
function LeanRoutes({ routes }: { routes: RouteObject[] }): ReactNode {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(location);
  useEffect(() => {
    if (location === shown) return;
    let current = true;
    const show = () => {
      if (current) setShown(location);
    };
    prepare(routes, location).then((target) => {
      if (!current) return;
      if (target) navigate(target, { replace: true });
      else show();
    }, show);
    return () => {
      current = false;
    };
  }, [location, shown, routes, navigate]);
  return useRoutes(routes, shown);
}

/**
 * `startApp` for a front end whose page cannot carry the data router (its state machine is about 15 KB of
 * gzip the search portal's budget has no room for): the same data-router route objects — loaders, lazy
 * screens, the runtime's error boundaries — run on React Router's declarative matcher. A location is shown
 * once its screens' code and loaders are ready, as with the data router; the server renders these routes
 * with `@souk/web/server`'s `createRenderer`.
 * @example startLeanApp({ routes, Provider: AppProvider });
 */
export function startLeanApp({ routes, Provider }: StartAppOptions): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  const queryClient = getQueryClient();
  const app = (
    <AppShell queryClient={queryClient} Provider={Provider}>
      <BrowserRouter>
        <LeanRoutes routes={routes} />
      </BrowserRouter>
    </AppShell>
  );

  // Each step in a task of its own (issue 21): evaluating the app's modules is one long task already, so
  // the embedded state, the first location and hydration each start after a yield to the browser.
  void (async () => {
    await yieldToBrowser();
    hydrateEmbeddedState(queryClient);
    await yieldToBrowser();
    // the first location and the page's language are readied before the first render: a server-rendered
    // page hydrates as it is
    const [redirected] = await Promise.all([firstLocation(routes), readyPageLanguage()]);
    await yieldToBrowser();
    // hydrated as a transition: React works in slices and yields to the browser between them, so hydrating
    // a whole shop page is no single long task blocking the shopper's first taps
    if (root.hasChildNodes() && !redirected) {
      beginHydration();
      startTransition(() => void hydrateRoot(root, app));
    } else {
      // a page the browser renders (checkout, account) in slices too
      const created = createRoot(root);
      startTransition(() => created.render(app));
    }
    // the field-data reporter's starter comes in a chunk of its own: nothing the shopper sees waits on it
    const landing = routePattern(matchRoutes(routes, window.location) ?? []);
    void import('./start-web-vitals.js').then((module) => module.startWebVitals(() => landing));
  })();
}

/** Readies the page's location, following a loader's redirects (a few at most); answers whether it moved. */
async function firstLocation(routes: RouteObject[]): Promise<boolean> {
  let redirected = false;
  for (let hop = 0; hop < 3; hop++) {
    const target = await prepare(routes, window.location).catch(() => null);
    if (!target) break;
    window.history.replaceState(null, '', target);
    redirected = true;
  }
  return redirected;
}
