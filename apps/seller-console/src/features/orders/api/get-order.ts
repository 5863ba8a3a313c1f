import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from './order-keys.js';
import { ordersApi } from './orders-api.js';

export function orderQueryOptions(orderNumber: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderNumber),
    queryFn: () => ordersApi.get(orderNumber),
    select: (data) => data.order,
  });
}

export function useOrder(orderNumber: string) {
  return useQuery(orderQueryOptions(orderNumber));
}
