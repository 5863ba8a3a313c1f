import type { ConfirmOrderBody } from '@souk/core';
import { useMutation } from '@tanstack/react-query';
import { paymentApi } from '../../../lib/payment-api.js';

/** Marks the order paid once the provider reported success (spec §7 PUT /order/order-confirm). */
export function useConfirmOrder() {
  return useMutation({
    mutationFn: async ({ orderNumber, body }: { orderNumber: string; body: ConfirmOrderBody }) => {
      const response = await paymentApi.confirmOrder(orderNumber, body);
      // a refusal answered with 200 is still a failure: the order stays unpaid
      if (!response.success) throw new Error(response.message.trim() || /*i18n*/ 'Failed to confirm order');
      return response;
    },
  });
}
