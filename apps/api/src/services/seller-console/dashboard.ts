import {
  type DashboardRange,
  fromCents,
  LOW_STOCK_THRESHOLD,
  type SellerDashboardResponse,
  STORED_SELLER_ORDER_STATUSES,
} from '@souk/core';
import { and, asc, count, eq, gte, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, payments, products, sellerOrders, sellers } from '../../db/schema.js';
import { notFound } from '../../domain/errors.js';
import { countPendingOfflinePayments } from '../payments/offline.js';

/** The low-stock list shows this many products (the count covers them all). */
export const LOW_STOCK_LIST_LIMIT = 20;
export const SHOP_NOT_FOUND = 'Shop not found';

const DAY_MS = 86_400_000;
const RANGE_DAYS: Record<DashboardRange, number> = { today: 1, '7d': 7, '30d': 30 };

/** The period's days (UTC, `YYYY-MM-DD`), oldest first, ending today, and the midnight it starts at. */
export function rangeDays(range: DashboardRange, now: Date): { start: Date; days: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const total = RANGE_DAYS[range];
  const days = Array.from({ length: total }, (_, index) =>
    new Date(today - (total - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
  return { start: new Date(today - (total - 1) * DAY_MS), days };
}

const notCancelled = sql`${sellerOrders.deliveryStatus} <> 'cancelled'`;
/** Revenue counts parts paid and not cancelled since (a cancelled paid order is money to give back). */
const paidPart = sql`${sellerOrders.paymentStatus} = 'paid' and ${notCancelled}`;
const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * "To ship" now: the seller's parts not yet shipped, delivered or cancelled that may go out — paid, or cash
 * on delivery (paid at the door) whose payment awaits approval or is approved. An unpaid bank transfer
 * waits for its money, so it is not counted.
 */
function toShip(sellerId: string): SQL | undefined {
  const cashOnDelivery = sql`exists (select 1 from ${payments} where ${payments.orderId} = ${sellerOrders.orderId} and ${payments.sellerId} = ${sellerOrders.sellerId} and ${payments.method} = 'cashOnDelivery' and ${payments.status} in ('pending_approval', 'approved'))`;
  return and(
    eq(sellerOrders.sellerId, sellerId),
    notInArray(sellerOrders.deliveryStatus, [
      ...STORED_SELLER_ORDER_STATUSES.shipped,
      ...STORED_SELLER_ORDER_STATUSES.delivered,
      ...STORED_SELLER_ORDER_STATUSES.cancelled,
    ]),
    or(eq(sellerOrders.paymentStatus, 'paid'), cashOnDelivery),
  );
}

/**
 * GET /seller/dashboard: the shop's figures for today, the last 7 or 30 days (UTC days, today included) —
 * revenue of paid orders, orders placed (cancelled ones left out), average order value — and, as of now,
 * payments awaiting approval, orders to ship and low stock; with one point per day, days without orders
 * included.
 * @throws not found (the seller's shop is gone)
 */
export async function sellerDashboard(
  db: Db,
  sellerId: string,
  range: DashboardRange,
  now: Date = new Date(),
): Promise<Omit<SellerDashboardResponse, 'success'>> {
  const { start, days } = rangeDays(range, now);
  const inPeriod = and(eq(sellerOrders.sellerId, sellerId), gte(orders.createdAt, start));
  const [[shop], perDay, awaitingApproval, [shipping], lowStockRows, [lowStockCount]] = await Promise.all([
    db.select({ currency: sellers.currency }).from(sellers).where(eq(sellers.id, sellerId)).limit(1),
    db
      .select({
        day,
        orders: sql<number>`(count(*) filter (where ${notCancelled}))::int`,
        paidOrders: sql<number>`(count(*) filter (where ${paidPart}))::int`,
        revenueCents: sql<number>`(coalesce(sum(${sellerOrders.priceCents}) filter (where ${paidPart}), 0))::float8`,
      })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
      .where(inPeriod)
      .groupBy(day),
    countPendingOfflinePayments(db, sellerId),
    db.select({ value: count() }).from(sellerOrders).where(toShip(sellerId)),
    db
      .select({ id: products.id, name: products.name, slug: products.slug, stock: products.stock })
      .from(products)
      .where(and(eq(products.sellerId, sellerId), lte(products.stock, LOW_STOCK_THRESHOLD)))
      .orderBy(asc(products.stock), asc(products.name), asc(products.id))
      .limit(LOW_STOCK_LIST_LIMIT),
    db
      .select({ value: count() })
      .from(products)
      .where(and(eq(products.sellerId, sellerId), lte(products.stock, LOW_STOCK_THRESHOLD))),
  ]);
  if (!shop) throw notFound(SHOP_NOT_FOUND);

  const byDay = new Map(perDay.map((row) => [row.day, row]));
  let revenueCents = 0;
  let placed = 0;
  let paid = 0;
  const daily = days.map((date) => {
    const row = byDay.get(date);
    revenueCents += row?.revenueCents ?? 0;
    placed += row?.orders ?? 0;
    paid += row?.paidOrders ?? 0;
    return { date, revenue: fromCents(row?.revenueCents ?? 0), orders: row?.orders ?? 0 };
  });
  return {
    range,
    currency: shop.currency,
    revenue: fromCents(revenueCents),
    orders: placed,
    averageOrderValue: paid > 0 ? fromCents(Math.round(revenueCents / paid)) : 0,
    awaitingApproval,
    toShip: shipping?.value ?? 0,
    lowStock: lowStockCount?.value ?? 0,
    lowStockProducts: lowStockRows,
    daily,
  };
}
