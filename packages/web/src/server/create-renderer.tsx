import { manifestChunkUrls, renderedDocument, type ServerRendererOptions } from '@souk/core';
import { IMAGE_FALLBACK_SCRIPT } from '@souk/ui';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { connectServerApi } from '../api-client.js';
import { type AppProviderComponent, AppShell } from '../app-shell.js';
import { EMBEDDED_STATE_ID } from '../embedded-state.js';
import { createQueryClient } from '../query-client.js';
import { type RenderScope, setRenderScopeLookup } from '../render-scope.js';
import { isPrerendered, type ScreenHandle } from '../screen-handle.js';
import { withErrorBoundaries } from '../with-error-boundaries.js';

export interface RendererOptions extends ServerRendererOptions<RenderScope> {
  /** The app's routes, the same the browser's router runs; `handle` is a {@link ScreenHandle}. */
  routes: RouteObject[];
  /** The app's own providers, as the browser has them (see `startApp`). */
  Provider?: AppProviderComponent;
  /** Starts the app's entry script only once the rendered page has painted (see `renderedDocument`). */
  startAfterPaint?: boolean;
  /**
   * Where the browser's first render would send the shopper, read from what the loaders loaded (the
   * storefront: an unknown shop to the not-found page), so the server sends them there now; null renders.
   */
  redirectTo?: (context: StaticHandlerContext, queryClient: QueryClient) => string | null;
}

/** A page rendered on the server, or a redirect. */
export type RenderedPage = { status: number; html: string } | { status: number; location: string };

/**
 * A front end's server renderer (what its `entry-server.tsx` exports, called by the API server): the
 * routes whose handles ask for it are rendered with their loaders' data — in-process API calls, a query
 * cache of the request's own — that data embedded for the browser's query cache and the screens' chunks
 * preloaded, so a shopper sees the page before any script runs. `render` answers null for every other
 * page, and the server sends the plain `index.html`.
 */
export function createRenderer({
  routes,
  Provider,
  startAfterPaint = false,
  redirectTo,
  template,
  manifest,
  fetch,
  apiBaseUrl,
  storage,
}: RendererOptions) {
  connectServerApi({ baseUrl: apiBaseUrl, fetch });
  setRenderScopeLookup(() => storage.getStore());
  const handler = createStaticHandler(withErrorBoundaries(routes));

  return async function render(url: URL): Promise<RenderedPage | null> {
    const matches = matchRoutes(routes, url.pathname);
    if (!matches?.every((match) => isPrerendered(match.route.handle))) return null;

    const scope: RenderScope = {
      queryClient: createQueryClient({ retry: false }),
      origin: url.origin,
      meta: {},
    };
    return storage.run(scope, async () => {
      const context = await handler.query(new Request(url));
      if (context instanceof Response) {
        const location = context.headers.get('Location');
        return location ? { status: context.status, location } : null;
      }
      const location = redirectTo?.(context, scope.queryClient);
      if (location) return { status: 302, location };
      const router = createStaticRouter(handler.dataRoutes, context);
      const body = renderToString(
        <AppShell queryClient={scope.queryClient} Provider={Provider}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppShell>,
      );
      const modules = context.matches.flatMap(({ route }) => {
        const module = (route.handle as ScreenHandle | undefined)?.module;
        return module ? [module] : [];
      });
      const state = dehydrate(scope.queryClient);
      scope.queryClient.clear();
      return {
        status: context.statusCode,
        html: renderedDocument({
          template,
          body,
          state,
          stateId: EMBEDDED_STATE_ID,
          ...scope.meta,
          preload: manifestChunkUrls(manifest, modules),
          // spec §8: a broken product image shows the placeholder before the app's code runs
          inlineScripts: [IMAGE_FALLBACK_SCRIPT],
          startAfterPaint,
        }),
      };
    });
  };
}
