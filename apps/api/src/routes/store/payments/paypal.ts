import {
  CapturePaypalBodySchema,
  CapturePaypalResponseSchema,
  CreatePaypalOrderBodySchema,
  CreatePaypalOrderResponseSchema,
} from '@souk/core';
import { ownerOf } from '../../../plugins/identity.js';
import { SECURITY } from '../../../plugins/openapi.js';
import { capturePaypalOrder, createPaypalOrder } from '../../../services/payments/paypal-checkout.js';
import type { App, Deps } from '../../../types.js';

/** Wallet payments (spec §7 Payment): PayPal REST v2 Orders, created and captured by the server. */
export function paypalPaymentRoutes(app: App, { db, config }: Deps): void {
  app.post(
    '/payment/create-paypal-order',
    {
      schema: {
        operationId: 'createPaypalOrder',
        summary: "A PayPal order for the order's total in USD; answers its id",
        description:
          "Only the order's owner (customer token or guest session header) may pay it; anyone else gets 404. 409 when the order is paid or cancelled, 502 when PayPal fails.",
        tags: ['payments'],
        security: SECURITY.customerOrGuest,
        body: CreatePaypalOrderBodySchema,
        response: { 200: CreatePaypalOrderResponseSchema },
        errors: [404, 409, 502],
      },
    },
    async (request) => createPaypalOrder({ db, config, log: request.log }, ownerOf(request), request.body),
  );

  app.post(
    '/payment/capture-paypal-payment',
    {
      schema: {
        operationId: 'capturePaypalPayment',
        summary: 'Capture an approved PayPal order and mark the order paid',
        description:
          "Only the order's owner (customer token or guest session header) may pay it; anyone else gets 404. Capturing again answers the same capture; 409 when the order was paid otherwise or cancelled, 502 when PayPal fails.",
        tags: ['payments'],
        security: SECURITY.customerOrGuest,
        body: CapturePaypalBodySchema,
        response: { 200: CapturePaypalResponseSchema },
        errors: [404, 409, 502],
      },
    },
    async (request) => capturePaypalOrder({ db, config, log: request.log }, ownerOf(request), request.body),
  );
}
