import { CreateOfflinePaymentBodySchema, type OfflinePaymentMethod } from '../schemas/payment.js';
import { invalid, type ValidationResult, valid } from './result.js';

/**
 * Checks the offline payment choice (spec §5): cash or eft must be chosen, else
 * 'Please select a payment method'.
 * @example validateOfflineMethod('eft') // { ok: true, value: 'eft' }
 * @example validateOfflineMethod('')
 * // { ok: false, errors: { paymentMethod: 'Please select a payment method' }, message: 'Please select a payment method' }
 */
export function validateOfflineMethod(
  method: string | null | undefined,
): ValidationResult<OfflinePaymentMethod, 'paymentMethod'> {
  const result = CreateOfflinePaymentBodySchema.shape.paymentMethod.safeParse(method);
  if (result.success) return valid(result.data);
  return invalid<'paymentMethod'>({ paymentMethod: result.error.issues[0]?.message });
}
