import { queryRoots } from '../../../lib/query-roots.js';
import type { ProductsQuery } from '../products-query.js';

/** Query keys of the seller's products (the lists, one per query, and each product) and categories. */
export const productKeys = {
  all: queryRoots.products,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductsQuery) => [...productKeys.lists(), query] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  /** How many shoppers wait for each product (issue 22's alerts). */
  alertCounts: () => [...productKeys.all, 'alert-counts'] as const,
  categories: () => [...queryRoots.categories, 'list'] as const,
};
