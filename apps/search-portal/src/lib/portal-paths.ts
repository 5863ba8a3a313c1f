import { ROUTE_PATTERNS } from '@souk/core';

/**
 * Whether a path belongs to the portal (`/` and `/search-products/…`, what the server serves from the
 * portal's build); every other path is a shop, a separate app the browser must load in full.
 * @example isPortalPath('/search-products/tea?page=2') // true
 * @example isPortalPath('/pixel-forge') // false
 */
export function isPortalPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const searchPrefix = ROUTE_PATTERNS.globalSearch.slice(0, ROUTE_PATTERNS.globalSearch.indexOf(':'));
  return pathname === '/' || pathname === '' || pathname.startsWith(searchPrefix);
}
