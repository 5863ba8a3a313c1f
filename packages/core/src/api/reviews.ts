import { MessageResponseSchema } from '../schemas/common.js';
import { ReviewsResponseSchema, type SubmitReviewBody } from '../schemas/review.js';
import { type Http, path } from './http.js';

/**
 * Review calls of spec §7: submitting a review and reading a product's reviews page by page.
 * @example
 * ```ts
 * const reviews = createReviewsApi(createHttp({ baseUrl: 'http://localhost:8000/api' }));
 * await reviews.getReviews('p1', 2);
 * // GET http://localhost:8000/api/home/customer/get-reviews/p1?pageNo=2
 * ```
 */
export function createReviewsApi(http: Http) {
  return {
    /** POST /home/customer/submit-review */
    submitReview: (body: SubmitReviewBody) =>
      http.send({
        method: 'post',
        path: 'home/customer/submit-review',
        json: body,
        schema: MessageResponseSchema,
        fallback: 'Failed to submit review',
      }),

    /** GET /home/customer/get-reviews/{productId}?pageNo= */
    getReviews: (productId: string, pageNo = 1) =>
      http.send({
        method: 'get',
        path: path`home/customer/get-reviews/${productId}`,
        searchParams: { pageNo },
        schema: ReviewsResponseSchema,
        fallback: 'Failed to fetch reviews',
      }),
  };
}
/**
 * The review calls {@link createReviewsApi} returns.
 * @example const reviews: ReviewsApi = createReviewsApi(createHttp({ baseUrl: LOCAL_API_URL }));
 */
export type ReviewsApi = ReturnType<typeof createReviewsApi>;
