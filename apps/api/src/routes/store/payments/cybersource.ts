import { CreateCybersourcePaymentBodySchema, CreateCybersourcePaymentResponseSchema } from '@souk/core';
import { tooManyAttempts } from '../../../domain/errors.js';
import { ownerOf } from '../../../plugins/identity.js';
import { SECURITY } from '../../../plugins/openapi.js';
import { payWithCybersource } from '../../../services/payments/cybersource.js';
import type { App, Deps } from '../../../types.js';

export const PAYMENT_THROTTLED = 'Too many payment attempts. Please try again later.';

/** Per IP: card payments are where stolen cards get tested, so attempts are limited. */
export const CARD_PAYMENT_IP_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/**
 * POST /payment/create-cybersource-payment (spec §7): charges the card-form gateway for the order's
 * server total. The body carries a card: this route never logs bodies (Fastify logs none by default, and
 * nothing here adds one) and the card is passed to CyberSource only.
 */
export function cybersourcePaymentRoutes(app: App, { db, config }: Deps): void {
  app.post(
    '/payment/create-cybersource-payment',
    {
      schema: {
        operationId: 'createCybersourcePayment',
        summary: "Charge a card through CyberSource for the order's total",
        description:
          "Only the order's owner (customer token or guest session header) may pay it; anyone else gets 404. `amount` (minor units) and `currency` must be the order's (400 otherwise); 409 when the order is paid, cancelled or being paid. Limited per address.",
        tags: ['payments'],
        security: SECURITY.customerOrGuest,
        body: CreateCybersourcePaymentBodySchema,
        response: { 200: CreateCybersourcePaymentResponseSchema },
        errors: [404, 409],
      },
      config: {
        rateLimit: {
          ...CARD_PAYMENT_IP_LIMIT,
          errorResponseBuilder: () => tooManyAttempts(PAYMENT_THROTTLED),
        },
      },
    },
    async (request) => payWithCybersource({ db, config, owner: ownerOf(request), body: request.body }),
  );
}
