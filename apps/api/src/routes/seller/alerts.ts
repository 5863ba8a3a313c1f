import { AlertCountsResponseSchema, ProductAlertCountsSchema, SellerIdParamsSchema } from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import { alertCounts, productAlertCounts } from '../../services/subscriptions.js';
import type { App, Deps } from '../../types.js';

/** How many confirmed shoppers wait for the signed-in seller's products (issue 22): counts, never addresses. */
export function sellerAlertRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/alerts',
    {
      schema: {
        operationId: 'listAlertCounts',
        summary: "The shop's products that confirmed shoppers wait for, with the count of each alert kind",
        description: 'Products nobody waits for are left out. Counts only: no address of an alert is shown.',
        tags: ['seller-console'],
        security: SECURITY.seller,
        response: { 200: AlertCountsResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({ products: await alertCounts(db, sellerAccountOf(request).sellerId) }),
  );

  app.get(
    '/seller/products/:id/alerts',
    {
      schema: {
        operationId: 'getProductAlertCounts',
        summary: 'How many confirmed shoppers wait for one of the shop’s products, by alert kind',
        tags: ['seller-console'],
        security: SECURITY.seller,
        params: SellerIdParamsSchema,
        response: { 200: ProductAlertCountsSchema },
        errors: [401, 404],
      },
    },
    async (request) => productAlertCounts(db, sellerAccountOf(request).sellerId, request.params.id),
  );
}
