import { MESSAGE_FILTERS } from '@souk/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots.js';
import { type MessageFilter, messagesApi } from './messages-api.js';

/** Query keys of the shop's messages: one list per page and filter. */
export const messageKeys = {
  all: queryRoots.messages,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (page: number, filter: MessageFilter) => [...messageKeys.lists(), { page, filter }] as const,
};

/** A filter from the address, else `all`. */
export function messageFilterFromSearch(value: string | null): MessageFilter {
  return MESSAGE_FILTERS.find((filter) => filter === value) ?? 'all';
}

export function messagesQueryOptions(page: number, filter: MessageFilter) {
  return queryOptions({
    queryKey: messageKeys.list(page, filter),
    queryFn: () => messagesApi.list(page, filter),
  });
}

export function useMessages(page: number, filter: MessageFilter) {
  return useQuery({ ...messagesQueryOptions(page, filter), placeholderData: keepPreviousData });
}
