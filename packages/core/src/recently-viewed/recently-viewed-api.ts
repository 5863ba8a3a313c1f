import { type Http, path } from '../api/http.js';
import { ProductsByIdsResponseSchema, RecentlyViewedResponseSchema } from './recently-viewed-schemas.js';

/**
 * The calls of a shop's recently viewed products (issue 22): the shop's products by ids (anyone), and the
 * signed-in customer's own list in a shop (their token names whose list it is).
 * @example
 * ```ts
 * const recent = createRecentlyViewedApi(createHttp({ baseUrl: 'http://localhost:8000/api' }));
 * const { products } = await recent.productsByIds('s1', ['p3', 'p1']);
 * // GET http://localhost:8000/api/home/products-by-ids/s1?ids=p3%2Cp1
 * ```
 */
export function createRecentlyViewedApi(http: Http) {
  return {
    /** GET /home/products-by-ids/{sellerId}?ids=… (ids in their order, comma-separated). */
    productsByIds: (sellerId: string, productIds: readonly string[]) =>
      http.send({
        method: 'get',
        path: path`home/products-by-ids/${sellerId}`,
        searchParams: { ids: productIds.join(',') },
        schema: ProductsByIdsResponseSchema,
        fallback: 'Failed to fetch products',
      }),

    /** GET /customer/recently-viewed/{sellerId}: the signed-in customer's list in the shop. */
    list: (sellerId: string) =>
      http.send({
        method: 'get',
        path: path`customer/recently-viewed/${sellerId}`,
        schema: RecentlyViewedResponseSchema,
        fallback: 'Failed to fetch recently viewed products',
      }),

    /** POST /customer/recently-viewed/{sellerId}: puts the products first on the customer's list. */
    record: (sellerId: string, productIds: readonly string[]) =>
      http.send({
        method: 'post',
        path: path`customer/recently-viewed/${sellerId}`,
        json: { productIds },
        schema: RecentlyViewedResponseSchema,
        fallback: 'Failed to save recently viewed products',
      }),

    /** DELETE /customer/recently-viewed/{sellerId}: empties the customer's list in the shop. */
    clear: (sellerId: string) =>
      http.send({
        method: 'delete',
        path: path`customer/recently-viewed/${sellerId}`,
        schema: RecentlyViewedResponseSchema,
        fallback: 'Failed to clear recently viewed products',
      }),
  };
}

/**
 * The calls {@link createRecentlyViewedApi} returns.
 * @example const recent: RecentlyViewedApi = createRecentlyViewedApi(createHttp({ baseUrl: LOCAL_API_URL }));
 */
export type RecentlyViewedApi = ReturnType<typeof createRecentlyViewedApi>;
