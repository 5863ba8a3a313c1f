import { queryRoots } from '../../../lib/query-roots.js';
import type { OrdersQuery } from '../orders-query.js';

/** Query keys of the seller's orders: the lists (one per query) and each order. */
export const orderKeys = {
  all: queryRoots.orders,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrdersQuery) => [...orderKeys.lists(), query] as const,
  detail: (orderNumber: string) => [...orderKeys.all, 'detail', orderNumber] as const,
};
