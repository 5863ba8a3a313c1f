import type { PaymentMethodId } from './payment-method-ids.js';

/**
 * Display names of the payment tiles. The spec describes the methods by kind only (spec §2 Payment), so
 * these names are ours: the two card methods are told apart by provider, the others use their usual names.
 * @example PAYMENT_METHOD_LABELS.eft // "Bank Transfer"
 */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethodId, string>> = {
  stripe: /*i18n*/ 'Credit / Debit Card',
  paypal: /*i18n*/ 'PayPal',
  payfast: /*i18n*/ 'PayFast',
  cybersource: /*i18n*/ 'Card Payment (CyberSource)',
  eft: /*i18n*/ 'Bank Transfer',
  cashOnDelivery: /*i18n*/ 'Cash on Delivery',
};
