import {
  CONFIRMATION_MESSAGES,
  ConfirmOrderBodySchema,
  ConfirmOrderResponseSchema,
  OrderNumberSchema,
  PAYMENT_METHOD_IDS,
  type PaymentMethodId,
} from '@souk/core';
import * as z from 'zod/mini';
import { conflict, invalid } from '../../domain/errors.js';
import { SECURITY } from '../../plugins/openapi.js';
import { verifyCybersourcePayment } from '../../services/payments/cybersource.js';
import { verifyOfflinePayment } from '../../services/payments/offline.js';
import { loadOwnedOrder, ORDER_CANCELLED, orderSellerId } from '../../services/payments/payable-order.js';
import { verifyPayfastPayment } from '../../services/payments/payfast.js';
import { verifyPaypalPayment } from '../../services/payments/paypal.js';
import { markOrderPaid } from '../../services/payments/record-payment.js';
import { isEnabled, loadPaymentConfig } from '../../services/payments/seller-payment-config.js';
import { verifyStripePayment } from '../../services/payments/stripe.js';
import type { PaymentVerifier } from '../../services/payments/verifier.js';
import type { App, Deps } from '../../types.js';

/** Spec §8: a method the seller does not offer. */
export const METHOD_NOT_AVAILABLE = CONFIRMATION_MESSAGES.paymentMethodNotAvailable;
export const ORDER_CONFIRMED = 'Order confirmed successfully';

const VERIFIERS: Record<PaymentMethodId, PaymentVerifier> = {
  stripe: verifyStripePayment,
  paypal: verifyPaypalPayment,
  payfast: verifyPayfastPayment,
  cybersource: verifyCybersourcePayment,
  eft: verifyOfflinePayment,
  cashOnDelivery: verifyOfflinePayment,
};

const Params = z.object({ orderNumber: OrderNumberSchema });

function methodOf(value: string): PaymentMethodId | undefined {
  if (value === 'cash') return 'cashOnDelivery';
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(value) ? (value as PaymentMethodId) : undefined;
}

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
    async (request) => {
      const order = await loadOwnedOrder(db, request, request.params.orderNumber);
      const sellerId = await orderSellerId(db, order.id);
      const paymentConfig = await loadPaymentConfig(db, sellerId);
      const method = methodOf(request.body.paymentMethod);
      if (!method || !isEnabled(paymentConfig, method)) throw invalid(METHOD_NOT_AVAILABLE);
      if (order.paymentStatus === 'paid') {
        return { success: true, message: ORDER_CONFIRMED, paymentStatus: 'paid' };
      }
      if (order.deliveryStatus === 'cancelled') throw conflict(ORDER_CANCELLED);

      const result = await VERIFIERS[method]({
        db,
        config,
        order,
        sellerId,
        paymentConfig,
        body: request.body,
      });
      if (result.status === 'paid') {
        await markOrderPaid(db, result.payment);
        return { success: true, message: ORDER_CONFIRMED, paymentStatus: 'paid' };
      }
      return { success: false, message: result.message, paymentStatus: order.paymentStatus };
    },
  );
}
