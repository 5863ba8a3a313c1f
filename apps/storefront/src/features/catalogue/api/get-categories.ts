import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The shop's categories (spec §7 GET /home/get-categorys/{sellerId}). */
export function categoriesQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: ['catalogue', sellerId, 'categories'],
    queryFn: () => api.catalogue.getCategories(sellerId),
    select: (data) => data.categorys,
  });
}

export function useCategories(sellerId: string) {
  return useQuery(categoriesQueryOptions(sellerId));
}
