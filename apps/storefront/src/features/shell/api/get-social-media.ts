import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The seller's social network links for the footer (spec §7 GET /social-media/seller/{sellerId}). */
export function socialMediaQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: ['social-media', sellerId],
    queryFn: () => api.seller.getSocialMedia(sellerId),
    select: (data) => data.socialMedia,
    staleTime: 5 * 60_000,
  });
}

export function useSocialMedia(sellerId: string) {
  return useQuery(socialMediaQueryOptions(sellerId));
}
