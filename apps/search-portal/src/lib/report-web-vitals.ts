import { paths, ROUTE_PATTERNS, vitalsRoute } from '@souk/core';

/** The portal's two screens (spec §2); anything else is redirected home. */
const PORTAL_ROUTES = [paths.home(), ROUTE_PATTERNS.globalSearch];

/**
 * The portal route pattern of a pathname: the metrics store must never see the search term itself.
 * @example portalRoute('/search-products/green%20tea') // "/search-products/:searchValue"
 */
export function portalRoute(pathname: string): string {
  return vitalsRoute(pathname, PORTAL_ROUTES) ?? '/*';
}
