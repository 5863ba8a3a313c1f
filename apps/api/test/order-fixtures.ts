import { randomUUID } from 'node:crypto';
import type { ShippingInfoInput } from '@souk/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { cartLines, orderLines, orders, sellerOrders } from '../src/db/schema.js';

/** A complete shipping form (spec §5: all eight fields). */
export function shippingInfo(overrides: Partial<ShippingInfoInput> = {}): ShippingInfoInput {
  return {
    name: 'Ann Guest',
    address: '12 Bree Street',
    email: 'ann@example.com',
    phone: '082 123 4567',
    post: '8001',
    province: 'Western Cape',
    city: 'Cape Town',
    area: 'CBD',
    ...overrides,
  };
}

export interface LineRequest {
  productId: string;
  quantity: number;
  addons?: { text: string; price: number }[];
}

/** A place-order body as the client sends it (spec §7), with its informative price fields. */
export function placeOrderBody(lines: LineRequest[], extra: Record<string, unknown> = {}) {
  return {
    products: lines.map((line) => ({ ...line, addons: line.addons ?? [] })),
    price: 1,
    shipping_fee: 1,
    items: lines.length,
    shippingInfo: shippingInfo(),
    userId: null,
    notes: '',
    ...extra,
  };
}

/** A cart line owned by a customer or a guest session. */
export async function insertCartLine(
  db: Db,
  line: { sellerId: string; productId: string; customerId?: string; sessionId?: string; quantity?: number },
) {
  const id = randomUUID();
  await db.insert(cartLines).values({
    id,
    sellerId: line.sellerId,
    productId: line.productId,
    customerId: line.customerId ?? null,
    sessionId: line.sessionId ?? null,
    quantity: line.quantity ?? 1,
  });
  return id;
}

/** Everything an order left in the database. */
export async function orderRows(db: Db, orderNumber: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) return { order, parts: [], lines: [] };
  const parts = await db
    .select()
    .from(sellerOrders)
    .where(eq(sellerOrders.orderId, order.id))
    .orderBy(asc(sellerOrders.id));
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  return { order, parts, lines };
}

/** Moves an order along as a seller or payment would. */
export async function setOrderStatus(
  db: Db,
  orderNumber: string,
  status: { deliveryStatus?: string; paymentStatus?: string },
) {
  await db.update(orders).set(status).where(eq(orders.orderNumber, orderNumber));
}

export async function countRows(db: Db) {
  const [allOrders, parts, lines, carts] = [
    await db.select({ id: orders.id }).from(orders),
    await db.select({ id: sellerOrders.id }).from(sellerOrders),
    await db.select({ id: orderLines.id }).from(orderLines),
    await db.select({ id: cartLines.id }).from(cartLines),
  ];
  return { orders: allOrders.length, parts: parts.length, lines: lines.length, cartLines: carts.length };
}
