import {
  currencySymbol,
  fromCents,
  type OrderInput,
  type OrderProductInput,
  type OrderStatusFilter,
  PaymentDetailsSchema,
  PENDING_STATUSES,
  RECENT_ORDERS_LIMIT,
} from '@souk/core';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Db, prepared } from '../../db/client.js';
import { orderLines, orders, sellerOrders, sellers } from '../../db/schema.js';
import { notFound } from '../../domain/errors.js';
import { type Owner, owns } from '../../domain/owner.js';
import { type LineRow, ORDER_NOT_FOUND, type OrderRow, type PartRow } from './order-rows.js';

function toOrderProduct(line: LineRow): OrderProductInput {
  const unit = fromCents(line.unitPriceCents);
  const product: OrderProductInput = {
    _id: line.id,
    sellerId: line.sellerId,
    name: line.name,
    brand: line.brand,
    slug: line.slug,
    images: line.images,
    productInfo: {
      name: line.name,
      brand: line.brand,
      images: line.images,
      slug: line.slug,
      price: unit,
      discount: line.discount,
      bulkPricing: line.bulkPricing,
      packSize: line.packSize,
    },
    price: fromCents(line.lineTotalCents),
    originalPrice: unit,
    discountedPrice: fromCents(line.discountedUnitCents),
    discount: line.discount,
    bulkPricing: line.bulkPricing,
    quantity: line.quantity,
    addons: line.addons,
    currency: line.currency,
    packSize: line.packSize,
    priceDetails: {
      originalPrice: unit,
      discount: line.discount,
      bulkPricing: line.bulkPricing,
      addons: line.addons,
    },
  };
  // the product may have been deleted since; the frozen line stays
  if (line.productId) product.productId = line.productId;
  return product;
}

/** The wire shape of an order from its rows: parts and lines in id order. */
export function toOrder(row: OrderRow, parts: PartRow[], lines: LineRow[]): OrderInput {
  const first = parts[0];
  // payment details are written by payment services: only the fields of the wire contract leave the server
  const details = row.paymentDetails ? PaymentDetailsSchema.safeParse(row.paymentDetails) : null;
  const order: OrderInput = {
    _id: row.id,
    orderNumber: row.orderNumber,
    date: row.createdAt.toISOString(),
    products: lines.map(toOrderProduct),
    price: fromCents(row.totalCents),
    shipping_fee: fromCents(row.shippingFeeCents),
    payment_status: row.paymentStatus,
    delivery_status: row.deliveryStatus,
    authorOrdersData: parts.map((part) => ({
      _id: part.id,
      sellerId: part.sellerId,
      shopName: part.shopName,
      price: fromCents(part.priceCents),
      shippingFee: fromCents(part.shippingFeeCents),
      delivery_status: part.deliveryStatus,
      payment_status: part.paymentStatus,
    })),
    shippingInfo: row.shippingInfo,
    customerId: row.customerId,
    paymentMethod: row.paymentMethod,
    paymentDetails: details?.success ? details.data : null,
    currency: row.currency,
    notes: row.notes,
  };
  if (first) {
    order.sellerId = first.sellerId;
    order.seller = {
      _id: first.sellerId,
      name: first.sellerName,
      shopName: first.shopName,
      currency: first.sellerCurrency,
      currencySymbol: currencySymbol(first.sellerCurrency),
    };
  }
  return order;
}

function groupBy<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

const partsQuery = (db: Db, orderIds: SQL) =>
  db
    .select({
      id: sellerOrders.id,
      orderId: sellerOrders.orderId,
      sellerId: sellerOrders.sellerId,
      priceCents: sellerOrders.priceCents,
      shippingFeeCents: sellerOrders.shippingFeeCents,
      deliveryStatus: sellerOrders.deliveryStatus,
      paymentStatus: sellerOrders.paymentStatus,
      sellerName: sellers.name,
      shopName: sellers.shopName,
      sellerCurrency: sellers.currency,
    })
    .from(sellerOrders)
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .where(orderIds)
    .orderBy(asc(sellerOrders.id));

