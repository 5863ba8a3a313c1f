import { type Http, path } from '../api/http.js';
import { AlertCountsResponseSchema, ProductAlertCountsSchema } from './schema.js';

/**
 * The seller console's alert calls: how many confirmed shoppers wait for each product (counts only).
 * @example
 * ```ts
 * const alerts = createSellerAlertsApi(createHttp({ baseUrl: 'http://localhost:8000/api', getToken: () => 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln' }));
 * const { products } = await alerts.counts();
 * ```
 */
export function createSellerAlertsApi(http: Http) {
  return {
    /** GET /seller/alerts: every product somebody waits for. */
    counts: () =>
      http.send({
        method: 'get',
        path: 'seller/alerts',
        schema: AlertCountsResponseSchema,
        fallback: 'Failed to load the alert counts',
      }),
    /** GET /seller/products/{productId}/alerts: one product's counts. */
    productCounts: (productId: string) =>
      http.send({
        method: 'get',
        path: path`seller/products/${productId}/alerts`,
        schema: ProductAlertCountsSchema,
        fallback: 'Failed to load the alert counts',
      }),
  };
}
/**
 * The client {@link createSellerAlertsApi} returns.
 * @example
 * ```ts
 * const load = (api: SellerAlertsApi) => api.counts();
 * ```
 */
export type SellerAlertsApi = ReturnType<typeof createSellerAlertsApi>;
