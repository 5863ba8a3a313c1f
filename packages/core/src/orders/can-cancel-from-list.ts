import type { Order } from '../schemas/order.js';

/**
 * Delivery statuses the orders list offers to cancel from (spec §4 "Order cancellation").
 * @example LIST_CANCELLABLE_STATUSES // ['placed', 'pending', 'warehouse']
 */
export const LIST_CANCELLABLE_STATUSES: readonly string[] = ['placed', 'pending', 'warehouse'];

/**
 * Whether the orders list offers Cancel (spec §4): delivery status placed, pending or warehouse, and the
 * payment not refunded.
 * @example canCancelFromList({ delivery_status: 'warehouse', payment_status: 'paid' }) // true
 * @example canCancelFromList({ delivery_status: 'placed', payment_status: 'refunded' }) // false
 */
export function canCancelFromList(order: Pick<Order, 'delivery_status' | 'payment_status'>): boolean {
  return LIST_CANCELLABLE_STATUSES.includes(order.delivery_status) && order.payment_status !== 'refunded';
}
