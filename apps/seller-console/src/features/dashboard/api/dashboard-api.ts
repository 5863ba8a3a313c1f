import {
  type DashboardRange,
  type Http,
  SellerChecklistResponseSchema,
  SellerDashboardResponseSchema,
} from '@souk/core';
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
    /** GET /seller/checklist: the new shop's to-do items. */
    checklist: () =>
      http.send({
        method: 'get',
        path: 'seller/checklist',
        schema: SellerChecklistResponseSchema,
        fallback: 'Failed to load the checklist',
      }),
  };
}
export type DashboardApi = ReturnType<typeof createDashboardApi>;

export let dashboardApi: DashboardApi = wireConsoleArea(createDashboardApi, (area) => {
  dashboardApi = area;
});
