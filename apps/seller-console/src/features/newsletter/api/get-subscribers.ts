import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots.js';
import { newsletterApi } from './newsletter-api.js';

/** Query keys of the newsletter's subscribers: one list per page. */
export const subscriberKeys = {
  all: queryRoots.newsletter,
  list: (page: number) => [...subscriberKeys.all, 'list', page] as const,
};

/** The page of the list from the address (`?page=2`); anything else is the first. */
export function subscribersPageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function subscribersQueryOptions(page: number) {
  return queryOptions({
    queryKey: subscriberKeys.list(page),
    queryFn: () => newsletterApi.listSubscribers({ page }),
  });
}

export function useSubscribers(page: number) {
  return useQuery({ ...subscribersQueryOptions(page), placeholderData: keepPreviousData });
}
