import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The query keys of a shop's social network links. */
export const socialMediaKeys = {
  all: ['social-media'] as const,
  detail: (sellerId: string) => [...socialMediaKeys.all, sellerId] as const,
};

/** The seller's social network links for the footer (spec §7 GET /social-media/seller/{sellerId}). */
export function socialMediaQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: socialMediaKeys.detail(sellerId),
    queryFn: () => api.seller.getSocialMedia(sellerId),
    select: (data) => data.socialMedia,
    staleTime: 5 * 60_000,
  });
}

export function useSocialMedia(sellerId: string) {
  return useQuery(socialMediaQueryOptions(sellerId));
}
