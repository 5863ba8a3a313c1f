export { CONFIRMATION_MESSAGES, CONFIRMATION_TITLES } from './confirmation-messages.js';
export type { ConfirmationQuery } from './confirmation-query.js';
export { CONFIRMATION_QUERY_KEYS, readConfirmationQuery } from './confirmation-query.js';
export type {
  CardProviderLookup,
  ConfirmationInput,
  ConfirmationState,
  ConfirmationStatus,
  OrderConfirmationProgress,
} from './confirmation-state.js';
export { confirmationState } from './confirmation-state.js';
export {
  CONFIRMATION_TIMEOUT_MS,
  PAYMENT_ERROR_REDIRECT_MS,
  PAYMENT_SUCCESS_REDIRECT_MS,
} from './confirmation-timing.js';
export { confirmationUrl } from './confirmation-url.js';
export { orderNumberFromPaymentReference } from './order-number-from-payment-reference.js';
export type { StoredCardPayment } from './stored-card-payment.js';
export { parseStoredCardPayment } from './stored-card-payment.js';
