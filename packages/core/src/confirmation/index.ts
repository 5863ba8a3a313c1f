/**
 * The order confirmation page (spec §2 Confirmation, §4): what the payment providers' redirects put in
 * its query, the state the page shows for them (pending, succeeded, failed, with the spec's titles and
 * messages), its time-out and redirect delays (spec §9) and the return address the providers are given.
 * No runtime dependencies beyond `@souk/core/paths`; start with {@link readConfirmationQuery} and
 * {@link confirmationState}.
 *
 * @example
 * ```ts
 * import { confirmationState, readConfirmationQuery } from '@souk/core/confirmation';
 * const query = readConfirmationQuery(new URLSearchParams('payment_reference=EFT-ORD123-4567'));
 * confirmationState({ query }).status; // "pending"
 * confirmationState({ query }).orderNumber; // "ORD123"
 * ```
 *
 * @module @souk/core/confirmation
 */
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
