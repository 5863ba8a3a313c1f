import {
  fromCents,
  largestFittingTier,
  SELLER_ORDER_TRANSITIONS,
  type SellerOrderDetail,
  type SellerOrderPayment,
  type SellerOrderSummary,
  type SellerOrdersQuerySchema,
  type SellerOrdersResponse,
  STORED_SELLER_ORDER_STATUSES,
  sellerOrderStatusOf,
} from '@souk/core';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Db } from '../../db/client.js';
import { orderLines, orders, payments, sellerOrders } from '../../db/schema.js';
import { invalid, notFound } from '../../domain/errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { ORDER_NOT_FOUND } from '../orders/order-rows.js';
import { orderTimeline } from './order-timeline.js';

type OrderRow = typeof orders.$inferSelect;
type PartRow = typeof sellerOrders.$inferSelect;

/** The parsed list query (core's schema fills in the defaults). */
export type SellerOrdersFilter = z.output<typeof SellerOrdersQuerySchema>;

const DAY_MS = 86_400_000;

/** Midnight UTC of a `YYYY-MM-DD` day; the schema checks the shape, this the calendar (no 2026-02-31). */
function utcDay(day: string, field: 'from' | 'to'): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw invalid(`${field}: must be a real date as YYYY-MM-DD`);
  }
  return date;
}

const customerName = sql<string>`coalesce(${orders.shippingInfo} ->> 'name', '')`;

