import { CreatePayfastPaymentBodySchema, CreatePayfastPaymentResponseSchema } from '@souk/core';
import type { FastifySchema } from 'fastify';
import { invalid } from '../../domain/errors.js';
import { SECURITY } from '../../plugins/openapi.js';
import {
  checkoutPairs,
  parseItnBody,
  payfastBaseUrl,
  payfastForm,
  payfastParamString,
  payfastSignature,
} from '../../providers/payfast.js';
import { loadPayableOrder } from '../../services/payments/payable-order.js';
import {
  handlePayfastItn,
  isWellFormedItn,
  PAYFAST_CURRENCY,
  PAYFAST_FORM_READY,
  PAYFAST_NOT_CONFIGURED,
  PAYFAST_ZAR_ONLY,
  payfastCheckoutFields,
  payfastMerchant,
} from '../../services/payments/payfast.js';
import { recordStartedPayment } from '../../services/payments/record-payment.js';
import { isEnabled, loadPaymentConfig } from '../../services/payments/seller-payment-config.js';
import { getSeller } from '../../services/sellers.js';
import type { App, Deps } from '../../types.js';

export const MALFORMED_ITN = 'Malformed payment notification';

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

/** First word and the rest of a full name, for PayFast's name_first / name_last. */
function splitName(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

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
    async (request) => {
      const { body } = request;
      const paymentConfig = await loadPaymentConfig(db, body.sellerId);
      const merchant = payfastMerchant(paymentConfig, config);
      if (!isEnabled(paymentConfig, 'payfast') || !merchant) throw invalid(PAYFAST_NOT_CONFIGURED);
      const { order, sellerId } = await loadPayableOrder(db, request, body.orderNumber, body.sellerId);
      if (order.currency !== PAYFAST_CURRENCY) throw invalid(PAYFAST_ZAR_ONLY);
      const seller = await getSeller(db, sellerId);

      // the amount and m_payment_id are the server's; the body only names the buyer and the item
      const [shippingFirst, shippingLast] = splitName(order.shippingInfo.name ?? '');
      const fields = payfastCheckoutFields(
        merchant,
        {
          order,
          sellerName: seller.name,
          nameFirst: body.name_first.trim() || shippingFirst,
          nameLast: body.name_last.trim() || shippingLast,
          email: body.email_address.trim() || order.contactEmail,
          itemName: body.item_name.trim() || `Order ${order.orderNumber}`,
        },
        config.publicUrl,
      );
      const pairs = checkoutPairs(fields);
      const signature = payfastSignature(payfastParamString(pairs), merchant.passphrase);
      const actionUrl = `${payfastBaseUrl(config.payments.payfastBase, merchant.environment)}/eng/process`;

      await recordStartedPayment(db, {
        orderId: order.id,
        sellerId,
        method: 'payfast',
        providerRef: order.orderNumber,
        amountCents: order.totalCents,
        currency: PAYFAST_CURRENCY,
        details: { orderNumber: order.orderNumber, amount: fields.amount },
      });
      return { form: payfastForm(actionUrl, pairs, signature), message: PAYFAST_FORM_READY };
    },
  );

  // The ITN is form-encoded and signed over its pairs as received: this scope alone keeps the raw body.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    scope.post('/payment/payfast/notify', { schema: ITN_ROUTE_SCHEMA }, async (request, reply) => {
      const pairs = typeof request.body === 'string' ? parseItnBody(request.body) : undefined;
      if (!pairs || !isWellFormedItn(pairs)) throw invalid(MALFORMED_ITN);
      const outcome = await handlePayfastItn(pairs, {
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
