import { orderedPaymentMethods, type PaymentMethodSettings } from './ordered-payment-methods.js';
import type { PaymentMethodId } from './payment-method-ids.js';

/**
 * The method selected when the payment page opens (spec §4: "default is the first enabled method from the
 * seller"), read as the first tile, so the selected method is the first one the shopper sees; `null` when
 * the seller offers none ('No Payment Methods Available').
 * @example defaultPaymentMethod({ enabledMethods: ['eft', 'paypal'] }) // 'paypal'
 * @example defaultPaymentMethod({ enabledMethods: [] }) // null
 */
export function defaultPaymentMethod(settings: PaymentMethodSettings = {}): PaymentMethodId | null {
  return orderedPaymentMethods(settings)[0] ?? null;
}
