/**
 * A shop's recently viewed products (issue 22): the list rule (newest first, each product once, at most
 * {@link RECENTLY_VIEWED_LIMIT} per shop), a guest's lists kept in a `KeyValueStorage` (`localStorage`
 * in the browser), the wire schemas of the signed-in customer's list and of the products-by-ids call, and
 * their client calls. Its own entry, so the shop pages load it only when they show the list.
 *
 * @example
 * ```ts
 * import { memoryStorage } from '@souk/core/auth';
 * import { readRecentlyViewed, recordRecentlyViewed, writeRecentlyViewed } from '@souk/core/recently-viewed';
 * const storage = memoryStorage();
 * writeRecentlyViewed(storage, 's1', recordRecentlyViewed(readRecentlyViewed(storage, 's1'), 'p1'));
 * readRecentlyViewed(storage, 's1'); // ["p1"]
 * ```
 *
 * @module @souk/core/recently-viewed
 */
export { createRecentlyViewedApi, type RecentlyViewedApi } from './recently-viewed-api.js';
export {
  isProductId,
  mergeRecentlyViewed,
  RECENTLY_VIEWED_LIMIT,
  recordRecentlyViewed,
} from './recently-viewed-list.js';
export {
  ProductsByIdsQuerySchema,
  type ProductsByIdsResponse,
  ProductsByIdsResponseSchema,
  type RecentlyViewedBody,
  RecentlyViewedBodySchema,
  type RecentlyViewedResponse,
  RecentlyViewedResponseSchema,
  splitProductIds,
} from './recently-viewed-schemas.js';
export {
  RECENTLY_VIEWED_KEY,
  type RecentlyViewedByShop,
  readAllRecentlyViewed,
  readRecentlyViewed,
  writeRecentlyViewed,
} from './recently-viewed-storage.js';
