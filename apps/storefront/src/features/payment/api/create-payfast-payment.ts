import type { CreatePayfastPaymentBody } from '@souk/core';
import { useMutation } from '@tanstack/react-query';
import { paymentApi } from '../../../lib/payment-api.js';

/** Asks the server for the regional gateway's payment form (spec §7 create-payfast-payment). */
export function useCreatePayfastPayment() {
  return useMutation({
    mutationFn: (body: CreatePayfastPaymentBody) => paymentApi.createPayfastPayment(body),
  });
}
