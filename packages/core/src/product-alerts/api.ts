import { type Http, path } from '../api/http.js';
import { MessageResponseSchema } from '../schemas/common.js';
import { ALERT_FAILED, type AlertKind } from './texts.js';

/**
 * The shopper's alert call: sign up for a back-in-stock or price-drop alert on a product (double opt-in;
 * the same answer whoever signs up). The server checks the body (`AlertBodySchema`) and names a refused field.
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
    subscribe: (sellerName: string, productId: string, body: { email: string; kind: AlertKind }) =>
      http.send({
        method: 'post',
        path: path`shops/${sellerName}/products/${productId}/alerts`,
        json: body,
        schema: MessageResponseSchema,
        fallback: ALERT_FAILED,
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
