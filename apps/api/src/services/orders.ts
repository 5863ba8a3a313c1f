import {
  currencySymbol,
  fromCents,
  GUEST_LOOKUP_MESSAGE,
  type GuestCustomer,
  type OrderInput,
  type OrderProductInput,
  type OrderStatusFilter,
  PaymentDetailsSchema,
  PENDING_STATUSES,
  RECENT_ORDERS_LIMIT,
} from '@souk/core';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Db, prepared } from '../db/client.js';
import { orderLines, orders, sellerOrders, sellers } from '../db/schema.js';
import { invalid, notFound } from '../domain/errors.js';
import { type Owner, owns } from '../domain/owner.js';
import { maskEmail, maskName, maskPhone } from '../lib/masking.js';
import {
  contactEmail,
  contactPhone,
  type PlaceOrderInput,
  type PlaceOrderOptions,
  placeOrderRows,
} from './place-order.js';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;

export const ORDER_NOT_FOUND = 'Order not found';
/** A public lookup answers at most this many orders. */
export const GUEST_ORDERS_LIMIT = 100;

/** A seller part with the shop facts the wire shows. */
export interface PartRow {
  id: string;
  orderId: string;
  sellerId: string;
  priceCents: number;
  shippingFeeCents: number;
  deliveryStatus: string;
  paymentStatus: string;
  sellerName: string;
  shopName: string;
  sellerCurrency: string;
}

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

/**
 * Places an order (`placeOrderRows`) and answers its wire shape from the rows the write returned: no
 * read-back.
 */
export async function placeOrderWire(
  db: Db,
  input: PlaceOrderInput,
  options: PlaceOrderOptions,
): Promise<OrderInput> {
  const { row, parts, lines } = await placeOrderRows(db, input, options);
  return toOrder(row, parts, lines);
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
 * that placed it. Someone else's order answers 404 like a missing one, so order numbers cannot be probed.
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

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

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

/** Shipping info as a lookup answers it to someone who may not have placed the order: masked, city only. */
function maskedShippingInfo(info: OrderRow['shippingInfo']): OrderRow['shippingInfo'] {
  return {
    name: maskName(info.name ?? ''),
    address: '',
    email: maskEmail(info.email ?? ''),
    phone: maskPhone(info.phone ?? ''),
    post: '',
    province: '',
    city: info.city ?? '',
    area: '',
  };
}

/** Who may see an order's contact details in full: the guest session that placed it, or its order number. */
export interface GuestLookupProof {
  /** The caller's guest session (header). */
  sessionId: string | null;
  /** The order number the caller named beside the email or phone. */
  orderNumber?: string | undefined;
}

/**
 * Guest order tracking (spec §6): guest orders whose contact matches exactly after normalization — email
 * trimmed and lower-cased, phone digits only. With both given, both must match. Orders of signed-in
 * customers are never answered here (they have their dashboard). The customer is the newest order's contact.
 * An email or a phone is no proof of identity (phones are compared by digits, so two people can share one):
 * an order's name, address, phone and email come in full only to the guest session that placed it or to a
 * caller who also names its order number; to anyone else masked (`J*** D***`, city only, the phone's last
 * three digits), notes left out.
 */
export async function findGuestOrders(
  db: Db,
  query: { email?: string | undefined; phone?: string | undefined },
  proof: GuestLookupProof,
): Promise<{ orders: OrderInput[]; customer: GuestCustomer | null }> {
  const email = query.email ? contactEmail(query.email) : '';
  const phone = query.phone ? contactPhone(query.phone) : '';
  // e.g. a phone of letters only: nothing usable to match on
  if (!email && !phone) throw invalid(GUEST_LOOKUP_MESSAGE);
  const conditions: SQL[] = [isNull(orders.customerId)];
  if (email) conditions.push(eq(orders.contactEmail, email));
  if (phone) conditions.push(eq(orders.contactPhone, phone));
  const found = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(GUEST_ORDERS_LIMIT);
  const orderNumber = proof.orderNumber?.trim();
  const rows = found.map((row) => {
    const proven =
      (proof.sessionId !== null && row.sessionId === proof.sessionId) || row.orderNumber === orderNumber;
    return proven ? row : { ...row, shippingInfo: maskedShippingInfo(row.shippingInfo), notes: '' };
  });
  const newest = rows[0];
  const customer = newest
    ? {
        name: newest.shippingInfo.name ?? '',
        email: newest.shippingInfo.email ?? '',
        phone: newest.shippingInfo.phone ?? '',
      }
    : null;
  return { orders: await toOrders(db, rows), customer };
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
