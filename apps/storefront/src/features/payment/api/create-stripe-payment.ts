import { ApiError, type CreateStripePaymentBody } from '@souk/core';
import { useMutation } from '@tanstack/react-query';
import { paymentApi } from '../../../lib/payment-api.js';

/** Spec §8 card payment: the server answered, but without a client secret. */
export const NO_CLIENT_SECRET = 'No client secret received from server';

/** Asks the server for the card provider's client secret of the order (spec §7 create-payment). */
export function useCreateStripePayment() {
  return useMutation({
    mutationFn: async (body: CreateStripePaymentBody) => {
      try {
        return await paymentApi.createStripePayment(body);
      } catch (error) {
        // a 2xx the response schema refused is an answer without a usable client secret
        if (error instanceof ApiError && error.status >= 200 && error.status < 300) {
          throw new ApiError(NO_CLIENT_SECRET, error.status, error.body, { cause: error });
        }
        throw error;
      }
    },
  });
}
