import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi } from './account-api.js';
import { accountKeys } from './account-keys.js';

/** The account's live sessions, newest first; the one making the request is marked `current`. */
export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: () => accountApi.sessions(),
    select: (data) => data.sessions,
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
