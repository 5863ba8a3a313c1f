import * as z from 'zod/mini';
import { OFFLINE_PAYMENT_METHODS } from './payment.js';

/**
 * The seller console's calls (`/api/seller/*`, the API's `seller` area): a seller signs in with
 * `LoginBodySchema` → `AuthResponseSchema` and approves or rejects the offline payments of their shop.
 * Not in the spec (its seller screens are "not shown"); the console and the server share these.
 */

/** GET /seller/payments/pending: the shop's bank transfers and cash payments awaiting approval. */
export const PendingPaymentsResponseSchema = z.object({
  success: z.boolean(),
  payments: z.array(
    z.object({
      paymentReference: z.string(),
      orderNumber: z.string(),
      paymentMethod: z.enum(OFFLINE_PAYMENT_METHODS),
      amount: z.number(),
      currency: z.string(),
      customerName: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type PendingPaymentsResponse = z.infer<typeof PendingPaymentsResponseSchema>;

/** PUT /seller/payments/{paymentReference}/approve|reject path. */
export const PaymentDecisionParamsSchema = z.object({
  paymentReference: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type PaymentDecisionParams = z.input<typeof PaymentDecisionParamsSchema>;

/** PUT /seller/payments/{paymentReference}/approve|reject answer: the payment's and the order's status. */
export const PaymentDecisionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  paymentReference: z.string(),
  orderNumber: z.string(),
  paymentStatus: z.string(),
  orderPaymentStatus: z.string(),
});
export type PaymentDecisionResponse = z.infer<typeof PaymentDecisionResponseSchema>;

/** A notice of what happened in the seller's shop (an order placed, paid or cancelled, a payment to approve…). */
export const SellerNotificationSchema = z.object({
  id: z.string(),
  /** The domain event it tells of: order.placed, order.paid, order.cancelled, payment.approval_requested… */
  type: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  read: z.boolean(),
});
export type SellerNotification = z.infer<typeof SellerNotificationSchema>;

/** GET /seller/notifications: the seller's newest notices, newest first. */
export const SellerNotificationsResponseSchema = z.object({
  success: z.boolean(),
  notifications: z.array(SellerNotificationSchema),
});
export type SellerNotificationsResponse = z.infer<typeof SellerNotificationsResponseSchema>;
