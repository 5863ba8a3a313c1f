import { CreateStripePaymentBodySchema, CreateStripePaymentResponseSchema } from '@souk/core';
import * as z from 'zod/mini';
import type { App, Deps } from '../../app.js';
import { badRequest } from '../../errors.js';
import type { ZodTypeProvider } from '../../plugins/zod-provider.js';
import {
  createStripePayment,
  handleStripeWebhook,
  INVALID_SIGNATURE,
} from '../../services/payments/stripe.js';

/** A PaymentIntent event is a few kilobytes; anything near this is not from Stripe. */
const WEBHOOK_BODY_LIMIT = 128 * 1024;

const WebhookParams = z.object({ sellerId: z.string().check(z.minLength(1), z.maxLength(128)) });
const WebhookResponseSchema = z.object({ received: z.boolean() });

/** Card payments through Stripe (spec §7 Payment): the client secret for checkout, and the webhook. */
export function stripePaymentRoutes(app: App, { db, config }: Deps): void {
  app.post(
    '/order/create-payment',
    {
      schema: { body: CreateStripePaymentBodySchema, response: { 200: CreateStripePaymentResponseSchema } },
      // each call reaches the provider: keep a client from hammering it through us
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => createStripePayment(db, config, request, request.body),
  );

  // The signature covers the exact bytes Stripe sent: this scope alone reads JSON as a raw buffer, so every
  // other route keeps the JSON parser.
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/payment/stripe/webhook/:sellerId',
      { schema: { params: WebhookParams, response: { 200: WebhookResponseSchema } } },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string')
          throw badRequest(INVALID_SIGNATURE);
        await handleStripeWebhook(db, config, request.params.sellerId, request.body, signature, request.log);
        return { received: true };
      },
    );
  });
}
