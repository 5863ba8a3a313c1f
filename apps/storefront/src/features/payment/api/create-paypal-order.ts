import type { CreatePaypalOrderBody } from '@souk/core';
import { useMutation } from '@tanstack/react-query';
import { paymentApi } from '../../../lib/payment-api.js';

/** Creates the wallet provider's order for the shop's order (spec §7 create-paypal-order). */
export function useCreatePaypalOrder() {
  return useMutation({
    mutationFn: (body: CreatePaypalOrderBody) => paymentApi.createPaypalOrder(body),
  });
}
