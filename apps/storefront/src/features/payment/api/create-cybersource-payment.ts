import type { CreateCybersourcePaymentBody } from '@souk/core';
import { useMutation } from '@tanstack/react-query';
import { paymentApi } from '../../../lib/payment-api.js';

/** Charges the card through the card-form gateway (spec §7 create-cybersource-payment). */
export function useCreateCybersourcePayment() {
  return useMutation({
    mutationFn: (body: CreateCybersourcePaymentBody) => paymentApi.createCybersourcePayment(body),
  });
}
