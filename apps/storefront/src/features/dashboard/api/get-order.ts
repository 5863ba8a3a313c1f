import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersApi } from '../../../lib/orders-api.js';
import { orderKeys } from '../../../shop/api/order-keys.js';

/** One order by its number (spec §7 gat-order). */
export function orderQueryOptions(orderNumber: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderNumber),
    queryFn: () => ordersApi.getOrder(orderNumber),
    select: (data) => data.order,
  });
}

export function useOrder(orderNumber: string) {
  return useQuery(orderQueryOptions(orderNumber));
}
