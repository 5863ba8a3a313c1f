import { SellerChecklistResponseSchema } from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import { sellerChecklist } from '../../services/seller-console/checklist.js';
import type { App, Deps } from '../../types.js';

/** GET /seller/checklist: what the signed-in seller's shop still needs (the dashboard's new-shop card). */
export function sellerChecklistRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/checklist',
    {
      schema: {
        operationId: 'getSellerChecklist',
        summary:
          "The new shop's checklist: logo, support details, first product, a payment method, an info page",
        description: 'Each item says whether it is done and links the console screen that does it.',
        tags: ['seller-console'],
        security: SECURITY.seller,
        response: { 200: SellerChecklistResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => ({ items: await sellerChecklist(db, sellerAccountOf(request).sellerId) }),
  );
}
