import { t, toast } from '@souk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/error-message.js';
import { ordersApi } from '../../../lib/orders-api.js';
import { orderKeys } from '../../../shop/api/order-keys.js';

/**
 * Cancels an order (spec §4 Order cancellation): toasts the server's message, then reloads the lists, the
 * single order and the summary; a failure toasts the server's message or 'Failed to cancel order' (§8).
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNumber: string) => ordersApi.cancelOrder(orderNumber),
    onSuccess: async (response) => {
      toast.success(t(response.message));
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => toast.error(t(errorMessage(error, /*i18n*/ 'Failed to cancel order'))),
  });
}
