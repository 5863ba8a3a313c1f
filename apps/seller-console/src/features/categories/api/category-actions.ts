import type { SellerCategoryInput } from '@souk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoriesApi } from './categories-api.js';
import { categoryKeys } from './get-categories.js';

// a category change renames or moves products: the products lists are stale too
const PRODUCTS_ROOT = ['seller-products'];

function useCategoryMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_ROOT });
    },
  });
}

export function useCreateCategory() {
  return useCategoryMutation((input: SellerCategoryInput) => categoriesApi.create(input));
}

export function useUpdateCategory() {
  return useCategoryMutation(({ id, input }: { id: string; input: SellerCategoryInput }) =>
    categoriesApi.update(id, input),
  );
}

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => categoriesApi.reorder({ ids }),
    onSuccess: ({ categories }) => queryClient.setQueryData(categoryKeys.list(), { categories }),
    onError: () => void queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

export function useDeleteCategory() {
  return useCategoryMutation(({ id, moveTo }: { id: string; moveTo?: string | undefined }) =>
    categoriesApi.remove(id, moveTo),
  );
}
