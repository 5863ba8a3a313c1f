import {
  SellerIdParamsSchema,
  SellerReviewResponseSchema,
  SellerReviewsQuerySchema,
  SellerReviewsResponseSchema,
  UpdateSellerReviewBodySchema,
} from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import {
  listSellerReviews,
  REVIEW_HIDDEN,
  REVIEW_SHOWN,
  setReviewHidden,
} from '../../services/seller-console/seller-reviews.js';
import type { App, Deps } from '../../types.js';

/** The reviews of the signed-in seller's products: list, hide or show. */
export function sellerReviewRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/reviews',
    {
      schema: {
        operationId: 'listSellerReviews',
        summary: "A page of the reviews of the shop's products, newest first",
        tags: ['seller-console'],
        security: SECURITY.seller,
        querystring: SellerReviewsQuerySchema,
        response: { 200: SellerReviewsResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({
      success: true,
      ...(await listSellerReviews(db, sellerAccountOf(request).sellerId, request.query)),
    }),
  );

  app.put(
    '/seller/reviews/:id',
    {
      schema: {
        operationId: 'updateSellerReview',
        summary: "Hide or show a review: the product's rating and the shop's pages follow at once",
        tags: ['seller-console'],
        security: SECURITY.seller,
        params: SellerIdParamsSchema,
        body: UpdateSellerReviewBodySchema,
        response: { 200: SellerReviewResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => {
      const { hidden } = request.body;
      return {
        success: true,
        message: hidden ? REVIEW_HIDDEN : REVIEW_SHOWN,
        review: await setReviewHidden(db, sellerAccountOf(request).sellerId, request.params.id, hidden),
      };
    },
  );
}
