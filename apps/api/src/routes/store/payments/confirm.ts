import { ConfirmOrderBodySchema, ConfirmOrderResponseSchema, OrderNumberSchema } from '@souk/core';
import * as z from 'zod/mini';
import { ownerOf } from '../../../plugins/identity.js';
import { SECURITY } from '../../../plugins/openapi.js';
import { confirmOrderPayment } from '../../../services/payments/confirm-payment.js';
import type { App, Deps } from '../../../types.js';

const Params = z.object({ orderNumber: OrderNumberSchema });

/**
 * PUT /order/order-confirm/{orderNumber}: asks the method's provider whether the order is paid and, only
 * if it verified the payment, marks the order paid. Idempotent; only the order's owner may ask.
 */
export function confirmRoutes(app: App, { db, config }: Deps): void {
  app.put(
    '/order/order-confirm/:orderNumber',
    {
      schema: {
        operationId: 'confirmOrder',
        summary: "Ask the payment method's provider whether the order is paid, and mark it paid if so",
        description:
          "Only the order's owner may ask (404 otherwise). Idempotent; `success` is false while the provider has not verified a payment. 400 for a method the seller does not offer, 409 for a cancelled order.",
        tags: ['payments'],
        security: SECURITY.customerOrGuest,
        params: Params,
        body: ConfirmOrderBodySchema,
        response: { 200: ConfirmOrderResponseSchema },
        errors: [404, 409],
      },
    },
    async (request) =>
      confirmOrderPayment({ db, config }, ownerOf(request), request.params.orderNumber, request.body),
  );
}
