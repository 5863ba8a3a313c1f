import type { SellerReviewsResponse } from '@souk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewKeys } from './get-reviews.js';
import { reviewsApi } from './reviews-api.js';

/** Hides or shows a review; the lists take the server's copy, then are read again (the filters may drop it). */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => reviewsApi.setHidden(id, hidden),
    onSuccess: ({ review }) => {
      queryClient.setQueriesData<SellerReviewsResponse>({ queryKey: reviewKeys.lists() }, (list) =>
        list
          ? { ...list, reviews: list.reviews.map((item) => (item.id === review.id ? review : item)) }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: reviewKeys.lists() });
    },
  });
}
