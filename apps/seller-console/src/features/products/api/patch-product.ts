import type { SellerProductListResponse, SellerProductPatch } from '@souk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots.js';
import { productKeys } from './product-keys.js';
import { productsApi } from './products-api.js';

export interface PatchProductVariables {
  id: string;
  patch: SellerProductPatch;
}

/**
 * Edits a product in place (a list cell). Optimistic: every cached list shows the new value at once; a
 * refusal puts the lists back as they were and the caller shows the reason at the cell.
 */
export function usePatchProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: PatchProductVariables) => productsApi.patch(id, patch),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: productKeys.lists() });
      const before = queryClient.getQueriesData<SellerProductListResponse>({ queryKey: productKeys.lists() });
      queryClient.setQueriesData<SellerProductListResponse>({ queryKey: productKeys.lists() }, (list) =>
        list
          ? {
              ...list,
              products: list.products.map((product) =>
                product._id === id ? { ...product, ...patch } : product,
              ),
            }
          : list,
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: ({ product }) => {
      queryClient.setQueriesData<SellerProductListResponse>({ queryKey: productKeys.lists() }, (list) =>
        list
          ? { ...list, products: list.products.map((item) => (item._id === product._id ? product : item)) }
          : list,
      );
      queryClient.setQueryData(productKeys.detail(product._id), { product });
      void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard });
      // a product back in stock or cheaper: its waiting shoppers are told (by the server, soon after)
      void queryClient.invalidateQueries({ queryKey: productKeys.alertCounts() });
    },
  });
}
