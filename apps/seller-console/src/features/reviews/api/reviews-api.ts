import { type Http, SellerReviewResponseSchema, SellerReviewsResponseSchema } from '@souk/core';
import { wireConsoleArea } from '../../../lib/api-area.js';

export type ReviewVisibility = 'all' | 'visible' | 'hidden';

export interface ReviewsQuery {
  page: number;
  /** 1 to 5, or every rating. */
  rating: number | null;
  visibility: ReviewVisibility;
}

export function createReviewsApi(http: Http) {
  return {
    /** GET /seller/reviews?page&rating&visibility */
    list: ({ page, rating, visibility }: ReviewsQuery) =>
      http.send({
        method: 'get',
        path: 'seller/reviews',
        searchParams: { page, rating, visibility },
        schema: SellerReviewsResponseSchema,
        fallback: 'Failed to load reviews',
      }),
    /** PUT /seller/reviews/{id}: a hidden review leaves the shop's rating at once. */
    setHidden: (id: string, hidden: boolean) =>
      http.send({
        method: 'put',
        path: `seller/reviews/${encodeURIComponent(id)}`,
        json: { hidden },
        schema: SellerReviewResponseSchema,
        fallback: 'Could not update the review',
      }),
  };
}
export type ReviewsApi = ReturnType<typeof createReviewsApi>;

export let reviewsApi: ReviewsApi = wireConsoleArea(createReviewsApi, (area) => {
  reviewsApi = area;
});
