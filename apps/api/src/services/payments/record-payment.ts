import type { PaymentDetails, PaymentMethodId } from '@souk/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, payments, sellerOrders } from '../../db/schema.js';
import { conflict, notFound } from '../../domain/errors.js';
import { emitEvent } from '../../events/outbox.js';
import { newId } from '../../lib/ids.js';
import { ORDER_NOT_FOUND } from '../orders/order-rows.js';
import { ORDER_OF_SEVERAL_SELLERS } from './payable-order.js';

export type PaymentRow = typeof payments.$inferSelect;

/** A provider payment about to be attempted (PaymentIntent created, PayPal order created…). */
export interface StartedPayment {
  orderId: string;
  sellerId: string;
  method: PaymentMethodId;
  providerRef: string;
  amountCents: number;
  currency: string;
  status?: string;
  details?: Record<string, unknown>;
}

/** Records a started payment once per `(method, providerRef)`; returns the stored row. */
export async function recordStartedPayment(db: Db, payment: StartedPayment): Promise<PaymentRow> {
  await db
    .insert(payments)
    .values({
      id: newId(),
      orderId: payment.orderId,
      sellerId: payment.sellerId,
      method: payment.method,
      providerRef: payment.providerRef,
      amountCents: payment.amountCents,
      currency: payment.currency,
      status: payment.status ?? 'created',
      details: payment.details ?? {},
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.method, payment.method), eq(payments.providerRef, payment.providerRef)))
    .limit(1);
  if (!row) throw new Error('payment row missing after insert');
  return row;
}

/** The newest started payment of an order for a method (e.g. the PaymentIntent to verify). */
export async function latestPayment(
  db: Db,
  orderId: string,
  method: PaymentMethodId,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, method)))
    .orderBy(sql`${payments.createdAt} desc`)
    .limit(1);
  return row;
}

export const PAYMENT_OF_ANOTHER_SELLER = 'This payment was made to another seller than the order’s';

/** A payment the provider confirmed, with the figures it confirmed. */
export interface VerifiedPayment {
  orderId: string;
  sellerId: string;
  method: PaymentMethodId;
  providerRef: string;
  amountCents: number;
  currency: string;
  details: PaymentDetails;
  /** The payment row's settled status: `succeeded` (default) for providers, `approved` for offline ones. */
  settledStatus?: 'succeeded' | 'approved';
}

/**
 * THE one place an order becomes paid, after its provider verified the payment. Idempotent: the payment
 * row is unique per `(method, providerRef)` and the order changes state only from not-paid to paid, in one
 * transaction with the order row locked — replays (webhooks, ITNs, confirms) change nothing. It settles only
 * the order of the seller that was paid: a payment to another seller, or an order of several sellers, is
 * refused (conflict) and nothing is written. Emits `order.paid` with the change: what follows a payment is its
 * subscribers'.
 * @returns true when this call marked the order paid, false when it already was.
 */
export async function markOrderPaid(db: Db, payment: VerifiedPayment): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${orders} where ${orders.id} = ${payment.orderId} for update`);
    const sellers = await tx
      .select({ sellerId: sellerOrders.sellerId })
      .from(sellerOrders)
      .where(eq(sellerOrders.orderId, payment.orderId));
    const orderSellers = new Set(sellers.map((part) => part.sellerId));
    if (orderSellers.size === 0) throw notFound(ORDER_NOT_FOUND);
    if (orderSellers.size > 1) throw conflict(ORDER_OF_SEVERAL_SELLERS);
    if (!orderSellers.has(payment.sellerId)) throw conflict(PAYMENT_OF_ANOTHER_SELLER);
    const settled = payment.settledStatus ?? 'succeeded';
    const stored = { ...payment.details, status: payment.details.status ?? settled };
    await tx
      .insert(payments)
      .values({
        id: newId(),
        orderId: payment.orderId,
        sellerId: payment.sellerId,
        method: payment.method,
        providerRef: payment.providerRef,
        amountCents: payment.amountCents,
        currency: payment.currency,
        status: settled,
        details: stored,
      })
      .onConflictDoUpdate({
        target: [payments.method, payments.providerRef],
        set: { status: settled, details: stored, updatedAt: new Date() },
        setWhere: ne(payments.status, settled),
      });
    const updated = await tx
      .update(orders)
      .set({ paymentStatus: 'paid', paymentMethod: payment.method, paymentDetails: stored })
      .where(and(eq(orders.id, payment.orderId), ne(orders.paymentStatus, 'paid')))
      .returning({ orderNumber: orders.orderNumber });
    const [paid] = updated;
    if (!paid) return false;
    await tx
      .update(sellerOrders)
      .set({ paymentStatus: 'paid' })
      .where(and(eq(sellerOrders.orderId, payment.orderId), eq(sellerOrders.sellerId, payment.sellerId)));
    // what follows a payment (mail, the seller's notice…) is a subscriber of this event, not a caller's job
    await emitEvent(tx, 'order.paid', {
      orderId: payment.orderId,
      orderNumber: paid.orderNumber,
      sellerId: payment.sellerId,
      method: payment.method,
      amountCents: payment.amountCents,
      currency: payment.currency,
    });
    return true;
  });
}
