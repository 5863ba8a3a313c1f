import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrdersQuery } from '../orders-query.js';
import { orderKeys } from './order-keys.js';
import { ordersApi } from './orders-api.js';

export function ordersQueryOptions(query: OrdersQuery) {
  return queryOptions({ queryKey: orderKeys.list(query), queryFn: () => ordersApi.list(query) });
}

export function useOrders(query: OrdersQuery) {
  // the page shown stays while the next page or filter loads
  return useQuery({ ...ordersQueryOptions(query), placeholderData: keepPreviousData });
}
