/**
 * The typed client for every call of spec §7. Each area (catalogue, cart, wishlist, auth, orders, payment,
 * reviews, seller, content) is a `create*Api` factory over one {@link createHttp}, so an app builds only the
 * areas it calls; {@link createApiClient} builds them all and {@link resolveApiBaseUrl} picks the address.
 * Uses ky for HTTP and the zod/mini wire schemas of `@souk/core/schemas` to parse every response; a failed
 * call rejects with an `ApiError` carrying the server's text or the spec §8 fallback.
 *
 * @example
 * ```ts
 * import { createCatalogueApi, createHttp } from '@souk/core/api-client';
 * const catalogue = createCatalogueApi(createHttp({ baseUrl: 'http://localhost:8000/api' }));
 * const { categorys } = await catalogue.getCategories('s1');
 * // GET http://localhost:8000/api/home/get-categorys/s1
 * ```
 *
 * @module @souk/core/api-client
 */
export {
  type AuthApi,
  createAuthApi,
  PASSWORD_CHANGE_FAILED,
  PASSWORD_RESET_FAILED,
  SIGN_OUT_FAILED,
} from './auth.js';
export { type ApiBaseUrlOptions, LOCAL_API_URL, type PageLocation, resolveApiBaseUrl } from './base-url.js';
export {
  type CartApi,
  createCartApi,
  createWishlistApi,
  EMPTY_CART,
  EMPTY_WISHLIST,
  type WishlistApi,
} from './cart.js';
export {
  type CatalogueApi,
  createCatalogueApi,
  createGlobalCatalogueApi,
  type GlobalCatalogueApi,
} from './catalogue.js';
export { type ApiClient, createApiClient } from './client.js';
export { type ContentApi, createContentApi } from './content.js';
export {
  type ApiClientOptions,
  type Call,
  createHttp,
  GUEST_SESSION_HEADER,
  type Http,
  path,
  type ResponseSchema,
  type SearchParams,
} from './http.js';
export { type ShopperIdentity, shopperIdentity } from './identity.js';
export { createOrdersApi, type OrdersApi } from './orders.js';
export { createPaymentApi, type PaymentApi } from './payment.js';
export { createReviewsApi, type ReviewsApi } from './reviews.js';
export { createSellerApi, type SellerApi } from './seller.js';
