import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots.js';
import { paymentsApi } from './payments-api.js';

/** Query keys of the payments awaiting approval. */
export const paymentKeys = {
  all: queryRoots.payments,
  pending: () => [...paymentKeys.all, 'pending'] as const,
};

export function pendingPaymentsQueryOptions() {
  return queryOptions({
    queryKey: paymentKeys.pending(),
    queryFn: () => paymentsApi.pending(),
    select: (data) => data.payments,
  });
}

export function usePendingPayments() {
  return useQuery(pendingPaymentsQueryOptions());
}
