import { CreateStripePaymentBodySchema, CreateStripePaymentResponseSchema } from '@souk/core';
import * as z from 'zod/mini';
import { invalid } from '../../../domain/errors.js';
import { ownerOf } from '../../../plugins/identity.js';
import { SECURITY } from '../../../plugins/openapi.js';
import type { ZodTypeProvider } from '../../../plugins/zod-provider.js';
import {
  createStripePayment,
  handleStripeWebhook,
  INVALID_SIGNATURE,
} from '../../../services/payments/stripe.js';
import type { App, Deps } from '../../../types.js';

/** A PaymentIntent event is a few kilobytes; anything near this is not from Stripe. */
const WEBHOOK_BODY_LIMIT = 128 * 1024;

const WebhookParams = z.object({ sellerId: z.string().check(z.minLength(1), z.maxLength(128)) });
const WebhookResponseSchema = z.object({ received: z.boolean() });

/** Card payments through Stripe (spec §7 Payment): the client secret for checkout, and the webhook. */
export function stripePaymentRoutes(app: App, { db, config }: Deps): void {
  app.post(
    '/order/create-payment',
    {
      schema: {
        operationId: 'createStripePayment',
        summary: "A Stripe PaymentIntent for the order's total; answers its client secret",
        description:
          "Only the order's owner (customer token or guest session header) may pay it; anyone else gets 404. The amount is the server's order total, never the body's price; 409 when the order is paid or cancelled.",
        tags: ['payments'],
        security: SECURITY.customerOrGuest,
        body: CreateStripePaymentBodySchema,
        response: { 200: CreateStripePaymentResponseSchema },
        errors: [404, 409],
      },
      // each call reaches the provider: keep a client from hammering it through us
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => createStripePayment(db, config, request.log, ownerOf(request), request.body),
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
      {
        schema: {
          operationId: 'receiveStripeWebhook',
          summary: "Stripe's PaymentIntent events for a seller's account",
          description:
            "Called by Stripe. The `Stripe-Signature` header signs the raw body with the seller's webhook secret (400 when it does not match); only a verified `payment_intent.succeeded` marks the order paid.",
          tags: ['webhooks'],
          security: SECURITY.public,
          params: WebhookParams,
          response: { 200: WebhookResponseSchema },
          openapi: {
            parameters: [
              {
                name: 'stripe-signature',
                in: 'header',
                required: true,
                description: "Stripe's signature of the raw body",
                schema: { type: 'string' },
              },
            ],
            requestBody: {
              required: true,
              description: 'A Stripe event, verified over its exact bytes',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw invalid(INVALID_SIGNATURE);
        await handleStripeWebhook(db, config, request.params.sellerId, request.body, signature, request.log);
        return { received: true };
      },
    );
  });
}
