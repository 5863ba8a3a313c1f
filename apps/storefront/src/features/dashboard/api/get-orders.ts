import type { OrderStatusFilter } from '@souk/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersApi } from '../../../lib/orders-api.js';
import { orderKeys } from '../../../shop/api/order-keys.js';

/** The signed-in customer's orders with one status filter (spec §7 gat-orders). */
export function ordersQueryOptions(customerId: string, status: OrderStatusFilter) {
  return queryOptions({
    queryKey: orderKeys.list(customerId, status),
    queryFn: () => ordersApi.listOrders(customerId, status),
    select: (data) => data.orders,
  });
}

export function useOrders(customerId: string | null | undefined, status: OrderStatusFilter) {
  return useQuery({ ...ordersQueryOptions(customerId ?? '', status), enabled: Boolean(customerId) });
}
