import type { PlaceOrderBody } from '@souk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersApi } from '../../../lib/orders-api.js';
import { clearCachedCarts } from '../../../shop/api/get-cart.js';

/** Spec §8 toast on the shipping page when placing fails. */
export const PLACE_ORDER_FAILED_MESSAGE = /*i18n*/ 'Failed to place order. Please try again.';

/**
 * POST /home/order/place-order (spec §7); the caller turns the order into the payment summary. The server
 * takes the ordered lines out of the cart, so every cart count on the page reads empty at once.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => ordersApi.placeOrder(body),
    // not awaited: the shopper moves on to payment while the carts are fetched again
    onSuccess: () => {
      void clearCachedCarts(queryClient);
    },
  });
}
