import { CreateOfflinePaymentBodySchema, CreateOfflinePaymentResponseSchema } from '@souk/core';
import { ownerOf } from '../../../plugins/identity.js';
import { SECURITY } from '../../../plugins/openapi.js';
import { createOfflinePayment, OFFLINE_PAYMENT_RECORDED } from '../../../services/payments/offline.js';
import type { App, Deps } from '../../../types.js';

/**
 * POST /order/create-offline-payment (spec §7): bank transfer (`eft`) or cash on delivery (`cash`). Records
 * a payment awaiting the seller's approval and answers its reference; the order is not paid until the
 * seller approves (see seller-accounts.ts). 201 when recorded, 200 when the order already had one.
 */
export function offlinePaymentRoutes(app: App, { db }: Deps): void {
  app.post(
    '/order/create-offline-payment',
    {
      schema: {
        operationId: 'createOfflinePayment',
        summary: 'Record a bank transfer or cash on delivery payment for the seller to approve',
        description:
          "Only the order's owner (customer token or guest session header) may pay it; anyone else gets 404. 201 when recorded, 200 when the order already had one (same reference); 409 when the order is paid or cancelled.",
        tags: ['payments'],
        security: SECURITY.customerOrGuest,
        body: CreateOfflinePaymentBodySchema,
        response: { 200: CreateOfflinePaymentResponseSchema, 201: CreateOfflinePaymentResponseSchema },
        errors: [404, 409],
      },
    },
    async (request, reply) => {
      const { paymentReference, created } = await createOfflinePayment(db, ownerOf(request), request.body);
      return reply
        .status(created ? 201 : 200)
        .send({ success: true, paymentReference, message: OFFLINE_PAYMENT_RECORDED });
    },
  );
}
