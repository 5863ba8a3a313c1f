import { CreatePayfastPaymentBodySchema, CreatePayfastPaymentResponseSchema } from '@souk/core';
import type { FastifySchema } from 'fastify';
import { ownerOf } from '../../../plugins/identity.js';
import { SECURITY } from '../../../plugins/openapi.js';
import { createPayfastCheckout, receivePayfastNotification } from '../../../services/payments/payfast.js';
import type { App, Deps } from '../../../types.js';

const ITN_ROUTE_SCHEMA = {
  operationId: 'receivePayfastNotification',
  summary: "PayFast's instant transaction notification (ITN) of a payment",
  description:
    'Called by PayFast. The signature, the source address, the amount and a validate call back to PayFast are checked before the order is marked paid; a failed check is logged and still answered `OK`.',
  tags: ['webhooks'],
  security: SECURITY.public,
  openapi: {
    requestBody: {
      required: true,
      description: 'The ITN fields, signed over their order as sent',
      content: {
        'application/x-www-form-urlencoded': {
          schema: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
    },
    responses: {
      200: {
        description: 'The notification arrived',
        content: { 'text/plain': { schema: { type: 'string', const: 'OK' } } },
      },
    },
  },
} satisfies FastifySchema;

/**
 * The regional gateway (spec §7 Payment): PayFast custom integration — the signed checkout form, then the
 * ITN that alone can mark the order paid.
 */
export function payfastPaymentRoutes(app: App, { db, config }: Deps): void {
  app.post(
    '/payment/create-payfast-payment',
    {
      schema: {
        operationId: 'createPayfastPayment',
        summary: 'The signed PayFast checkout form for the order',
        description:
          "Only the order's owner (customer token or guest session header) may pay it; anyone else gets 404. `form` is an HTML form that posts to PayFast: the page submits it. The amount is the server's (ZAR only); 409 when the order is paid or cancelled.",
        tags: ['payments'],
        security: SECURITY.customerOrGuest,
        body: CreatePayfastPaymentBodySchema,
        response: { 200: CreatePayfastPaymentResponseSchema },
        errors: [404, 409],
      },
    },
    async (request) => createPayfastCheckout({ db, config }, ownerOf(request), request.body),
  );

  // The ITN is form-encoded and signed over its pairs as received: this scope alone keeps the raw body.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    scope.post('/payment/payfast/notify', { schema: ITN_ROUTE_SCHEMA }, async (request, reply) => {
      const outcome = await receivePayfastNotification(request.body, {
        db,
        config,
        log: request.log,
        sourceIp: request.ip,
      });
      request.log.info({ outcome }, 'PayFast ITN handled');
      // PayFast only needs to know the ITN arrived; a failed check is logged, never retried into success
      return reply.status(200).type('text/plain').send('OK');
    });
  });
}
