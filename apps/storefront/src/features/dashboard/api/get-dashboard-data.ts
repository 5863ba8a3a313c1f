import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The signed-in customer's dashboard summary (spec §7 gat-dashboard-data). */
export function dashboardDataQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['dashboard', userId],
    queryFn: () => api.orders.getDashboardData(userId),
  });
}

export function useDashboardData(userId: string | null | undefined) {
  return useQuery({ ...dashboardDataQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
