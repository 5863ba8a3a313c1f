import {
  IdSchema,
  MessageResponseSchema,
  REVIEW_SUBMITTED_MESSAGE,
  ReviewsQuerySchema,
  ReviewsResponseSchema,
  SubmitReviewBodySchema,
} from '@souk/core';
import * as z from 'zod/mini';
import { SECURITY } from '../../plugins/openapi.js';
import { reviewPage, submitReviewAs } from '../../services/reviews.js';
import type { App, Deps } from '../../types.js';

const ProductParams = z.object({ productId: IdSchema });

/** Review calls of spec §7. */
export function reviewRoutes(app: App, { db }: Deps): void {
  app.post(
    '/home/customer/submit-review',
    {
      schema: {
        operationId: 'submitReview',
        summary: 'Review a product (the account name is used when signed in)',
        tags: ['reviews'],
        security: SECURITY.optionalCustomer,
        body: SubmitReviewBodySchema,
        response: { 200: MessageResponseSchema },
        errors: [404],
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      await submitReviewAs(db, request.customer?.id ?? null, request.body);
      return { message: REVIEW_SUBMITTED_MESSAGE };
    },
  );

  app.get(
    '/home/customer/get-reviews/:productId',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'getReviews',
        summary: "A page of a product's reviews with the count per star",
        tags: ['reviews'],
        security: SECURITY.public,
        params: ProductParams,
        querystring: ReviewsQuerySchema,
        response: { 200: ReviewsResponseSchema },
        errors: [404],
      },
    },
    async (request) => reviewPage(db, request.params.productId, request.query.pageNo),
  );
}
