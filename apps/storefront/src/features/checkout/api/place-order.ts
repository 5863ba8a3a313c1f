import type { PlaceOrderBody } from '@souk/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** Spec §8 toast on the shipping page when placing fails. */
export const PLACE_ORDER_FAILED_MESSAGE = 'Failed to place order. Please try again.';

/** POST /home/order/place-order (spec §7); the caller turns the order into the payment summary. */
export function usePlaceOrder() {
  return useMutation({ mutationFn: (body: PlaceOrderBody) => api.orders.placeOrder(body) });
}
