import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The query keys of a shop's info-page texts. */
export const linksContentKeys = {
  all: ['links-content'] as const,
  detail: (sellerId: string) => [...linksContentKeys.all, sellerId] as const,
};

/** The seller's info-page texts (spec §7 GET /links-content/{sellerId}). */
export function linksContentQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: linksContentKeys.detail(sellerId),
    queryFn: () => api.seller.getLinksContent(sellerId),
    select: (data) => data.linksContent,
    staleTime: 5 * 60_000,
  });
}

export function useLinksContent(sellerId: string | undefined) {
  return useQuery({ ...linksContentQueryOptions(sellerId ?? ''), enabled: Boolean(sellerId) });
}
