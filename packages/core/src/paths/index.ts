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