/** Units of the seller's lines of the order. */
const itemCount = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.sellerId} = ${sellerOrders.sellerId})`;

const SORT_COLUMNS = {
  createdAt: orders.createdAt,
  total: sellerOrders.priceCents,
  orderNumber: orders.orderNumber,
  customer: sql`lower(${customerName})`,
} as const;

function summary(order: OrderRow, part: PartRow, items: number): SellerOrderSummary {
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    customerName: order.shippingInfo.name ?? '',
    email: order.shippingInfo.email ?? order.contactEmail,
    phone: order.shippingInfo.phone ?? order.contactPhone,
    itemCount: items,
    total: fromCents(part.priceCents),
    currency: order.currency,
    status: sellerOrderStatusOf(part.deliveryStatus),
    paymentStatus: part.paymentStatus,
    paymentMethod: order.paymentMethod,
  };
}

/** The list's conditions: always this seller's parts, then the filters asked for. */
function listConditions(sellerId: string, filter: SellerOrdersFilter): SQL[] {
  const conditions: SQL[] = [eq(sellerOrders.sellerId, sellerId)];
  if (filter.status) {
    conditions.push(inArray(sellerOrders.deliveryStatus, [...STORED_SELLER_ORDER_STATUSES[filter.status]]));
  }
  if (filter.paymentStatus) conditions.push(eq(sellerOrders.paymentStatus, filter.paymentStatus));
  if (filter.method) conditions.push(eq(orders.paymentMethod, filter.method));
  // days are UTC and inclusive: `to` takes the whole of its day
  if (filter.from) conditions.push(gte(orders.createdAt, utcDay(filter.from, 'from')));
  if (filter.to) conditions.push(lt(orders.createdAt, new Date(utcDay(filter.to, 'to').getTime() + DAY_MS)));
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    const matches = [
      sql`${orders.orderNumber} ilike ${pattern}`,
      sql`${customerName} ilike ${pattern}`,
      sql`coalesce(${orders.shippingInfo} ->> 'email', '') ilike ${pattern}`,
      sql`coalesce(${orders.shippingInfo} ->> 'phone', '') ilike ${pattern}`,
    ];
    // a phone typed with spaces or dashes still finds the number stored as digits
    const digits = q.replace(/\D/g, '');
    if (/^[\d\s()+.-]+$/.test(q) && digits.length >= 3)
      matches.push(sql`${orders.contactPhone} like ${containsPattern(digits)}`);
    const any = or(...matches);
    if (any) conditions.push(any);
  }
  return conditions;
}

/**
 * GET /seller/orders: one page of the seller's orders (its parts of them), sorted and filtered.
 * @throws invalid (a `from`/`to` day that does not exist)
 */
export async function listSellerOrders(
  db: Db,
  sellerId: string,
  filter: SellerOrdersFilter,
): Promise<Omit<SellerOrdersResponse, 'success'>> {
  const where = and(...listConditions(sellerId, filter));
  const sortColumn = SORT_COLUMNS[filter.sort];
  const direction = filter.direction === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, part: sellerOrders, items: itemCount })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
      .where(where)
      .orderBy(direction(sortColumn), direction(orders.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db
      .select({ value: count() })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
      .where(where),
  ]);
  return {
    orders: rows.map((row) => summary(row.order, row.part, row.items)),
    total: total?.value ?? 0,
    page: filter.page,
    perPage: filter.perPage,
  };
}

/**
 * The order of this number with this seller's part of it; another seller's order is "not found", as a
 * missing one.
 */
export async function findSellerOrder(
  db: Db,
  sellerId: string,
  orderNumber: string,
): Promise<{ order: OrderRow; part: PartRow }> {
  const [row] = await db
    .select({ order: orders, part: sellerOrders })
    .from(orders)
    .innerJoin(sellerOrders, and(eq(sellerOrders.orderId, orders.id), eq(sellerOrders.sellerId, sellerId)))
    .where(eq(orders.orderNumber, orderNumber))
    .limit(1);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

function paymentOf(row: typeof payments.$inferSelect): SellerOrderPayment {
  const reason = row.details.reason;
  return {
    reference: row.providerRef,
    method: row.method,
    amount: fromCents(row.amountCents),
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(typeof reason === 'string' ? { reason } : {}),
  };
}

/**
 * GET /seller/orders/{orderNumber}: the seller's part of the order as the console shows it — its lines as
 * bought (the bulk tier found with the same core rule that priced them), totals, shipping, payments,
 * timeline and the statuses it may move to.
 * @throws not found (missing, or another seller's)
 */
export async function getSellerOrder(
  db: Db,
  sellerId: string,
  orderNumber: string,
): Promise<SellerOrderDetail> {
  const { order, part } = await findSellerOrder(db, sellerId, orderNumber);
  const [lines, paymentRows, timeline] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.sellerId, sellerId)))
      .orderBy(asc(orderLines.id)),
    db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.sellerId, sellerId)))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    orderTimeline(db, order.id, sellerId),
  ]);
  const status = sellerOrderStatusOf(part.deliveryStatus);
  return {
    ...summary(
      order,
      part,
      lines.reduce((units, line) => units + line.quantity, 0),
    ),
    items: lines.map((line) => {
      // the tier linePriceCents charged the line with (spec §9): the largest that fits its quantity
      const tier = largestFittingTier(line.bulkPricing, line.quantity);
      return {
        productId: line.productId,
        name: line.name,
        brand: line.brand,
        slug: line.slug,
        image: line.images[0] ?? '',
        quantity: line.quantity,
        unitPrice: fromCents(line.unitPriceCents),
        discount: line.discount,
        discountedUnitPrice: fromCents(line.discountedUnitCents),
        bulkTier: tier
          ? {
              quantity: tier.quantity,
              price: tier.price,
              ...(tier.description ? { description: tier.description } : {}),
            }
          : null,
        addons: line.addons.map((addon) => ({ text: addon.text, price: addon.price })),
        lineTotal: fromCents(line.lineTotalCents),
      };
    }),
    subtotal: fromCents(part.subtotalCents),
    shippingFee: fromCents(part.shippingFeeCents),
    shippingInfo: order.shippingInfo,
    notes: order.notes,
    carrier: part.carrier,
    trackingNumber: part.trackingNumber,
    cancelReason: part.cancelReason,
    payments: paymentRows.map(paymentOf),
    timeline,
    nextStatuses: [...SELLER_ORDER_TRANSITIONS[status]],
  };
}
