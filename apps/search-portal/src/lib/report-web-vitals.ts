import { paths, ROUTE_PATTERNS, resolveApiBaseUrl, vitalsRoute } from '@souk/core';

/** The portal's two screens (spec §2); anything else is redirected home. */
const PORTAL_ROUTES = [paths.home(), ROUTE_PATTERNS.globalSearch];

/**
 * The portal route pattern of a pathname: the metrics store must never see the search term itself.
 * @example portalRoute('/search-products/green%20tea') // "/search-products/:searchValue"
 */
export function portalRoute(pathname: string): string {
  return vitalsRoute(pathname, PORTAL_ROUTES) ?? '/*';
}

/** POST /api/vitals on the API this page talks to. */
export function vitalsEndpoint(): string {
  const base = resolveApiBaseUrl({
    page: window.location,
    productionApiUrl: import.meta.env.VITE_API_URL ?? null,
    servedByApi: import.meta.env.PROD,
  });
  return `${base}/vitals`;
}
