import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsQuery } from '../products-query.js';
import { productKeys } from './product-keys.js';
import { productsApi } from './products-api.js';

export function productsQueryOptions(query: ProductsQuery) {
  return queryOptions({ queryKey: productKeys.list(query), queryFn: () => productsApi.list(query) });
}

export function useProducts(query: ProductsQuery) {
  // the page shown stays while the next page or filter loads
  return useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData });
}
