import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The query keys of a shop's price range. */
export const priceRangeKeys = {
  all: ['price-range'] as const,
  detail: (sellerId: string) => [...priceRangeKeys.all, sellerId] as const,
};

/** The shop's price range for the listing slider (spec §7 GET /home/seller/price-range-latest-product/{sellerId}). */
export function priceRangeQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: priceRangeKeys.detail(sellerId),
    queryFn: () => api.catalogue.getPriceRange(sellerId),
  });
}

export function usePriceRange(sellerId: string) {
  return useQuery(priceRangeQueryOptions(sellerId));
}
