import { SellerDashboardQuerySchema, SellerDashboardResponseSchema } from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import { sellerDashboard } from '../../services/seller-console/dashboard.js';
import type { App, Deps } from '../../types.js';

/** GET /seller/dashboard: the signed-in seller's figures for today, 7 or 30 days. */
export function sellerDashboardRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/dashboard',
    {
      schema: {
        operationId: 'getSellerDashboard',
        summary: "The shop's revenue, orders, payments to approve, orders to ship and low stock",
        description:
          'Days are UTC, today included. Revenue counts paid orders (not cancelled) placed in the period; to ship counts orders paid, or cash on delivery, not yet shipped.',
        tags: ['seller-console'],
        security: SECURITY.seller,
        querystring: SellerDashboardQuerySchema,
        response: { 200: SellerDashboardResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => ({
      success: true,
      ...(await sellerDashboard(db, sellerAccountOf(request).sellerId, request.query.range)),
    }),
  );
}
