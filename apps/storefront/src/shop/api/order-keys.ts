import type { OrderStatusFilter } from '@souk/core';

/**
 * The query keys of the shopper's orders (spec §7 Orders): the customer's lists, a guest's lookup, one
 * order and the dashboard summary, all below `orderKeys.all` — cancelling an order reloads them, signing
 * out drops them.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (customerId: string, status: OrderStatusFilter) =>
    [...orderKeys.all, 'list', customerId, status] as const,
  guestList: (email: string, phone: string) => [...orderKeys.all, 'guest', email, phone] as const,
  detail: (orderNumber: string) => [...orderKeys.all, 'detail', orderNumber] as const,
  summary: (userId: string) => [...orderKeys.all, 'summary', userId] as const,
};
