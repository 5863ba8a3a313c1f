import { type DashboardRange, type Http, SellerDashboardResponseSchema } from '@souk/core';
import { wireConsoleArea } from '../../../lib/api-area.js';

export function createDashboardApi(http: Http) {
  return {
    /** GET /seller/dashboard?range= */
    get: (range: DashboardRange) =>
      http.send({
        method: 'get',
        path: 'seller/dashboard',
        searchParams: { range },
        schema: SellerDashboardResponseSchema,
        fallback: 'Failed to load the dashboard',
      }),
  };
}
export type DashboardApi = ReturnType<typeof createDashboardApi>;

export let dashboardApi: DashboardApi = wireConsoleArea(createDashboardApi, (area) => {
  dashboardApi = area;
});
