import * as z from 'zod/mini';
import { IdSchema, LenientNumberSchema, TextSchema } from './common.js';

/** Spec §9: reviews per page, and the pagination control's per-page figure. */
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_PAGINATION_PER_PAGE = 10;

export const ReviewSchema = z.object({
  _id: z.optional(z.string()),
  name: TextSchema,
  review: TextSchema,
  rating: LenientNumberSchema,
  date: TextSchema,
});
export type Review = z.infer<typeof ReviewSchema>;

/** POST /home/customer/submit-review body. Messages per spec §5/§8, checked in this order. */
export const SubmitReviewBodySchema = z.object({
  rating: z
    .number({ error: 'Please select a rating' })
    .check(
      z.int({ error: 'Please select a rating' }),
      z.gte(1, { error: 'Please select a rating' }),
      z.lte(5, { error: 'Please select a rating' }),
    ),
  review: z
    .string({ error: 'Please write a review' })
    .check(z.trim(), z.minLength(1, { error: 'Please write a review' }), z.maxLength(5000)),
  name: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  productId: IdSchema,
});
export type SubmitReviewBody = z.input<typeof SubmitReviewBodySchema>;

/** One bar of the distribution: `sum` reviews gave `rating` stars. */
export const RatingCountSchema = z.object({ rating: z.number(), sum: z._default(z.number(), 0) });
export type RatingCount = z.infer<typeof RatingCountSchema>;

/** GET /home/customer/get-reviews/{productId}?pageNo= */
export const ReviewsResponseSchema = z.object({
  reviews: z._default(z.array(ReviewSchema), []),
  totalReview: z._default(z.number(), 0),
  rating_review: z._default(z.array(RatingCountSchema), []),
});
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;

export const ReviewsQuerySchema = z.object({
  pageNo: z._default(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^\d+$/, { error: 'must be a whole number' }))]),
      z.transform(Number),
    ),
    1,
  ),
});
