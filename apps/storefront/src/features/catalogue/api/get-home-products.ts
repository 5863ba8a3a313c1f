import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The shop home's product lists (spec §7 GET /home/seller/{sellerId}/products). */
export function homeProductsQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: ['catalogue', sellerId, 'home'],
    queryFn: () => api.catalogue.getHomeProducts(sellerId),
  });
}

export function useHomeProducts(sellerId: string) {
  return useQuery(homeProductsQueryOptions(sellerId));
}
