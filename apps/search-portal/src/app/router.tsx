import { paths, ROUTE_PATTERNS } from '@souk/core';
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { searchResultsQueryOptions } from '../features/search/api/get-search-results.js';
import { type ResultsQuery, readResultsQuery } from '../features/search/search-query.js';
import { shopsQueryOptions } from '../features/shops/api/get-shops.js';
import { PortalLayout } from './layout.js';

// each screen is its own chunk: the results page does not download the landing page, nor the other way
const Landing = lazy(() => import('./routes/landing.js').then((module) => ({ default: module.Component })));
const Results = lazy(() =>
  import('./routes/search-results.js').then((module) => ({ default: module.Component })),
);

/** Asks for the shops while the landing page's own code downloads, not after it. */
function LandingRoute() {
  usePrefetchQuery(shopsQueryOptions());
  return <Landing />;
}

/** Asks for the results while the results screen's own code downloads, not after it. */
function PrefetchedResults({ query }: { query: ResultsQuery }) {
  usePrefetchQuery(searchResultsQueryOptions(query));
  return <Results />;
}

function ResultsRoute() {
  const { searchValue } = useParams();
  const [search] = useSearchParams();
  const query = readResultsQuery(searchValue, search);
  // spec §5: a blank term never searches
  return query ? <PrefetchedResults query={query} /> : <Navigate to={paths.home()} replace />;
}

/**
 * The portal's routes: the landing page at `/` and the global search results (spec §2). Shop paths never
 * reach this router: the server sends them to the storefront.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home()} element={<PortalLayout />}>
        <Route index element={<LandingRoute />} />
        <Route path={ROUTE_PATTERNS.globalSearch} element={<ResultsRoute />} />
        <Route path="*" element={<Navigate to={paths.home()} replace />} />
      </Route>
    </Routes>
  );
}
