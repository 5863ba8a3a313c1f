import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The shop's banners (spec §7 GET /banner/get/{sellerId}). */
export function bannersQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: ['catalogue', sellerId, 'banners'],
    queryFn: () => api.catalogue.getBanners(sellerId),
    select: (data) => data.banner,
  });
}

export function useBanners(sellerId: string) {
  return useQuery(bannersQueryOptions(sellerId));
}
