import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The seller's info-page texts (spec §7 GET /links-content/{sellerId}). */
export function linksContentQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: ['links-content', sellerId],
    queryFn: () => api.seller.getLinksContent(sellerId),
    select: (data) => data.linksContent,
    staleTime: 5 * 60_000,
  });
}

export function useLinksContent(sellerId: string | undefined) {
  return useQuery({ ...linksContentQueryOptions(sellerId ?? ''), enabled: Boolean(sellerId) });
}
