import type { PaymentMethodId } from '../payments/payment-method-ids.js';
import { CreateStripePaymentBodySchema } from '../schemas/payment.js';
import { invalid, type ValidationResult, valid } from './result.js';

/**
 * Spec §8: the provider-specific texts for a method the seller has not enabled.
 * @example METHOD_NOT_ENABLED_MESSAGES.paypal // "PayPal is not enabled or configured for this seller"
 */
export const METHOD_NOT_ENABLED_MESSAGES: Readonly<Partial<Record<PaymentMethodId, string>>> = {
  stripe: /*i18n*/ 'Stripe is not enabled or configured for this seller',
  paypal: /*i18n*/ 'PayPal is not enabled or configured for this seller',
  payfast: /*i18n*/ 'PayFast is not enabled or configured for this seller',
};

/**
 * Spec §8: the text for any other method the seller does not offer.
 * @example
 * ```ts
 * validateMethodAvailable({ method: 'eft', enabledMethods: [], sellerId: 's1' })
 * // { ok: false, errors: { method: 'Payment method not available. Please contact support.' }, message: 'Payment method not available. Please contact support.' }
 * ```
 */
export const METHOD_NOT_AVAILABLE_MESSAGE = /*i18n*/ 'Payment method not available. Please contact support.';

/**
 * A field {@link validateMethodAvailable} can give a message for.
 * @example const field: MethodAvailableField = 'sellerId';
 */
export type MethodAvailableField = 'sellerId' | 'method';

/**
 * What {@link validateMethodAvailable} checks: the chosen method, the methods the seller enabled and the
 * shop's seller id.
 * @example
 * ```ts
 * const input: MethodAvailableInput = { method: 'stripe', enabledMethods: ['paypal'], sellerId: 's1' };
 * validateMethodAvailable(input)
 * // { ok: false, errors: { method: 'Stripe is not enabled or configured for this seller' }, message: 'Stripe is not enabled or configured for this seller' }
 * ```
 */
export interface MethodAvailableInput {
  method: PaymentMethodId;
  enabledMethods: readonly string[];
  sellerId: string | null | undefined;
}

/**
 * Checks that an online method can start (spec §5 "Other methods"): a seller id must be present
 * ('Seller ID not found'), then the method must be one the seller enabled.
 * @example validateMethodAvailable({ method: 'paypal', enabledMethods: ['paypal'], sellerId: 's1' })
 * // { ok: true, value: { method: 'paypal', sellerId: 's1' } }
 */
export function validateMethodAvailable(
  input: MethodAvailableInput,
): ValidationResult<{ method: PaymentMethodId; sellerId: string }, MethodAvailableField> {
  // the seller id comes first: without it the enabled methods could not have been loaded at all
  const sellerId = CreateStripePaymentBodySchema.shape.sellerId.safeParse(
    input.sellerId?.trim() ?? undefined,
  );
  if (!sellerId.success)
    return invalid<MethodAvailableField>({ sellerId: sellerId.error.issues[0]?.message });
  if (!input.enabledMethods.includes(input.method)) {
    return invalid<MethodAvailableField>({
      method: METHOD_NOT_ENABLED_MESSAGES[input.method] ?? METHOD_NOT_AVAILABLE_MESSAGE,
    });
  }
  return valid({ method: input.method, sellerId: sellerId.data });
}
