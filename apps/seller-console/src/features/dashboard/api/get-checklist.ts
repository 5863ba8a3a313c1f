import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from './dashboard-api.js';
import { dashboardKeys } from './get-dashboard.js';

/** Under the dashboard's root: a change that marks the dashboard stale (a product, a setting) re-reads it. */
export const checklistKey = [...dashboardKeys.all, 'checklist'] as const;

export function checklistQueryOptions() {
  return queryOptions({ queryKey: checklistKey, queryFn: () => dashboardApi.checklist(), staleTime: 30_000 });
}

export function useChecklist() {
  return useQuery(checklistQueryOptions());
}
