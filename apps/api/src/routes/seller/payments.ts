import {
  PaymentDecisionParamsSchema,
  type PaymentDecisionResponse,
  PaymentDecisionResponseSchema,
  PendingPaymentsResponseSchema,
  RejectPaymentBodySchema,
} from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import {
  approveOfflinePayment,
  listPendingOfflinePayments,
  type OfflineDecision,
  PAYMENT_APPROVED,
  PAYMENT_REJECTED,
  rejectOfflinePayment,
} from '../../services/payments/offline.js';
import type { App, Deps } from '../../types.js';

function decisionBody(decision: OfflineDecision, message: string): PaymentDecisionResponse {
  return {
    success: true,
    message,
    paymentReference: decision.payment.providerRef,
    orderNumber: decision.orderNumber,
    paymentStatus: decision.payment.status,
    orderPaymentStatus: decision.orderPaymentStatus,
  };
}

/**
 * The approval of offline payments (bank transfer, cash on delivery) by the signed-in seller. A seller acts
 * only on its own shop's payments (404 otherwise); the seller area's sign-in guards these routes.
 */
export function sellerPaymentRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/payments/pending',
    {
      schema: {
        operationId: 'listPendingPayments',
        summary: "The signed-in seller's offline payments awaiting approval",
        tags: ['seller-payments'],
        security: SECURITY.seller,
        response: { 200: PendingPaymentsResponseSchema },
        errors: [401],
      },
    },
    async (request) => {
      const account = sellerAccountOf(request);
      return { success: true, payments: await listPendingOfflinePayments(db, account.sellerId) };
    },
  );

  app.put(
    '/seller/payments/:paymentReference/approve',
    {
      schema: {
        operationId: 'approvePayment',
        summary: "Approve an offline payment of the seller's shop: the order becomes paid",
        description:
          "404 for another shop's payment; 409 when it was rejected or the order is cancelled or paid otherwise.",
        tags: ['seller-payments'],
        security: SECURITY.seller,
        params: PaymentDecisionParamsSchema,
        response: { 200: PaymentDecisionResponseSchema },
        errors: [401, 404, 409],
      },
    },
    async (request) => {
      const account = sellerAccountOf(request);
      const decision = await approveOfflinePayment(db, account.sellerId, request.params.paymentReference);
      return decisionBody(decision, PAYMENT_APPROVED);
    },
  );

  app.put(
    '/seller/payments/:paymentReference/reject',
    {
      schema: {
        operationId: 'rejectPayment',
        summary: "Reject an offline payment of the seller's shop with a reason: the order is cancelled",
        description:
          "The reason is told to the shopper; the order is cancelled and its stock put back, once (a replay changes nothing). 404 for another shop's payment; 409 when it was approved already or the order shipped.",
        tags: ['seller-payments'],
        security: SECURITY.seller,
        params: PaymentDecisionParamsSchema,
        body: RejectPaymentBodySchema,
        response: { 200: PaymentDecisionResponseSchema },
        errors: [401, 404, 409],
      },
    },
    async (request) => {
      const account = sellerAccountOf(request);
      const decision = await rejectOfflinePayment(
        db,
        account.sellerId,
        request.params.paymentReference,
        request.body.reason,
      );
      return decisionBody(decision, PAYMENT_REJECTED);
    },
  );
}
