import type { Order } from '../schemas/order.js';

/**
 * Delivery statuses the order details page offers to cancel from (spec §4 "Order cancellation").
 * @example DETAILS_CANCELLABLE_STATUSES // ['pending', 'placed', 'processing']
 */
export const DETAILS_CANCELLABLE_STATUSES: readonly string[] = ['pending', 'placed', 'processing'];

/**
 * Whether the order details page offers Cancel (spec §4): status pending, placed or processing, and the
 * order belongs to the signed-in customer. Guests (no customer id) and orders without an owner never match,
 * so a missing id on both sides does not count as ownership. The status read is the delivery status, the
 * only order status of spec §3 with these values.
 * @example canCancelFromDetails({ delivery_status: 'processing', customerId: 'c1' }, 'c1') // true
 * @example canCancelFromDetails({ delivery_status: 'pending', customerId: 'c2' }, 'c1') // false
 */
export function canCancelFromDetails(
  order: Pick<Order, 'delivery_status' | 'customerId'>,
  customerId: string | null | undefined,
): boolean {
  if (!customerId || !order.customerId) return false;
  return DETAILS_CANCELLABLE_STATUSES.includes(order.delivery_status) && order.customerId === customerId;
}
