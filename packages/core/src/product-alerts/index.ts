/**
 * Back-in-stock and price-drop alerts (issue 22): the sign-up body, the texts of the buttons and the link
 * pages, the console's counts, and their calls. Its own entry point so `/subscriptions` stays as small as
 * the newsletter needs.
 *
 * @example
 * ```ts
 * import { AlertBodySchema, alertConfirmedText } from '@souk/core/product-alerts';
 * AlertBodySchema.parse({ email: 'Amina@Example.com', kind: 'back_in_stock' }); // { email: 'amina@example.com', kind: 'back_in_stock' }
 * alertConfirmedText('price_drop', 'Mint Tea', 'Tea House'); // "We’ll e-mail you when Mint Tea drops in price at Tea House."
 * ```
 *
 * @module @souk/core/product-alerts
 */
export { type AlertsApi, createAlertsApi } from './api.js';
export {
  type AlertBody,
  AlertBodySchema,
  type AlertCountsResponse,
  AlertCountsResponseSchema,
  type ProductAlertCounts,
  ProductAlertCountsSchema,
} from './schema.js';
export { createSellerAlertsApi, type SellerAlertsApi } from './seller-api.js';
export {
  ALERT_FAILED,
  ALERT_IN_STOCK,
  ALERT_KIND_INVALID,
  ALERT_KINDS,
  type AlertKind,
  alertAsksText,
  alertConfirmedText,
  alertName,
  alertUnsubscribedText,
  BACK_IN_STOCK_LABEL,
  isAlertKind,
  PRICE_DROP_LABEL,
} from './texts.js';
