/**
 * Payment method ids (spec §9), in the spec's order.
 * @example PAYMENT_METHOD_IDS.includes('cybersource') // true
 */
export const PAYMENT_METHOD_IDS = [
  'stripe',
  'paypal',
  'payfast',
  'cybersource',
  'eft',
  'cashOnDelivery',
] as const;
/**
 * One of the six payment methods (spec §9).
 * @example const method: PaymentMethodId = 'cashOnDelivery';
 */
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];
