import type { ProductImportBody } from '@souk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots.js';
import { productsApi } from './products-api.js';

/** Sends the file's rows: a dry run reports; a real run that applied makes the lists stale. */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductImportBody) => productsApi.import(body),
    onSuccess: (result) => {
      if (!result.applied) return;
      void queryClient.invalidateQueries({ queryKey: queryRoots.products });
      void queryClient.invalidateQueries({ queryKey: queryRoots.categories });
      void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard });
    },
  });
}
