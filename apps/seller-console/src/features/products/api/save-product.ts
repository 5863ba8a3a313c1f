import type { SellerProductInput } from '@souk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots.js';
import { productKeys } from './product-keys.js';
import { productsApi } from './products-api.js';

/** Creates the product (no `id`) or replaces every field of an existing one. */
export function useSaveProduct(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerProductInput) =>
      id ? productsApi.update(id, input) : productsApi.create(input),
    onSuccess: ({ product }) => {
      queryClient.setQueryData(productKeys.detail(product._id), { product });
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: queryRoots.categories });
      void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard });
    },
  });
}
