import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The query keys of a shop home's product lists. */
export const homeProductKeys = {
  all: ['home-products'] as const,
  detail: (sellerId: string) => [...homeProductKeys.all, sellerId] as const,
};

/** The shop home's product lists (spec §7 GET /home/seller/{sellerId}/products). */
export function homeProductsQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: homeProductKeys.detail(sellerId),
    queryFn: () => api.catalogue.getHomeProducts(sellerId),
  });
}

export function useHomeProducts(sellerId: string) {
  return useQuery(homeProductsQueryOptions(sellerId));
}
