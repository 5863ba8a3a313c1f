import * as z from 'zod/mini';
import { IdSchema, LenientNumberSchema, TextSchema } from './common.js';

/**
 * Spec §9: reviews per page of GET /home/customer/get-reviews; the list paginates only above this many.
 * @example REVIEW_PAGE_SIZE // 5
 */
export const REVIEW_PAGE_SIZE = 5;
/**
 * Spec §9: the per-page figure the review pagination control is given (10), unlike the page size of 5.
 * @example REVIEW_PAGINATION_PER_PAGE // 10
 */
export const REVIEW_PAGINATION_PER_PAGE = 10;

/**
 * One review of a product as GET /home/customer/get-reviews lists it (spec §3 "Review"): name, text,
 * rating and date. Lenient: a missing text reads as empty, a missing or malformed rating as 0.
 * @example ReviewSchema.parse({ name: 'Amina', rating: '4', date: '2026-03-02' }) // { name: 'Amina', review: '', rating: 4, date: '2026-03-02' }
 */
export const ReviewSchema = z.object({
  _id: z.optional(z.string()),
  name: TextSchema,
  review: TextSchema,
  rating: LenientNumberSchema,
  date: TextSchema,
});
/**
 * A review as {@link ReviewSchema} parses it (spec §3).
 * @example
 * ```ts
 * const review: Review = { name: 'Amina', review: 'Fresh and fragrant.', rating: 5, date: '2026-03-02' };
 * ```
 */
export type Review = z.infer<typeof ReviewSchema>;

/**
 * POST /home/customer/submit-review body. Messages per spec §5/§8, checked in this order.
 * @example SubmitReviewBodySchema.parse({ rating: 5, review: ' Lovely tea ', productId: 'p1' }) // { rating: 5, review: 'Lovely tea', name: '', productId: 'p1' }
 * @example SubmitReviewBodySchema.safeParse({ rating: 0, review: 'Lovely tea', productId: 'p1' }).error?.issues[0]?.message // "Please select a rating"
 */
export const SubmitReviewBodySchema = z.object({
  rating: z
    .number({ error: /*i18n*/ 'Please select a rating' })
    .check(
      z.int({ error: /*i18n*/ 'Please select a rating' }),
      z.gte(1, { error: /*i18n*/ 'Please select a rating' }),
      z.lte(5, { error: /*i18n*/ 'Please select a rating' }),
    ),
  review: z
    .string({ error: /*i18n*/ 'Please write a review' })
    .check(z.trim(), z.minLength(1, { error: /*i18n*/ 'Please write a review' }), z.maxLength(5000)),
  name: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  productId: IdSchema,
});
/**
 * A review submission as a caller may send it, before defaults are applied (`name` may be left out).
 * @example
 * ```ts
 * const body: SubmitReviewBody = { rating: 5, review: 'Lovely tea', productId: 'p1' };
 * ```
 */
export type SubmitReviewBody = z.input<typeof SubmitReviewBodySchema>;

/**
 * One bar of the distribution: `sum` reviews gave `rating` stars.
 * @example RatingCountSchema.parse({ rating: 5 }) // { rating: 5, sum: 0 }
 */
export const RatingCountSchema = z.object({ rating: z.number(), sum: z._default(z.number(), 0) });
/**
 * One bar of the rating distribution as {@link RatingCountSchema} parses it (spec §3 "rating_review").
 * @example
 * ```ts
 * const bar: RatingCount = { rating: 5, sum: 12 };
 * ```
 */
export type RatingCount = z.infer<typeof RatingCountSchema>;

/**
 * GET /home/customer/get-reviews/{productId}?pageNo=
 * @example ReviewsResponseSchema.parse({}) // { reviews: [], totalReview: 0, rating_review: [] }
 */
export const ReviewsResponseSchema = z.object({
  reviews: z._default(z.array(ReviewSchema), []),
  totalReview: z._default(z.number(), 0),
  rating_review: z._default(z.array(RatingCountSchema), []),
});
/**
 * A page of reviews as {@link ReviewsResponseSchema} parses it (spec §7 Reviews).
 * @example
 * ```ts
 * const page: ReviewsResponse = ReviewsResponseSchema.parse({ reviews: [{ name: 'Amina', rating: 5 }], totalReview: 1 });
 * ```
 */
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;

/**
 * GET /home/customer/get-reviews/{productId} query (spec §7 Reviews): the page number `pageNo`, 1 when
 * missing. Query strings arrive as text, so digits are read as a number; other text is refused with
 * 'must be a whole number'.
 * @example ReviewsQuerySchema.parse({ pageNo: '2' }) // { pageNo: 2 }
 * @example ReviewsQuerySchema.parse({}) // { pageNo: 1 }
 */
export const ReviewsQuerySchema = z.object({
  pageNo: z._default(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^\d+$/, { error: 'must be a whole number' }))]),
      z.transform(Number),
    ),
    1,
  ),
});
