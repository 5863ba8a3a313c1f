import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The shop's price range for the listing slider (spec §7 GET /home/seller/price-range-latest-product/{sellerId}). */
export function priceRangeQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: ['catalogue', sellerId, 'price-range'],
    queryFn: () => api.catalogue.getPriceRange(sellerId),
  });
}

export function usePriceRange(sellerId: string) {
  return useQuery(priceRangeQueryOptions(sellerId));
}
