import { randomInt } from 'node:crypto';
import {
  CONFIRMATION_MESSAGES,
  CONFIRMATION_TITLES,
  fromCents,
  type OfflinePaymentMethod,
  type PaymentDetails,
} from '@souk/core';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, payments, sellerOrders } from '../../db/schema.js';
import { conflict, invalid, notFound } from '../../domain/errors.js';
import type { Owner } from '../../domain/owner.js';
import { emitEvent } from '../../events/outbox.js';
import { newId } from '../../lib/ids.js';
import { ORDER_NOT_FOUND } from '../orders/order-rows.js';
import { restockOrder } from '../orders/restock.js';
import { loadPayableOrder, ORDER_ALREADY_PAID, ORDER_CANCELLED } from './payable-order.js';
import { markOrderPaid, type PaymentRow } from './record-payment.js';
import { isEnabled, loadPaymentConfig } from './seller-payment-config.js';
import type { PaymentVerifier } from './verifier.js';

export const OFFLINE_PAYMENT_RECORDED = 'Payment recorded. Awaiting seller approval.';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const PAYMENT_APPROVED = 'Payment approved';
export const PAYMENT_REJECTED = 'Payment rejected';
export const PAYMENT_ALREADY_APPROVED = 'This payment is already approved';
export const PAYMENT_ALREADY_REJECTED = 'This payment was rejected';
export const PAYMENT_OF_SHIPPED_ORDER = 'This order has been shipped — its payment can no longer be rejected';

/** Seller parts past the point of cancelling (the workflow's rule: cancel only before shipping). */
const SHIPPED_STATUSES: readonly string[] = ['shipped', 'delivered'];

type OfflineMethodId = 'eft' | 'cashOnDelivery';

/** Wire value (spec §9: cash or eft) → method id and the payment reference's prefix. */
const OFFLINE_METHODS: Record<OfflinePaymentMethod, { method: OfflineMethodId; prefix: string }> = {
  eft: { method: 'eft', prefix: 'EFT' },
  cash: { method: 'cashOnDelivery', prefix: 'COD' },
};
const OFFLINE_METHOD_IDS: OfflineMethodId[] = ['eft', 'cashOnDelivery'];

/** Payment rows of offline methods: pending_approval → approved | rejected. */
const STATUS = { pending: 'pending_approval', approved: 'approved', rejected: 'rejected' } as const;

const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A new offline payment reference, `{EFT|COD}-{orderNumber}-{6 random A-Z0-9}`: its second dash-separated
 * part is the order number (spec §4; order numbers carry no dash).
 * @example paymentReference('EFT', 'SK20261121K7Q2MX') // "EFT-SK20261121K7Q2MX-Q3ZK8A"
 */
