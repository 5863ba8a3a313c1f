import {
  IdSchema,
  MessageResponseSchema,
  ReviewsQuerySchema,
  ReviewsResponseSchema,
  SubmitReviewBodySchema,
  validateReview,
} from '@souk/core';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { customers } from '../db/schema.js';
import { invalid } from '../domain/errors.js';
import { SECURITY } from '../plugins/openapi.js';
import { reviewPage, submitReview } from '../services/reviews.js';
import type { App, Deps } from '../types.js';

export const REVIEW_SUBMITTED_MESSAGE = 'Review submitted successfully';

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
      const body = request.body;
      // a signed-in customer reviews under the account's current name; a token of a removed account counts as a guest
      const [account] = request.customer
        ? await db
            .select({ id: customers.id, name: customers.name })
            .from(customers)
            .where(eq(customers.id, request.customer.id))
            .limit(1)
        : [];
      const checked = validateReview(body, { signedInName: account?.name });
      if (!checked.ok) throw invalid(checked.message);
      await submitReview(db, {
        productId: body.productId,
        customerId: account?.id ?? null,
        ...checked.value,
      });
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
