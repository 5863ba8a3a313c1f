import { paths, ROUTE_PATTERNS } from '@souk/core';
import { currentRenderScope, getQueryClient, screen } from '@souk/web';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { type LoaderFunctionArgs, Navigate, type RouteObject, redirect } from 'react-router-dom';
import { searchResultsQueryOptions } from '../features/search/api/get-search-results.js';
import { readResultsQuery } from '../features/search/search-query.js';
import { shopsQueryOptions } from '../features/shops/api/get-shops.js';
import { PortalLayout } from './layout.js';

/**
 * Asks for a screen's data while its code downloads, not after it. The browser shows the screen at once,
 * with its own loading state; the server render waits for the data.
 */
// biome-ignore lint/suspicious/noExplicitAny: queries of different data types share the helper
function prefetch(options: FetchQueryOptions<any, any, any, any>): Promise<null> | null {
  const loading = getQueryClient().prefetchQuery(options);
  return currentRenderScope() ? loading.then(() => null) : null;
}

function resultsLoader({ params, request }: LoaderFunctionArgs) {
  const query = readResultsQuery(params.searchValue, new URL(request.url).searchParams);
  // spec §5: a blank term never searches
  if (!query) return redirect(paths.home());
  return prefetch(searchResultsQueryOptions(query));
}

/**
 * The portal's routes: the landing page at `/` and the global search results (spec §2), each screen its
 * own chunk — the results page does not download the landing page, nor the other way. Shop paths never
 * reach this router: the server sends them to the storefront. The browser router (`main.tsx`) and the
 * server renderer (`entry-server.tsx`) share them.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home(),
    // the frame of every page is part of the entry
    handle: { prerender: true },
    Component: PortalLayout,
    children: [
      {
        index: true,
        handle: screen('landing', { prerender: true }),
        loader: () => prefetch(shopsQueryOptions()),
        lazy: () => import('./routes/landing.js'),
      },
      {
        path: ROUTE_PATTERNS.globalSearch,
        // what readResultsQuery reads
        handle: screen(
          'search-results',
          import.meta.env.SSR
            ? { prerender: true, query: ['category', 'brand', 'price', 'page', 'sort'] }
            : { prerender: true },
        ),
        loader: resultsLoader,
        lazy: () => import('./routes/search-results.js'),
      },
      { path: '*', element: <Navigate to={paths.home()} replace /> },
    ],
  },
];
