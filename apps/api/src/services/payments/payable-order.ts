import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, sellerOrders } from '../../db/schema.js';
import { conflict, notFound } from '../../domain/errors.js';
import { type Owner, owns } from '../../domain/owner.js';
import { ORDER_NOT_FOUND, type OrderRow } from '../orders/order-rows.js';

export const ORDER_ALREADY_PAID = 'This order is already paid';
export const ORDER_CANCELLED = 'This order was cancelled';
export const ORDER_OF_SEVERAL_SELLERS =
  'This order holds products of more than one seller and cannot be paid. Please place one order per seller.';

/**
 * The single seller an order is paid to: an order holds one seller's products (spec §5). An order of several
 * sellers (placed before that rule was enforced) is never paid to any one of them: conflict.
 */
export async function orderSellerId(db: Db, orderId: string): Promise<string> {
  const parts = await db
    .select({ sellerId: sellerOrders.sellerId })
    .from(sellerOrders)
    .where(eq(sellerOrders.orderId, orderId));
  const [first] = parts;
  if (!first) throw notFound(ORDER_NOT_FOUND);
  if (parts.some((part) => part.sellerId !== first.sellerId)) throw conflict(ORDER_OF_SEVERAL_SELLERS);
  return first.sellerId;
}

/** An order by number that belongs to the owner (customer or guest session), else not found. */
export async function loadOwnedOrder(db: Db, owner: Owner, orderNumber: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  if (!order || !owns(owner, order)) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * An order the caller may pay now: theirs, not cancelled, not already paid, and — when the body names a
 * seller — sold by that seller. Returns the order and its seller.
 */
export async function loadPayableOrder(
  db: Db,
  owner: Owner,
  orderNumber: string,
  sellerId?: string,
): Promise<{ order: OrderRow; sellerId: string }> {
  const order = await loadOwnedOrder(db, owner, orderNumber);
  if (order.deliveryStatus === 'cancelled') throw conflict(ORDER_CANCELLED);
  if (order.paymentStatus === 'paid') throw conflict(ORDER_ALREADY_PAID);
  const orderSeller = await orderSellerId(db, order.id);
  if (sellerId && sellerId !== orderSeller) throw notFound(ORDER_NOT_FOUND);
  return { order, sellerId: orderSeller };
}

/** The order of a verified provider notification (no caller identity: the provider vouches). */
export async function loadOrderByNumber(db: Db, orderNumber: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber)))
    .limit(1);
  return order;
}
