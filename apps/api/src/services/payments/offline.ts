import type { PaymentVerifier } from './verifier.js';

/** Placeholder until this provider is written. */
export const verifyOfflinePayment: PaymentVerifier = async () => ({
  status: 'pending',
  message: 'Payment is being processed',
});