export function paymentReference(prefix: string, orderNumber: string): string {
  let suffix = '';
  for (let index = 0; index < 6; index++) suffix += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${orderNumber}-${suffix}`;
}

/** The wire value of an offline method id (the inverse of {@link OFFLINE_METHODS}). */
function wireMethod(method: string): OfflinePaymentMethod {
  return method === 'eft' ? 'eft' : 'cash';
}

/**
 * Records an offline payment of the owner's order awaiting the seller's approval (POST
 * /order/create-offline-payment): the order becomes payment_status `pending` (not paid). Idempotent per
 * order and method — a repeated call answers the reference already recorded. The order row is locked, so
 * concurrent calls record one payment.
 * @throws not found (not the owner's order), invalid (method not enabled for the seller), conflict (order
 * paid or cancelled meanwhile)
 */
export async function createOfflinePayment(
  db: Db,
  owner: Owner,
  {
    orderNumber,
    sellerId: requestedSeller,
    paymentMethod,
  }: { orderNumber: string; sellerId?: string | undefined; paymentMethod: OfflinePaymentMethod },
): Promise<{ paymentReference: string; created: boolean }> {
  const { order, sellerId } = await loadPayableOrder(db, owner, orderNumber, requestedSeller);
  const paymentConfig = await loadPaymentConfig(db, sellerId, null);
  const { method, prefix } = OFFLINE_METHODS[paymentMethod];
  if (!isEnabled(paymentConfig, method)) throw invalid(CONFIRMATION_MESSAGES.paymentMethodNotAvailable);

  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked) throw notFound(ORDER_NOT_FOUND);
    if (locked.deliveryStatus === 'cancelled') throw conflict(ORDER_CANCELLED);
    if (locked.paymentStatus === 'paid') throw conflict(ORDER_ALREADY_PAID);

    const [existing] = await tx
      .select({ providerRef: payments.providerRef })
      .from(payments)
      .where(
        and(eq(payments.orderId, order.id), eq(payments.method, method), eq(payments.status, STATUS.pending)),
      )
      .limit(1);
    if (existing) return { paymentReference: existing.providerRef, created: false };

    const reference = paymentReference(prefix, locked.orderNumber);
    const details: PaymentDetails = {
      paymentId: reference,
      amount: fromCents(locked.totalCents),
      gateway: method,
      status: STATUS.pending,
    };
    await tx.insert(payments).values({
      id: newId(),
      orderId: locked.id,
      sellerId,
      method,
      providerRef: reference,
      amountCents: locked.totalCents,
      currency: locked.currency,
      status: STATUS.pending,
      details,
    });
    await tx
      .update(orders)
      .set({ paymentStatus: 'pending', paymentMethod: method })
      .where(eq(orders.id, locked.id));
    await tx
      .update(sellerOrders)
      .set({ paymentStatus: 'pending' })
      .where(
        and(
          eq(sellerOrders.orderId, locked.id),
          eq(sellerOrders.sellerId, sellerId),
          ne(sellerOrders.paymentStatus, 'paid'),
        ),
      );
    await emitEvent(tx, 'payment.approval_requested', {
      orderId: locked.id,
      orderNumber: locked.orderNumber,
      sellerId,
      method,
      paymentReference: reference,
      amountCents: locked.totalCents,
      currency: locked.currency,
    });
    return { paymentReference: reference, created: true };
  });
}

/**
 * order-confirm for `eft` and `cash`: paid once the seller approved the order's payment of that method,
 * pending while it awaits approval ('Payment Pending Approval', spec §4), failed when there is none or the
 * seller rejected it.
 */
export const verifyOfflinePayment: PaymentVerifier = async ({ db, order, body }) => {
  const method = OFFLINE_METHODS[wireMethod(body.paymentMethod)].method;
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.method, method)))
    .orderBy(sql`${payments.updatedAt} desc`);
  const approved = rows.find((row) => row.status === STATUS.approved);
  if (approved) {
    return {
      status: 'paid',
      payment: {
        orderId: approved.orderId,
        sellerId: approved.sellerId,
        method,
        providerRef: approved.providerRef,
        amountCents: approved.amountCents,
        currency: approved.currency,
        details: approved.details as PaymentDetails,
        settledStatus: 'approved',
      },
    };
  }
  if (rows.some((row) => row.status === STATUS.pending)) {
    return { status: 'pending', message: CONFIRMATION_TITLES.pendingApproval };
  }
  return { status: 'failed', message: CONFIRMATION_MESSAGES.paymentFailed };
};

/** An offline payment awaiting a seller's approval, as the seller's list shows it. */
export interface PendingOfflinePayment {
  paymentReference: string;
  orderNumber: string;
  paymentMethod: OfflinePaymentMethod;
  amount: number;
  currency: string;
  customerName: string;
  createdAt: string;
}

/** A seller's offline payments awaiting approval (orders since paid or cancelled left out); joins `orders`. */
function awaitingApproval(sellerId: string) {
  return and(
    eq(payments.sellerId, sellerId),
    inArray(payments.method, OFFLINE_METHOD_IDS),
    eq(payments.status, STATUS.pending),
    ne(orders.paymentStatus, 'paid'),
    ne(orders.deliveryStatus, 'cancelled'),
  );
}

/** How many offline payments await the seller's approval now (the console's dashboard). */
export async function countPendingOfflinePayments(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(awaitingApproval(sellerId));
  return row?.value ?? 0;
}

/** A seller's offline payments awaiting approval, oldest first (orders since paid or cancelled left out). */
export async function listPendingOfflinePayments(db: Db, sellerId: string): Promise<PendingOfflinePayment[]> {
  const rows = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(awaitingApproval(sellerId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map(({ payment, order }) => ({
    paymentReference: payment.providerRef,
    orderNumber: order.orderNumber,
    paymentMethod: wireMethod(payment.method),
    amount: fromCents(payment.amountCents),
    currency: payment.currency,
    customerName: order.shippingInfo.name ?? '',
    createdAt: payment.createdAt.toISOString(),
  }));
}

/** An offline payment of this seller by reference; another seller's payment is "not found". */
async function sellerPayment(db: Db, sellerId: string, reference: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerRef, reference), inArray(payments.method, OFFLINE_METHOD_IDS)))
    .limit(1);
  if (!row || row.sellerId !== sellerId) throw notFound(PAYMENT_NOT_FOUND);
  return row;
}

export interface OfflineDecision {
  payment: PaymentRow;
  orderNumber: string;
  orderPaymentStatus: string;
  /** False when the call changed nothing (a replay). */
  changed: boolean;
}

async function decision(db: Db, paymentId: string, changed: boolean): Promise<OfflineDecision> {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return {
    payment: row.payment,
    orderNumber: row.order.orderNumber,
    orderPaymentStatus: row.order.paymentStatus,
    changed,
  };
}

/**
 * A seller approves an offline payment: the order becomes paid through `markOrderPaid`, exactly once —
 * replays answer the same without changing anything.
 * @throws not found (not this seller's payment), conflict (rejected before, order cancelled or paid by another payment)
 */
export async function approveOfflinePayment(
  db: Db,
  sellerId: string,
  reference: string,
  now: Date = new Date(),
): Promise<OfflineDecision> {
  const owned = await sellerPayment(db, sellerId, reference);
  // the order before the payment: a concurrent approval commits both at once, so an order seen paid
  // by this approval's payment shows that payment approved below (a replay, not a conflict)
  const [order] = await db.select().from(orders).where(eq(orders.id, owned.orderId)).limit(1);
  const [payment] = await db.select().from(payments).where(eq(payments.id, owned.id)).limit(1);
  if (!order || !payment) throw notFound(PAYMENT_NOT_FOUND);
  if (payment.status === STATUS.approved) return decision(db, payment.id, false);
  if (payment.status === STATUS.rejected) throw conflict(PAYMENT_ALREADY_REJECTED);
  if (order.deliveryStatus === 'cancelled') throw conflict(ORDER_CANCELLED);
  if (order.paymentStatus === 'paid') throw conflict(ORDER_ALREADY_PAID);

  const changed = await markOrderPaid(db, {
    orderId: payment.orderId,
    sellerId: payment.sellerId,
    method: payment.method === 'eft' ? 'eft' : 'cashOnDelivery',
    providerRef: payment.providerRef,
    amountCents: payment.amountCents,
    currency: payment.currency,
    details: {
      transactionId: payment.providerRef,
      paymentId: payment.providerRef,
      amount: fromCents(payment.amountCents),
      gateway: payment.method,
      status: STATUS.approved,
      paidAt: now.toISOString(),
    },
    settledStatus: 'approved',
  });
  return decision(db, payment.id, changed);
}

/**
 * A seller rejects an offline payment with a reason (told to the shopper): in one transaction the payment is
 * rejected (the reason kept in its details), the order is cancelled — the seller's part and the order's own
 * status, with the reason — its stock goes back, and `payment.rejected` is written. The order goes back to
 * payment_status `unpaid` unless another offline payment of it still awaits approval. Replays change
 * nothing (the payment is found rejected), and an order cancelled before (by the shopper) is not restocked
 * twice.
 * @throws not found (not this seller's payment), conflict (already approved, or the order already shipped)
 */
export async function rejectOfflinePayment(
  db: Db,
  sellerId: string,
  reference: string,
  reason: string,
): Promise<OfflineDecision> {
  const payment = await sellerPayment(db, sellerId, reference);
  const changed = await db.transaction(async (tx) => {
    // the order row first, as markOrderPaid and the cancels lock it: an approve, a reject and a cancel
    // never interleave
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).limit(1);
    if (!order || !current || current.status === STATUS.rejected) return false;
    if (current.status !== STATUS.pending) throw conflict(PAYMENT_ALREADY_APPROVED);
    const [part] = await tx
      .select()
      .from(sellerOrders)
      .where(and(eq(sellerOrders.orderId, current.orderId), eq(sellerOrders.sellerId, current.sellerId)))
      .for('update');
    // goods on their way cannot go back on the shelf by a click: the workflow's cancel rule holds here too
    if (part && SHIPPED_STATUSES.includes(part.deliveryStatus)) throw conflict(PAYMENT_OF_SHIPPED_ORDER);

    await tx
      .update(payments)
      .set({
        status: STATUS.rejected,
        details: { ...current.details, status: STATUS.rejected, reason },
        updatedAt: new Date(),
      })
      .where(eq(payments.id, current.id));
    const [stillPending] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, current.orderId),
          inArray(payments.method, OFFLINE_METHOD_IDS),
          eq(payments.status, STATUS.pending),
        ),
      )
      .limit(1);
    const alreadyCancelled = order.deliveryStatus === 'cancelled' || part?.deliveryStatus === 'cancelled';
    await tx
      .update(orders)
      .set({
        deliveryStatus: 'cancelled',
        ...(stillPending || order.paymentStatus !== 'pending' ? {} : { paymentStatus: 'unpaid' }),
      })
      .where(eq(orders.id, current.orderId));
    if (part) {
      await tx
        .update(sellerOrders)
        .set({
          deliveryStatus: 'cancelled',
          cancelReason: alreadyCancelled ? part.cancelReason : reason,
          updatedAt: new Date(),
          ...(stillPending || part.paymentStatus !== 'pending' ? {} : { paymentStatus: 'unpaid' }),
        })
        .where(eq(sellerOrders.id, part.id));
    }
    // the stock went back with the earlier cancel already
    if (!alreadyCancelled) await restockOrder(tx, current.orderId);
    await emitEvent(tx, 'payment.rejected', {
      orderId: current.orderId,
      orderNumber: order.orderNumber,
      sellerId: current.sellerId,
      method: current.method,
      paymentReference: current.providerRef,
      reason,
    });
    return true;
  });
  return decision(db, payment.id, changed);
}
