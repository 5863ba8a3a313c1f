import { queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from './product-keys.js';
import { productsApi } from './products-api.js';

/** The shop's categories for the list's filter and the form's select. */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: productKeys.categories(),
    queryFn: () => productsApi.categories(),
    select: (data) => data.categories,
    staleTime: 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
