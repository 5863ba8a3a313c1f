import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { orderKeys } from '../../../shop/api/order-keys.js';

/** The signed-in customer's dashboard summary (spec §7 gat-dashboard-data). */
export function dashboardDataQueryOptions(userId: string) {
  return queryOptions({
    queryKey: orderKeys.summary(userId),
    queryFn: () => api.orders.getDashboardData(userId),
  });
}

export function useDashboardData(userId: string | null | undefined) {
  return useQuery({ ...dashboardDataQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
