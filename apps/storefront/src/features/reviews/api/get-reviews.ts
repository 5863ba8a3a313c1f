import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reviewsApi } from '../../../lib/reviews-api.js';

/** The query keys of a product's reviews, a page each; a new review reloads `reviewKeys.product`. */
export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => [...reviewKeys.all, productId] as const,
  page: (productId: string, page: number) => [...reviewKeys.product(productId), page] as const,
};

/** One page of a product's reviews with the star distribution (spec §7 GET /home/customer/get-reviews). */
export function reviewsQueryOptions(productId: string, page = 1) {
  return queryOptions({
    queryKey: reviewKeys.page(productId, page),
    queryFn: () => reviewsApi.getReviews(productId, page),
    placeholderData: keepPreviousData,
  });
}

export function useReviews(productId: string, page = 1) {
  return useQuery(reviewsQueryOptions(productId, page));
}
