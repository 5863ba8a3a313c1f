import { DASHBOARD_RANGES, type DashboardRange } from '@souk/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots.js';
import { dashboardApi } from './dashboard-api.js';

/** Query keys of the dashboard, one per period. */
export const dashboardKeys = {
  all: queryRoots.dashboard,
  range: (range: DashboardRange) => [...dashboardKeys.all, range] as const,
};

/** The period the dashboard shows by default (the server's default too). */
export const DEFAULT_RANGE: DashboardRange = '7d';

/** A period from the address (`?range=`), else the default. */
export function rangeFromSearch(value: string | null): DashboardRange {
  return DASHBOARD_RANGES.find((range) => range === value) ?? DEFAULT_RANGE;
}

export function dashboardQueryOptions(range: DashboardRange) {
  return queryOptions({
    queryKey: dashboardKeys.range(range),
    queryFn: () => dashboardApi.get(range),
    staleTime: 30_000,
  });
}

export function useDashboard(range: DashboardRange) {
  // the previous period's cards stay while the next one loads: the tabs do not flash empty
  return useQuery({ ...dashboardQueryOptions(range), placeholderData: keepPreviousData });
}
