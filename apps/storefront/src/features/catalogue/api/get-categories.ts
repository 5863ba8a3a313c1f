import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The query keys of a shop's categories. */
export const categoryKeys = {
  all: ['categories'] as const,
  detail: (sellerId: string) => [...categoryKeys.all, sellerId] as const,
};

/** The shop's categories (spec §7 GET /home/get-categorys/{sellerId}). */
export function categoriesQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: categoryKeys.detail(sellerId),
    queryFn: () => api.catalogue.getCategories(sellerId),
    select: (data) => data.categorys,
  });
}

export function useCategories(sellerId: string) {
  return useQuery(categoriesQueryOptions(sellerId));
}
