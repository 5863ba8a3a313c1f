/**
 * Texts of the confirmation page. The failure texts are quoted from spec §8 (Confirmation, Regional
 * gateway, Card-form gateway); 'Payment Pending Approval' and 'Payment Successful!' from spec §4.
 * The spec gives no wording for the other titles and the non-failure messages: those are ours, and the
 * success message keeps the spec's promise of processing within 24 hours (spec §2 Confirmation).
 * @example CONFIRMATION_MESSAGES.timedOut // "Request timed out"
 */
export const CONFIRMATION_MESSAGES = {
  // spec §8 Confirmation
  orderNumberMissing: /*i18n*/ 'Order number is missing',
  confirmFailed: /*i18n*/ 'Failed to confirm order',
  orderInformationNotFound: /*i18n*/ 'Order information not found. Please contact support.',
  paypalFailed: /*i18n*/ 'PayPal payment failed',
  paymentIntentNotFound: /*i18n*/ 'Payment intent not found',
  paymentMethodRequired: /*i18n*/ 'Payment method required',
  paymentFailed: /*i18n*/ 'Payment failed',
  paymentMethodNotAvailable: /*i18n*/ 'Payment method not available. Please contact support.',
  processFailed: /*i18n*/ 'Failed to process payment',
  timedOut: /*i18n*/ 'Request timed out',
  // spec §8 Regional gateway return messages
  payfastCancelled: /*i18n*/ 'PayFast payment was cancelled',
  payfastFailed: /*i18n*/ 'PayFast payment failed',
  // spec §8 Card-form gateway
  cybersourceFailed: /*i18n*/ 'CyberSource payment failed',
  orderNumberNotFound: /*i18n*/ 'Order number not found. Please contact support.',
  paymentStatusUnknown: /*i18n*/ 'Payment status unknown. Please contact support.',
  // ours: the spec gives no wording for these states
  loading: /*i18n*/ 'Checking your payment status...',
  succeeded: /*i18n*/ 'Thank you for your order. It will be processed within 24 hours.',
  processing: /*i18n*/ 'Your payment is processing. Your order will be updated once it completes.',
  pendingApproval: /*i18n*/ 'Your order has been placed and is awaiting seller approval of your payment.',
  pendingReview: /*i18n*/ 'Your payment is being reviewed. Your order will be updated once it is confirmed.',
} as const;

/**
 * Titles of the confirmation page's states.
 * @example CONFIRMATION_TITLES.succeeded // "Payment Successful!"
 */
export const CONFIRMATION_TITLES = {
  loading: /*i18n*/ 'Processing Payment',
  // spec §4 card-form gateway success text
  succeeded: /*i18n*/ 'Payment Successful!',
  processing: /*i18n*/ 'Payment Processing',
  // spec §4 Confirmation page states
  pendingApproval: /*i18n*/ 'Payment Pending Approval',
  pendingReview: /*i18n*/ 'Payment Pending',
  failed: /*i18n*/ 'Payment Failed',
} as const;
