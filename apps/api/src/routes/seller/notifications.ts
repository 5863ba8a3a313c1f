import { SellerNotificationsResponseSchema } from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import { listSellerNotifications } from '../../services/seller-notifications.js';
import type { App, Deps } from '../../types.js';

/** GET /seller/notifications: what happened in the signed-in seller's shop, newest first. */
export function sellerNotificationRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/notifications',
    {
      schema: {
        operationId: 'listSellerNotifications',
        summary:
          "The signed-in seller's newest notices: orders placed, paid or cancelled, payments to approve…",
        tags: ['seller-payments'],
        security: SECURITY.seller,
        response: { 200: SellerNotificationsResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({
      success: true,
      notifications: await listSellerNotifications(db, sellerAccountOf(request).sellerId),
    }),
  );
}
