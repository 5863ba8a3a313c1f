/**
 * Texts of the confirmation page. The failure texts are quoted from spec §8 (Confirmation, Regional
 * gateway, Card-form gateway); 'Payment Pending Approval' and 'Payment Successful!' from spec §4.
 * The spec gives no wording for the other titles and the non-failure messages: those are ours, and the
 * success message keeps the spec's promise of processing within 24 hours (spec §2 Confirmation).
 * @example CONFIRMATION_MESSAGES.timedOut // "Request timed out"
 */
export const CONFIRMATION_MESSAGES = {
  // spec §8 Confirmation
  orderNumberMissing: 'Order number is missing',
  confirmFailed: 'Failed to confirm order',
  orderInformationNotFound: 'Order information not found. Please contact support.',
  paypalFailed: 'PayPal payment failed',
  paymentIntentNotFound: 'Payment intent not found',
  paymentMethodRequired: 'Payment method required',
  paymentFailed: 'Payment failed',
  paymentMethodNotAvailable: 'Payment method not available. Please contact support.',
  processFailed: 'Failed to process payment',
  timedOut: 'Request timed out',
  // spec §8 Regional gateway return messages
  payfastCancelled: 'PayFast payment was cancelled',
  payfastFailed: 'PayFast payment failed',
  // spec §8 Card-form gateway
  cybersourceFailed: 'CyberSource payment failed',
  orderNumberNotFound: 'Order number not found. Please contact support.',
  paymentStatusUnknown: 'Payment status unknown. Please contact support.',
  // ours: the spec gives no wording for these states
  loading: 'Checking your payment status...',
  succeeded: 'Thank you for your order. It will be processed within 24 hours.',
  processing: 'Your payment is processing. Your order will be updated once it completes.',
  pendingApproval: 'Your order has been placed and is awaiting seller approval of your payment.',
  pendingReview: 'Your payment is being reviewed. Your order will be updated once it is confirmed.',
} as const;

/**
 * Titles of the confirmation page's states.
 * @example CONFIRMATION_TITLES.succeeded // "Payment Successful!"
 */
export const CONFIRMATION_TITLES = {
  loading: 'Processing Payment',
  // spec §4 card-form gateway success text
  succeeded: 'Payment Successful!',
  processing: 'Payment Processing',
  // spec §4 Confirmation page states
  pendingApproval: 'Payment Pending Approval',
  pendingReview: 'Payment Pending',
  failed: 'Payment Failed',
} as const;
