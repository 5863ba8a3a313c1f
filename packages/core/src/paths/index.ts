/**
 * Every address of the front ends, built in one place: {@link paths} for a shop's pages,
 * {@link ROUTE_PATTERNS} for the router, {@link consolePaths} for the seller console, and the links of
 * banners and search results. Ids, slugs and search text are percent-encoded, so data never changes the
 * route. No runtime dependencies beyond `@souk/core/text`.
 *
 * @example
 * ```ts
 * import { consolePaths, paths } from '@souk/core/paths';
 * paths.productDetails('tea-house', 'green tea'); // "/tea-house/product/details/green%20tea"
 * consolePaths.order('ORD 1'); // "/seller/orders/ORD%201"
 * ```
 *
 * @module @souk/core/paths
 */
export type { BannerTarget } from './banner-target.js';
export { bannerTarget } from './banner-target.js';
export type { ConsoleQuery } from './console-paths.js';
export { CONSOLE_ROOT, consolePaths, safeNext } from './console-paths.js';
export type { QueryValues } from './paths.js';
export {
  ADMIN_PREFIX,
  isAdminPath,
  isPaymentPagePath,
  NOT_FOUND_PATH,
  paths,
  ROUTE_PATTERNS,
} from './paths.js';
export type { SearchResultLinkInput, SearchResultLinks } from './search-result-links.js';
export { SEARCH_RESULT_SHOP_FALLBACK, searchResultLinks } from './search-result-links.js';
export { SHOP_ICONS, SHOP_THEME_COLOR, shopAppScope, shopIconPath, shopManifestPath } from './shop-app.js';
