import { queryOptions, useQuery } from '@tanstack/react-query';
import { buyAgainApi } from '../../../lib/buy-again-api.js';
import { orderKeys } from '../../../shop/api/order-keys.js';

/**
 * The signed-in customer's products to buy again at this shop. Below `orderKeys.all`: signing out drops
 * them with the rest of the orders.
 */
export function buyAgainQueryOptions(sellerName: string, customerId: string) {
  return queryOptions({
    queryKey: [...orderKeys.all, 'buy-again', sellerName, customerId] as const,
    queryFn: () => buyAgainApi.list(sellerName),
    // today's prices and stock: read again whenever the dashboard is opened
    staleTime: 0,
  });
}

export function useBuyAgain(sellerName: string, customerId: string | null) {
  return useQuery({ ...buyAgainQueryOptions(sellerName, customerId ?? ''), enabled: Boolean(customerId) });
}
