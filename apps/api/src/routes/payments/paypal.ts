import {
  CapturePaypalBodySchema,
  CapturePaypalResponseSchema,
  CreatePaypalOrderBodySchema,
  CreatePaypalOrderResponseSchema,
  formatCents,
  fromCents,
  walletAmount,
} from '@souk/core';
import type { FastifyBaseLogger } from 'fastify';
import { conflict, invalid, paymentRejected, providerFailed } from '../../domain/errors.js';
import { newId } from '../../lib/ids.js';
import { SECURITY } from '../../plugins/openapi.js';
import { createPaypalClient, PaypalError } from '../../providers/paypal.js';
import {
  loadPayableOrder,
  ORDER_ALREADY_PAID,
  ORDER_CANCELLED,
} from '../../services/payments/payable-order.js';
import {
  capturePaypalPayment,
  findPaypalPayment,
  loadOwnedPaypalPayment,
  PAYMENT_CAPTURE_FAILED,
  PAYMENT_CAPTURED,
  PAYPAL_NOT_CONFIGURED,
  PAYPAL_PAYMENT_FAILED,
  paypalCredentials,
  paypalExchangeRate,
  storedCapture,
} from '../../services/payments/paypal.js';
import { markOrderPaid, recordStartedPayment } from '../../services/payments/record-payment.js';
import { isEnabled, loadPaymentConfig } from '../../services/payments/seller-payment-config.js';
import type { App, Deps } from '../../types.js';

/**
 * A PayPal failure as the shopper sees it: rejected credentials mean the seller is not configured; any other
 * refusal is the call's failure text (400); PayPal unreachable or failing is a bad gateway (502).
 */
function paypalFailure(error: unknown, message: string, log: FastifyBaseLogger): Error {
  if (!(error instanceof PaypalError)) return error as Error;
  log.warn({ status: error.status, issue: error.issue }, error.message);
  if (error.status === 401 || error.status === 403) return invalid(PAYPAL_NOT_CONFIGURED);
  if (error.status >= 400 && error.status < 500) return paymentRejected(message);
  return providerFailed(message);
}

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
    async (request) => {
      const { orderNumber, sellerId: requestedSeller } = request.body;
      const paymentConfig = await loadPaymentConfig(db, requestedSeller);
      const credentials = paypalCredentials(paymentConfig, config);
      if (!isEnabled(paymentConfig, 'paypal') || !credentials) throw invalid(PAYPAL_NOT_CONFIGURED);
      const { order, sellerId } = await loadPayableOrder(db, request, orderNumber, requestedSeller);

      // spec §9: USD, × the seller's exchange rate when it is not 1, 2 decimals — from the server's total
      const wallet = walletAmount(order.totalCents, paypalExchangeRate(paymentConfig));
      if (wallet.amountCents <= 0) throw invalid(PAYPAL_PAYMENT_FAILED);

      let paypalOrderId: string;
      try {
        const created = await createPaypalClient(credentials).createOrder({
          orderNumber: order.orderNumber,
          value: formatCents(wallet.amountCents),
          requestId: newId(),
        });
        paypalOrderId = created.id;
      } catch (error) {
        throw paypalFailure(error, PAYPAL_PAYMENT_FAILED, request.log);
      }

      await recordStartedPayment(db, {
        orderId: order.id,
        sellerId,
        method: 'paypal',
        providerRef: paypalOrderId,
        amountCents: wallet.amountCents,
        currency: wallet.currency,
        details: {
          orderNumber: order.orderNumber,
          amount: fromCents(wallet.amountCents),
          originalAmount: fromCents(wallet.originalAmountCents),
          originalCurrency: order.currency,
          exchangeRate: wallet.exchangeRate,
          exchangeRateApplied: wallet.exchangeRateApplied,
        },
      });
      return { orderId: paypalOrderId };
    },
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
    async (request) => {
      const { payment, order } = await loadOwnedPaypalPayment(
        db,
        request,
        request.body.orderId,
        request.body.sellerId,
      );
      if (payment.status === 'succeeded' || order.paymentStatus === 'paid') {
        // read again: a concurrent capture of this PayPal order may have just committed
        const current = (await findPaypalPayment(db, payment.providerRef)) ?? payment;
        // already captured through this PayPal order: the same answer again, no second state change
        if (current.status === 'succeeded')
          return { message: PAYMENT_CAPTURED, capture: storedCapture(current) };
        // never take money twice for one order
        throw conflict(ORDER_ALREADY_PAID);
      }
      if (order.deliveryStatus === 'cancelled') throw conflict(ORDER_CANCELLED);

      const credentials = paypalCredentials(await loadPaymentConfig(db, payment.sellerId), config);
      if (!credentials) throw invalid(PAYPAL_NOT_CONFIGURED);

      let outcome: Awaited<ReturnType<typeof capturePaypalPayment>>;
      try {
        outcome = await capturePaypalPayment(createPaypalClient(credentials), payment, order.orderNumber);
      } catch (error) {
        throw paypalFailure(error, PAYMENT_CAPTURE_FAILED, request.log);
      }
      if (!outcome.ok) {
        request.log.warn(
          { paypalOrderId: payment.providerRef, reason: outcome.reason },
          'PayPal capture refused',
        );
        throw invalid(PAYMENT_CAPTURE_FAILED);
      }
      await markOrderPaid(db, outcome.payment);
      const { id, status, seller_receivable_breakdown } = outcome.capture;
      return { message: PAYMENT_CAPTURED, capture: { id, status, seller_receivable_breakdown } };
    },
  );
}
