import type { SellerProductBulkBody } from '@souk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots.js';
import { productsApi } from './products-api.js';

/** One action on the selected products; the lists, categories' counts and the dashboard are read again. */
export function useBulkProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerProductBulkBody) => productsApi.bulk(body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.products });
      void queryClient.invalidateQueries({ queryKey: queryRoots.categories });
      void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard });
    },
  });
}
