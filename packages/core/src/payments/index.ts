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
