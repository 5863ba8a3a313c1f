import type { DashboardDataResponse, Order } from '../schemas/order.js';

/**
 * Spec §9: the guest dashboard lists at most 5 recent orders.
 * @example RECENT_ORDERS_LIMIT // 5
 */
export const RECENT_ORDERS_LIMIT = 5;

/**
 * Orders counted as pending on the guest dashboard (spec §9).
 * @example PENDING_STATUSES.includes('placed') // true
 */
export const PENDING_STATUSES: readonly string[] = ['pending', 'placed'];

function time(order: Pick<Order, 'date'>): number | null {
  const value = Date.parse(order.date);
  return Number.isNaN(value) ? null : value;
}

function newestFirst(a: Pick<Order, 'date'>, b: Pick<Order, 'date'>): number {
  const [timeA, timeB] = [time(a), time(b)];
  // undated orders go last rather than breaking the sort
  if (timeA === null || timeB === null) return (timeA === null ? 1 : 0) - (timeB === null ? 1 : 0);
  return timeB - timeA;
}

/**
 * The guest dashboard summary, computed from the guest's orders (spec §2 Dashboard, §9): all orders,
 * pending = delivery status pending or placed, cancelled, and the 5 most recent orders, newest first by
 * date (orders with an unreadable date last; ties keep their order).
 * @example
 * ```ts
 * const orders = [
 *   { date: '2026-05-01', delivery_status: 'cancelled' },
 *   { date: '2026-05-02', delivery_status: 'placed' },
 * ];
 * guestStats(orders) // { totalOrder: 2, pendingOrder: 1, cancelledOrder: 1, recentOrders: [{ date: '2026-05-02', … }, { date: '2026-05-01', … }] }
 * ```
 */
export function guestStats<T extends Pick<Order, 'date' | 'delivery_status'>>(
  orders: readonly T[],
): Omit<DashboardDataResponse, 'recentOrders'> & { recentOrders: T[] } {
  return {
    totalOrder: orders.length,
    pendingOrder: orders.filter((order) => PENDING_STATUSES.includes(order.delivery_status)).length,
    cancelledOrder: orders.filter((order) => order.delivery_status === 'cancelled').length,
    recentOrders: [...orders].sort(newestFirst).slice(0, RECENT_ORDERS_LIMIT),
  };
}
