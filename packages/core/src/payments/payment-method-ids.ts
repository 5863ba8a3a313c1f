/** Payment method ids (spec §9), in the spec's order. */
export const PAYMENT_METHOD_IDS = [
  'stripe',
  'paypal',
  'payfast',
  'cybersource',
  'eft',
  'cashOnDelivery',
] as const;
/** One of the six payment methods (spec §9). */
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];
