import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots.js';
import { paymentKeys } from './get-pending-payments.js';
import { paymentsApi } from './payments-api.js';

export type PaymentDecision =
  | { reference: string; approve: true }
  | { reference: string; approve: false; reason: string };

/**
 * Approves or rejects an offline payment. The list is read again either way (another tab or device may
 * have decided it meanwhile); the orders and the dashboard change too, so every console answer that
 * could show it is marked stale.
 */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: PaymentDecision) =>
      decision.approve
        ? paymentsApi.approve(decision.reference)
        : paymentsApi.reject(decision.reference, decision.reason),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.orders });
      void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard });
    },
  });
}
