import { type PublicPaymentConfig, validateMethodAvailable } from '@souk/core';
import { usePaymentMethods } from '../api/get-payment-methods.js';

/** Where a provider method stands before its flow can start. */
export type MethodSetup =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; config: PublicPaymentConfig };

/**
 * Whether a provider method may start (spec §5 "Other methods"): a seller id, then the seller's enabled
 * methods (the page's cached payment-methods answer) must include it. `loadFailed` is the method's text for
 * a configuration that could not be loaded (spec §8).
 */
export function useMethodSetup(
  method: 'stripe' | 'paypal',
  sellerId: string,
  loadFailed: string,
): MethodSetup {
  const methods = usePaymentMethods(sellerId);
  const available = validateMethodAvailable({
    method,
    enabledMethods: methods.data?.enabledMethods ?? [],
    sellerId,
  });
  // without a seller id nothing can load: say so first
  if (!available.ok && available.errors.sellerId) return { kind: 'failed', message: available.message };
  if (methods.isPending) return { kind: 'loading' };
  if (methods.isError) return { kind: 'failed', message: loadFailed };
  if (!available.ok) return { kind: 'failed', message: available.message };
  return { kind: 'ready', config: methods.data.config };
}
