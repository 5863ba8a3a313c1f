import type { ProductAlertCounts } from '@souk/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertsApi } from './alerts-api.js';
import { productKeys } from './product-keys.js';

/** How many confirmed shoppers wait for each product (issue 22): counts only, by product id. */
export function alertCountsQueryOptions() {
  return queryOptions({
    queryKey: productKeys.alertCounts(),
    queryFn: async () => {
      const { products } = await alertsApi.counts();
      return new Map<string, ProductAlertCounts>(products.map((row) => [row.productId, row]));
    },
  });
}

export function useAlertCounts() {
  return useQuery(alertCountsQueryOptions());
}

/** How many confirmed shoppers wait for one product (the edit screen). */
export function useProductAlertCounts(productId: string) {
  return useQuery({
    queryKey: [...productKeys.alertCounts(), productId],
    queryFn: () => alertsApi.productCounts(productId),
  });
}
