import { type Http, PaymentDecisionResponseSchema, PendingPaymentsResponseSchema } from '@souk/core';
import { wireConsoleArea } from '../../../lib/api-area.js';

export function createPaymentsApi(http: Http) {
  return {
    /** GET /seller/payments/pending */
    pending: () =>
      http.send({
        method: 'get',
        path: 'seller/payments/pending',
        schema: PendingPaymentsResponseSchema,
        fallback: 'Failed to load payments',
      }),
    /** PUT /seller/payments/{reference}/approve: marks the order paid; approving twice is harmless. */
    approve: (paymentReference: string) =>
      http.send({
        method: 'put',
        path: `seller/payments/${encodeURIComponent(paymentReference)}/approve`,
        schema: PaymentDecisionResponseSchema,
        fallback: 'Could not approve the payment',
      }),
    /** PUT /seller/payments/{reference}/reject: cancels the order (stock restored), the reason told to the shopper. */
    reject: (paymentReference: string, reason: string) =>
      http.send({
        method: 'put',
        path: `seller/payments/${encodeURIComponent(paymentReference)}/reject`,
        json: { reason },
        schema: PaymentDecisionResponseSchema,
        fallback: 'Could not reject the payment',
      }),
  };
}
export type PaymentsApi = ReturnType<typeof createPaymentsApi>;

export let paymentsApi: PaymentsApi = wireConsoleArea(createPaymentsApi, (area) => {
  paymentsApi = area;
});
