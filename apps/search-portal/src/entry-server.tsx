import {
  manifestChunkUrls,
  paths,
  ROUTE_PATTERNS,
  renderedDocument,
  type ServerRendererOptions,
} from '@souk/core';
import { IMAGE_FALLBACK_SCRIPT } from '@souk/ui';
import {
  AppShell,
  connectServerApi,
  createQueryClient,
  EMBEDDED_STATE_ID,
  type RenderScope,
  setRenderScopeLookup,
} from '@souk/web';
import { dehydrate, type FetchQueryOptions } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import { AppProvider } from './app/provider.js';
import { AppRoutes } from './app/router.js';
import { searchResultsQueryOptions } from './features/search/api/get-search-results.js';
import { readResultsQuery } from './features/search/search-query.js';
import { shopsQueryOptions } from './features/shops/api/get-shops.js';

export type RendererOptions = ServerRendererOptions<RenderScope>;

interface PortalPage {
  /** The data the screen shows first (the same queries its route prefetches in the browser). */
  // biome-ignore lint/suspicious/noExplicitAny: queries of different data types share the list
  queries: FetchQueryOptions<any, any, any, any>[];
  /** The screen's source module: the key of its chunk in the build manifest. */
  module: string;
}

/** A path parameter as the browser's router gives it: decoded (undefined when malformed). */
function decodedParam(value: string | undefined): string | undefined {
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** What a portal address shows: the landing page, a results page; null for anything the browser handles. */
function portalPage(url: URL): PortalPage | null {
  if (url.pathname === paths.home()) {
    return { queries: [shopsQueryOptions()], module: 'src/app/routes/landing.tsx' };
  }
  const match = matchPath(ROUTE_PATTERNS.globalSearch, url.pathname);
  const query = match && readResultsQuery(decodedParam(match.params.searchValue), url.searchParams);
  // a blank term is sent home by the browser's router (spec §5)
  if (!query) return null;
  return { queries: [searchResultsQueryOptions(query)], module: 'src/app/routes/search-results.tsx' };
}

/**
 * The portal's first HTML: the landing page or a results page rendered with its data, that data embedded
 * for the browser's query cache and the screen's chunk preloaded — the shopper sees the results before any
 * script runs, and the browser hydrates them without asking again.
 */
export function createRenderer({ template, manifest, fetch, apiBaseUrl, storage }: RendererOptions) {
  connectServerApi({ baseUrl: apiBaseUrl, fetch });
  setRenderScopeLookup(() => storage.getStore());

  return async function render(url: URL): Promise<{ status: number; html: string } | null> {
    const page = portalPage(url);
    if (!page) return null;
    const scope: RenderScope = {
      queryClient: createQueryClient({ retry: false }),
      origin: url.origin,
      meta: {},
    };
    return storage.run(scope, async () => {
      await Promise.allSettled(page.queries.map((query) => scope.queryClient.prefetchQuery(query)));
      const app = (
        <AppShell queryClient={scope.queryClient} Provider={AppProvider}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppShell>
      );
      // prerender waits for the lazy screen; an unbounded chunk size keeps every finished boundary in
      // place instead of outlining large ones behind a script that swaps them in
      const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
      const body = await new Response(prelude).text();
      const state = dehydrate(scope.queryClient);
      scope.queryClient.clear();
      return {
        status: 200,
        html: renderedDocument({
          template,
          body,
          state,
          stateId: EMBEDDED_STATE_ID,
          title: scope.meta.title,
          preload: manifestChunkUrls(manifest, [page.module]),
          // spec §8: a broken result image shows the placeholder before the portal's code runs
          inlineScripts: [IMAGE_FALLBACK_SCRIPT],
        }),
      };
    });
  };
}
