import { REVIEW_SUBMITTED_MESSAGE, type ReviewDraft } from '@souk/core';
import { t, toast } from '@souk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/error-message.js';
import { reviewsApi } from '../../../lib/reviews-api.js';
import { reviewKeys } from './get-reviews.js';

/**
 * Posts a checked review (spec §4 Review submit): success toasts the message, reloads the reviews and lets
 * the page reload the product (its rating changes).
 */
export function useSubmitReview(productId: string, onSubmitted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ReviewDraft) => reviewsApi.submitReview({ ...draft, productId }),
    onSuccess: async (response) => {
      toast.success(t(response.message || REVIEW_SUBMITTED_MESSAGE));
      onSubmitted?.();
      await queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) });
    },
    onError: (error) => toast.error(t(errorMessage(error, /*i18n*/ 'Failed to submit review'))),
  });
}
