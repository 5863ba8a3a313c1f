import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots.js';
import { categoriesApi } from './categories-api.js';

export const categoryKeys = {
  all: queryRoots.categories,
  list: () => [...categoryKeys.all, 'list'] as const,
};

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: categoryKeys.list(), queryFn: () => categoriesApi.list() });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
