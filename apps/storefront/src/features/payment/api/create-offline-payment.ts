import type { CreateOfflinePaymentBody } from '@souk/core';
import { useMutation } from '@tanstack/react-query';
import { paymentApi } from '../../../lib/payment-api.js';

/** Records a bank-transfer or cash payment awaiting the seller's approval (spec §7 create-offline-payment). */
export function useCreateOfflinePayment() {
  return useMutation({
    mutationFn: (body: CreateOfflinePaymentBody) => paymentApi.createOfflinePayment(body),
  });
}
