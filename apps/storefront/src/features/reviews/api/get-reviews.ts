import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** One page of a product's reviews with the star distribution (spec §7 GET /home/customer/get-reviews). */
export function reviewsQueryOptions(productId: string, page = 1) {
  return queryOptions({
    queryKey: ['reviews', productId, page],
    queryFn: () => api.reviews.getReviews(productId, page),
    placeholderData: keepPreviousData,
  });
}

export function useReviews(productId: string, page = 1) {
  return useQuery(reviewsQueryOptions(productId, page));
}