const linesQuery = (db: Db, orderIds: SQL) =>
  db.select().from(orderLines).where(orderIds).orderBy(asc(orderLines.id));

/**
 * The parts and lines of these orders. One order (every place-order, order page and cancel) reads them with
 * two prepared statements; several with two plain batched queries.
 */
async function orderChildren(db: Db, ids: string[]): Promise<{ parts: PartRow[]; lines: LineRow[] }> {
  // sequential: inside a transaction both run on one connection
  if (ids.length === 1) {
    const values = { orderId: ids[0] };
    const parts = await prepared(db, 'souk_order_parts', (db, name) =>
      partsQuery(db, eq(sellerOrders.orderId, sql.placeholder('orderId'))).prepare(name),
    ).execute(values);
    const lines = await prepared(db, 'souk_order_lines', (db, name) =>
      linesQuery(db, eq(orderLines.orderId, sql.placeholder('orderId'))).prepare(name),
    ).execute(values);
    return { parts, lines };
  }
  const parts = await partsQuery(db, inArray(sellerOrders.orderId, ids));
  const lines = await linesQuery(db, inArray(orderLines.orderId, ids));
  return { parts, lines };
}

/**
 * The wire shape of these orders, in their order: parts and lines of all of them in two batched queries
 * (never one query per order).
 */
export async function toOrders(db: Db, rows: OrderRow[]): Promise<OrderInput[]> {
  if (rows.length === 0) return [];
  const { parts, lines } = await orderChildren(
    db,
    rows.map((row) => row.id),
  );
  const partsByOrder = groupBy(parts);
  const linesByOrder = groupBy(lines);
  return rows.map((row) => toOrder(row, partsByOrder.get(row.id) ?? [], linesByOrder.get(row.id) ?? []));
}

/** One order's wire shape. */
export async function toOrderWire(db: Db, row: OrderRow): Promise<OrderInput> {
  const [order] = await toOrders(db, [row]);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** An order by id. */
export async function getOrderRow(db: Db, orderId: string): Promise<OrderRow> {
  const [row] = await prepared(db, 'souk_order_by_id', (db, name) =>
    db
      .select()
      .from(orders)
      .where(eq(orders.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  ).execute({ id: orderId });
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/**
 * An order by its number (or id) that belongs to the caller: the customer by token, a guest by the session
 * that placed it. Someone else's order answers not found like a missing one, so order numbers cannot be probed.
 */
export async function findOwnedOrder(db: Db, key: string, owner: Owner): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.orderNumber, key), eq(orders.id, key)))
    .limit(1);
  if (!row || !owns(owner, row)) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** Newest first, ties by id: the order every list of orders answers in. */
export const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** A customer's orders, newest first, all or one delivery status (spec §2 Dashboard filters). */
export async function listCustomerOrders(
  db: Db,
  customerId: string,
  status: OrderStatusFilter,
): Promise<OrderInput[]> {
  const mine = eq(orders.customerId, customerId);
  const rows = await db
    .select()
    .from(orders)
    .where(status === 'all' ? mine : and(mine, eq(orders.deliveryStatus, status)))
    .orderBy(...newestFirst);
  return toOrders(db, rows);
}

/** GET gat-dashboard-data as the server writes it. */
export interface DashboardData {
  totalOrder: number;
  pendingOrder: number;
  cancelledOrder: number;
  recentOrders: OrderInput[];
}

/** The dashboard figures of a customer, counted in SQL, and the 5 newest orders (spec §9). */
export async function dashboardData(db: Db, customerId: string): Promise<DashboardData> {
  const pending = sql.join(
    PENDING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${orders.deliveryStatus} in (${pending})))::int`,
      cancelled: sql<number>`(count(*) filter (where ${orders.deliveryStatus} = 'cancelled'))::int`,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const recent = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(...newestFirst)
    .limit(RECENT_ORDERS_LIMIT);
  return {
    totalOrder: counts?.total ?? 0,
    pendingOrder: counts?.pending ?? 0,
    cancelledOrder: counts?.cancelled ?? 0,
    recentOrders: await toOrders(db, recent),
  };
}
