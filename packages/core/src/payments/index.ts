/**
 * The payment methods a shop can offer (spec §4 Payment, §9): their ids and labels, the order the payment
 * page lists the enabled ones in, the method chosen first, and which methods are paid offline (cash, bank
 * transfer). No runtime dependencies; start with {@link orderedPaymentMethods}.
 *
 * @example
 * ```ts
 * import { orderedPaymentMethods, PAYMENT_METHOD_LABELS } from '@souk/core/payments';
 * const methods = orderedPaymentMethods({ enabledMethods: ['eft', 'stripe'], paymentMethodOrder: [] });
 * // ['stripe', 'eft']
 * methods.map((method) => PAYMENT_METHOD_LABELS[method]); // ['Credit / Debit Card', 'Bank Transfer']
 * ```
 *
 * @module @souk/core/payments
 */
export { defaultPaymentMethod } from './default-payment-method.js';
export { isOfflineMethod, offlinePaymentValue } from './is-offline-method.js';
export type { PaymentMethodSettings } from './ordered-payment-methods.js';
export {
  DEFAULT_PAYMENT_METHOD_ORDER,
  NO_PAYMENT_METHODS_TITLE,
  orderedPaymentMethods,
  PRELOAD_PAYMENT_METHODS,
} from './ordered-payment-methods.js';
export { PAYMENT_METHOD_IDS, type PaymentMethodId } from './payment-method-ids.js';
export { PAYMENT_METHOD_LABELS } from './payment-method-labels.js';
