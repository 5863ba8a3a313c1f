import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { type AppProviderComponent, AppShell } from './app-shell.js';
import { hydrateEmbeddedState } from './embedded-state.js';
import { readyPageLanguage } from './page-language.js';
import { getQueryClient } from './query-client.js';
import { routePattern } from './route-pattern.js';
import { beginHydration } from './use-hydrated.js';
import { withErrorBoundaries } from './with-error-boundaries.js';

export interface StartAppOptions {
  /** The app's routes: data-router route objects, screens as lazy route modules. */
  routes: RouteObject[];
  /** The app's own providers inside the runtime's (its links for the UI kit, toasts…). */
  Provider?: AppProviderComponent;
}

/**
 * Starts a front end in the page (its `main.tsx`): the query cache from the data a server-rendered page
 * embeds, the data router on the app's routes, then hydration of the server's markup or a render of an
 * empty page, and field web vitals.
 * @example startApp({ routes, Provider: AppProvider });
 */
export function startApp({ routes, Provider }: StartAppOptions): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');

  const queryClient = getQueryClient();
  hydrateEmbeddedState(queryClient);
  const router = createBrowserRouter(withErrorBoundaries(routes));
  const app = (
    <AppShell queryClient={queryClient} Provider={Provider}>
      <RouterProvider router={router} />
    </AppShell>
  );

  // Public screens arrive rendered by the server: React hydrates that markup once the route's modules and
  // (embedded) data are ready, and the page's language (issue 22), so the first render is the server's
  // page, not a blank or loading one.
  void readyPageLanguage().then(() => render(root, router, app));
  // the field-data reporter's starter comes in a chunk of its own: nothing the first render needs
  const landing = routePattern(router.state.matches);
  void import('./start-web-vitals.js').then((module) => module.startWebVitals(() => landing));
}

function render(root: HTMLElement, router: ReturnType<typeof createBrowserRouter>, app: ReactNode): void {
  if (root.hasChildNodes()) {
    // hydrated as a transition: in slices, yielding to the browser between them (no single long task)
    const hydratePage = () => {
      beginHydration();
      startTransition(() => void hydrateRoot(root, app));
    };
    if (router.state.initialized) hydratePage();
    else {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        hydratePage();
      });
    }
  } else {
    // rendered as a transition too: a client-rendered app's first render (the console's dashboard) in
    // slices, no single long task before the first paint
    const created = createRoot(root);
    startTransition(() => created.render(app));
  }
}
