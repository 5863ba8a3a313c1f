import type { Order } from '../schemas/order.js';

/**
 * Whether an order shows Pay Now (spec §4): not paid, and not cancelled.
 * @example canPayNow({ payment_status: 'unpaid', delivery_status: 'placed' }) // true
 * @example canPayNow({ payment_status: 'unpaid', delivery_status: 'cancelled' }) // false
 */
export function canPayNow(order: Pick<Order, 'payment_status' | 'delivery_status'>): boolean {
  return order.payment_status !== 'paid' && order.delivery_status !== 'cancelled';
}
