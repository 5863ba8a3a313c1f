import { queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from './product-keys.js';
import { productsApi } from './products-api.js';

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: () => productsApi.get(id),
    select: (data) => data.product,
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
