import { type Http, path } from '../api/http.js';
import { MessageResponseSchema } from '../schemas/common.js';
import { NEWSLETTER_FAILED } from '../subscriptions/subscriptions-api.js';
import { type AlertBody, AlertCountsResponseSchema, ProductAlertCountsSchema } from './schema.js';

/**
 * The shopper's alert call: sign up for a back-in-stock or price-drop alert on a product (double opt-in;
 * the same answer whoever signs up).
 * @example
 * ```ts
 * const alerts = createAlertsApi(createHttp({ baseUrl: 'http://localhost:8000/api' }));
 * await alerts.subscribe('tea-house', 'p1', { email: 'ann@example.com', kind: 'back_in_stock' });
 * // POST http://localhost:8000/api/shops/tea-house/products/p1/alerts
 * ```
 */
export function createAlertsApi(http: Http) {
  return {
    /** POST /shops/{sellerName}/products/{productId}/alerts */
    subscribe: (sellerName: string, productId: string, body: AlertBody) =>
      http.send({
        method: 'post',
        path: path`shops/${sellerName}/products/${productId}/alerts`,
        json: body,
        schema: MessageResponseSchema,
        fallback: NEWSLETTER_FAILED,
      }),
  };
}
/**
 * The client {@link createAlertsApi} returns.
 * @example
 * ```ts
 * const ask = (api: AlertsApi) => api.subscribe('tea-house', 'p1', { email: 'ann@example.com', kind: 'price_drop' });
 * ```
 */
export type AlertsApi = ReturnType<typeof createAlertsApi>;

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
