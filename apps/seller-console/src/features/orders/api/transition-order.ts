import type { SellerOrderTransitionBody } from '@souk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isConflict } from '../../../lib/error-message.js';
import { queryRoots } from '../../../lib/query-roots.js';
import { orderKeys } from './order-keys.js';
import { ordersApi } from './orders-api.js';

/**
 * Moves an order one step (`from` is the status the seller saw). The answer carries the order as it now
 * is; on a 409 the order changed meanwhile and is read again, so the seller sees its real state.
 */
export function useTransitionOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerOrderTransitionBody) => ordersApi.transition(orderNumber, body),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKeys.detail(orderNumber), { success: true, order });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard });
    },
    onError: (error) => {
      if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
