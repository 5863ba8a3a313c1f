import {
  canTransitionSellerOrder,
  type SellerOrderDetail,
  type SellerOrderStatus,
  type SellerOrderTransitionBody,
  sellerOrderStatusOf,
  TRACKING_REQUIRED,
} from '@souk/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, sellerOrders } from '../../db/schema.js';
import { conflict, invalid, notFound } from '../../domain/errors.js';
import { emitEvent } from '../../events/outbox.js';
import { ORDER_NOT_FOUND } from '../orders/order-rows.js';
import { restockOrder } from '../orders/restock.js';
import { findSellerOrder, getSellerOrder } from './seller-orders.js';

type Target = SellerOrderTransitionBody['to'];

/** What the console says after each transition. */
export const TRANSITION_MESSAGES: Record<Target, string> = {
  processing: 'Order marked as processing',
  shipped: 'Order marked as shipped',
  delivered: 'Order marked as delivered',
  cancelled: 'Order cancelled',
};

const TRANSITION_VERBS: Record<Target, string> = {
  processing: 'moved to processing',
  shipped: 'shipped',
  delivered: 'marked delivered',
  cancelled: 'cancelled',
};

/** The 409 of a status the seller did not see: someone (a shopper, another console) changed it meanwhile. */
export function staleStatusMessage(current: SellerOrderStatus): string {
  return `This order is now ${current} — it changed meanwhile; reload to see it.`;
}

/** The 409 of a move the workflow does not allow: "A shipped order cannot be cancelled". */
export function invalidTransitionMessage(from: SellerOrderStatus, to: Target): string {
  return `A ${from} order cannot be ${TRANSITION_VERBS[to]}`;
}

/** The parsed body (core's schema trims the texts). */
export interface Transition {
  from: SellerOrderStatus;
  to: Target;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  reason?: string | undefined;
}

/**
 * POST /seller/orders/{orderNumber}/status: moves the seller's part of an order one step
 * (pending → processing → shipped → delivered, or cancelled before shipping), in one transaction:
 * the order row and then the seller part are locked (the order the shopper's cancel and `markOrderPaid`
 * lock in), the status the seller saw is checked against the current one, the part and the order's own
 * delivery status (which mirrors it: an order has one seller part) change, a cancel puts the stock back —
 * once, since a second cancel finds the status changed — and the event is written.
 * @returns the message to show and the order as it is now
 * @throws not found (missing or another seller's order), invalid (shipping without carrier or tracking
 * number), conflict (status changed meanwhile, or a move the workflow forbids)
 */
export async function transitionSellerOrder(
  db: Db,
  sellerId: string,
  orderNumber: string,
  transition: Transition,
): Promise<{ message: string; order: SellerOrderDetail }> {
  await moveSellerOrder(db, sellerId, orderNumber, transition);
  return {
    message: TRANSITION_MESSAGES[transition.to],
    order: await getSellerOrder(db, sellerId, orderNumber),
  };
}

/**
 * The move of `transitionSellerOrder` without reading the order back: for callers inside a transaction of
 * their own (the demo's activity), where the read's parallel queries would share one connection.
 */
export async function moveSellerOrder(
  db: Db,
  sellerId: string,
  orderNumber: string,
  transition: Transition,
): Promise<void> {
  const { order } = await findSellerOrder(db, sellerId, orderNumber);
  const carrier = transition.carrier?.trim() || undefined;
  const trackingNumber = transition.trackingNumber?.trim() || undefined;
  if (transition.to === 'shipped') {
    // both are mailed to the shopper: the field named is the first one missing
    if (!carrier) throw invalid(`carrier: ${TRACKING_REQUIRED}`);
    if (!trackingNumber) throw invalid(`trackingNumber: ${TRACKING_REQUIRED}`);
  }
  const reason = transition.reason?.trim() || undefined;

  await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    const [part] = await tx
      .select()
      .from(sellerOrders)
      .where(and(eq(sellerOrders.orderId, order.id), eq(sellerOrders.sellerId, sellerId)))
      .for('update');
    if (!part) throw notFound(ORDER_NOT_FOUND);
    const current = sellerOrderStatusOf(part.deliveryStatus);
    if (current !== transition.from) throw conflict(staleStatusMessage(current));
    if (!canTransitionSellerOrder(current, transition.to)) {
      throw conflict(invalidTransitionMessage(current, transition.to));
    }

    const now = new Date();
    await tx
      .update(sellerOrders)
      .set({
        deliveryStatus: transition.to,
        updatedAt: now,
        ...(transition.to === 'shipped' ? { carrier, trackingNumber } : {}),
        ...(transition.to === 'cancelled' ? { cancelReason: reason ?? null } : {}),
      })
      .where(eq(sellerOrders.id, part.id));
    // the shopper reads the order's own status: it mirrors the seller's part
    await tx.update(orders).set({ deliveryStatus: transition.to }).where(eq(orders.id, order.id));

    if (transition.to === 'cancelled') {
      await restockOrder(tx, order.id, sellerId);
      await emitEvent(tx, 'order.cancelled', {
        orderId: order.id,
        orderNumber: order.orderNumber,
        sellerIds: [sellerId],
        by: 'seller',
        ...(reason ? { reason } : {}),
      });
      return;
    }
    await emitEvent(tx, 'order.status_changed', {
      orderId: order.id,
      orderNumber: order.orderNumber,
      sellerId,
      from: current,
      to: transition.to,
      ...(transition.to === 'shipped' ? { carrier, trackingNumber } : {}),
    });
  });
}
