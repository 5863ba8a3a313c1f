import { manifestChunkUrls, paths, renderedDocument, type ServerRendererOptions } from '@souk/core';
import { IMAGE_FALLBACK_SCRIPT } from '@souk/ui';
import {
  connectServerApi,
  createQueryClient,
  EMBEDDED_STATE_ID,
  type RenderScope,
  setRenderScopeLookup,
} from '@souk/web';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider.js';
import { routes, type ScreenHandle } from './app/routes.js';
import { sellerQueryOptions } from './shop/api/get-seller.js';

export type RendererOptions = ServerRendererOptions<RenderScope>;

/** A page rendered on the server, or a redirect a loader asked for. */
export type RenderedPage = { status: number; html: string } | { status: number; location: string };

function isPrerendered(handle: unknown): boolean {
  return (handle as ScreenHandle | undefined)?.prerender === true;
}

/**
 * The storefront's first HTML for public catalogue screens (shop home, listings, search, product, info
 * and contact pages): the screens rendered with their data, that data embedded for the browser's query
 * cache, and the screens' chunks preloaded — so a shopper sees the page before any script runs. Every
 * other screen (cart, checkout, account) depends on who is shopping and stays client-rendered:
 * `render` answers null for those and the server sends the plain `index.html`.
 */
export function createRenderer({ template, manifest, fetch, apiBaseUrl, storage }: RendererOptions) {
  connectServerApi({ baseUrl: apiBaseUrl, fetch });
  setRenderScopeLookup(() => storage.getStore());
  const handler = createStaticHandler(routes);

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
      // no such shop: the browser would be sent to /not-found on its first render, so send it there now
      const sellerName = context.matches.find((match) => match.params.sellerName)?.params.sellerName;
      if (sellerName) {
        const resolution = scope.queryClient.getQueryData(sellerQueryOptions(sellerName).queryKey);
        if (resolution?.status === 'not-found') return { status: 302, location: paths.notFound() };
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      const body = renderToString(
        <StrictMode>
          <AppProvider client={scope.queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>,
      );
      const modules = context.matches.flatMap(({ route }) => {
        const handle = route.handle as ScreenHandle | undefined;
        return handle ? [handle.module] : [];
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
          startAfterPaint: true,
        }),
      };
    });
  };
}
