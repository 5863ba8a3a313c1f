import { canCancelFromDetails, canCancelFromList, type Order } from '@souk/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, sellerOrders } from '../../db/schema.js';
import { conflict, notFound } from '../../domain/errors.js';
import { type Owner, owns } from '../../domain/owner.js';
import { emitEvent } from '../../events/outbox.js';
import { ORDER_NOT_FOUND } from './order-rows.js';
import { restockOrder } from './restock.js';

export const ORDER_CANCELLED_MESSAGE = 'Order cancelled successfully';
export const CANNOT_CANCEL = 'This order can no longer be cancelled';

/**
 * The server accepts a cancel whenever one of the client's Cancel buttons may offer it (spec §4): the list
 * rule (placed, pending or warehouse, not refunded) or the details rule (pending, placed or processing, the
 * signed-in customer's own order) — and never for a refunded order, whichever button. Shipped (the seller
 * console's status, mirrored on the order), delivered and cancelled orders are refused.
 * @example isCancellable({ delivery_status: 'processing', payment_status: 'unpaid', customerId: 'c1' }, 'c1') // true
 */
export function isCancellable(
  order: Pick<Order, 'delivery_status' | 'payment_status' | 'customerId'>,
  customerId: string | null,
): boolean {
  if (order.payment_status === 'refunded') return false;
  return canCancelFromList(order) || canCancelFromDetails(order, customerId);
}

/**
 * Cancels the caller's order and puts its quantities back in stock, in one transaction. The order row is
 * locked first, so two cancels of the same order cannot both restock.
 * @returns the order id
 * @throws not found (missing or not the caller's), conflict when the status no longer allows it
 */
export async function cancelOrder(db: Db, orderNumber: string, owner: Owner): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber))
      .limit(1)
      .for('update');
    if (!row || !owns(owner, row)) throw notFound(ORDER_NOT_FOUND);
    const state = {
      delivery_status: row.deliveryStatus,
      payment_status: row.paymentStatus,
      customerId: row.customerId,
    };
    if (!isCancellable(state, owner.customerId)) throw conflict(CANNOT_CANCEL);

    await tx.update(orders).set({ deliveryStatus: 'cancelled' }).where(eq(orders.id, row.id));
    const parts = await tx
      .update(sellerOrders)
      .set({ deliveryStatus: 'cancelled', updatedAt: new Date() })
      .where(eq(sellerOrders.orderId, row.id))
      .returning({ sellerId: sellerOrders.sellerId });

    await restockOrder(tx, row.id);
    await emitEvent(tx, 'order.cancelled', {
      orderId: row.id,
      orderNumber: row.orderNumber,
      sellerIds: [...new Set(parts.map((part) => part.sellerId))],
      by: 'shopper',
    });
    return row.id;
  });
}
