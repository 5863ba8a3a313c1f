import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.js';

/** The query keys of a shop's support details. */
export const supportInfoKeys = {
  all: ['support-info'] as const,
  detail: (sellerId: string) => [...supportInfoKeys.all, sellerId] as const,
};

/** The seller's support details and profile (spec §7 GET /get-support-info-by-seller/{sellerId}). */
export function supportInfoQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: supportInfoKeys.detail(sellerId),
    queryFn: () => api.seller.getSupportInfo(sellerId),
    staleTime: 5 * 60_000,
  });
}

export function useSupportInfo(sellerId: string) {
  return useQuery(supportInfoQueryOptions(sellerId));
}
