import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi } from './account-api.js';
import { accountKeys } from './account-keys.js';

/** The signed-in account and the shop it runs (its name and currency head every screen). */
export function meQueryOptions() {
  return queryOptions({ queryKey: accountKeys.me(), queryFn: () => accountApi.me(), staleTime: 5 * 60_000 });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
