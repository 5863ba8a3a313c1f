import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The query keys of a shop's banners. */
export const bannerKeys = {
  all: ['banners'] as const,
  detail: (sellerId: string) => [...bannerKeys.all, sellerId] as const,
};

/** The shop's banners (spec §7 GET /banner/get/{sellerId}). */
export function bannersQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: bannerKeys.detail(sellerId),
    queryFn: () => api.catalogue.getBanners(sellerId),
    select: (data) => data.banner,
  });
}

export function useBanners(sellerId: string) {
  return useQuery(bannersQueryOptions(sellerId));
}
