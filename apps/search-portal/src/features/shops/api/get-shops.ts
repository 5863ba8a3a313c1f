import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The query keys of the shop directory. */
export const shopKeys = {
  all: ['shops'] as const,
};

/** Every shop for the landing page's directory (GET /home/shops). */
export function shopsQueryOptions() {
  return queryOptions({
    queryKey: shopKeys.all,
    queryFn: ({ signal }) => api.catalogue.listShops({ signal }),
    select: (response) => response.shops,
  });
}

export function useShops() {
  return useQuery(shopsQueryOptions());
}
