import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersApi } from '../../../lib/orders-api.js';
import { orderKeys } from '../../../shop/api/order-keys.js';

/** The signed-in customer's dashboard summary (spec §7 gat-dashboard-data). */
export function dashboardDataQueryOptions(userId: string) {
  return queryOptions({
    queryKey: orderKeys.summary(userId),
    queryFn: () => ordersApi.getDashboardData(userId),
  });
}

export function useDashboardData(userId: string | null | undefined) {
  return useQuery({ ...dashboardDataQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
