import { createAuthApi } from './auth.js';
import { createCartApi, createWishlistApi } from './cart.js';
import { createCatalogueApi } from './catalogue.js';
import { createContentApi } from './content.js';
import { type ApiClientOptions, createHttp } from './http.js';
import { createOrdersApi } from './orders.js';
import { createPaymentApi } from './payment.js';
import { createReviewsApi } from './reviews.js';
import { createSellerApi } from './seller.js';

/**
 * The typed client for every call of spec §7, grouped by area. An app that uses a few areas builds only
 * those from {@link createHttp} (`createCatalogueApi(createHttp(options))`), so its bundle leaves the other
 * areas' schemas out.
 * @example
 * ```ts
 * const api = createApiClient({ baseUrl: 'http://localhost:8000/api' });
 * const { categorys } = await api.catalogue.getCategories('s1');
 * // GET http://localhost:8000/api/home/get-categorys/s1
 * ```
 */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  return {
    catalogue: createCatalogueApi(http),
    reviews: createReviewsApi(http),
    seller: createSellerApi(http),
    cart: createCartApi(http),
    wishlist: createWishlistApi(http),
    auth: createAuthApi(http),
    orders: createOrdersApi(http),
    payment: createPaymentApi(http),
    content: createContentApi(http),
  };
}
/**
 * The client {@link createApiClient} returns: one object of calls per area of spec §7.
 * @example const api: ApiClient = createApiClient({ baseUrl: LOCAL_API_URL });
 */
export type ApiClient = ReturnType<typeof createApiClient>;
