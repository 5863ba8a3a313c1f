import { BUY_AGAIN_LIMIT, type BuyAgainItem, type BuyAgainStatus, fromCents } from '@souk/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders, products, sellerOrders } from '../../db/schema.js';

/** A product the seller still sells can go in the cart again while it has stock. */
function statusOf(product: { published: boolean | null; stock: number | null }): BuyAgainStatus {
  if (!product.published) return 'unavailable';
  return (product.stock ?? 0) > 0 ? 'available' : 'out-of-stock';
}

/**
 * Buy again (issue 22): the products of a customer's delivered orders at one shop, each once, the most
 * recently ordered first, at most {@link BUY_AGAIN_LIMIT}. Price, discount, currency, name and image are the
 * product's today (the server's prices always win); a product deleted since keeps its order line's name and
 * image and has no price. Only the seller's part of an order marked delivered counts.
 */
export async function buyAgainItems(db: Db, customerId: string, sellerId: string): Promise<BuyAgainItem[]> {
  // a deleted product's lines lose their product id (ON DELETE SET NULL): they group by what they showed
  const productKey = sql`coalesce(${orderLines.productId}, ${orderLines.slug} || '/' || ${orderLines.name})`;
  const lastBought = db
    .selectDistinctOn([productKey], {
      productId: orderLines.productId,
      name: orderLines.name,
      slug: orderLines.slug,
      images: orderLines.images,
      currency: orderLines.currency,
      orderedAt: sql<Date>`${orders.createdAt}`.as('ordered_at'),
      orderNumber: sql<string>`${orders.orderNumber}`.as('order_number'),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(
      sellerOrders,
      and(eq(sellerOrders.orderId, orderLines.orderId), eq(sellerOrders.sellerId, orderLines.sellerId)),
    )
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orderLines.sellerId, sellerId),
        eq(sellerOrders.deliveryStatus, 'delivered'),
      ),
    )
    .orderBy(productKey, desc(orders.createdAt), desc(orders.id))
    .as('last_bought');

  const rows = await db
    .select({
      productId: lastBought.productId,
      lineName: lastBought.name,
      lineSlug: lastBought.slug,
      lineImages: lastBought.images,
      lineCurrency: lastBought.currency,
      orderedAt: lastBought.orderedAt,
      orderNumber: lastBought.orderNumber,
      name: products.name,
      slug: products.slug,
      images: products.images,
      priceCents: products.priceCents,
      discount: products.discount,
      currency: products.currency,
      stock: products.stock,
      published: products.published,
    })
    .from(lastBought)
    // the seller check again: a product id on a line is the seller's own, but a row of another shop must never show
    .leftJoin(products, and(eq(products.id, lastBought.productId), eq(products.sellerId, sellerId)))
    .orderBy(desc(lastBought.orderedAt), desc(lastBought.orderNumber))
    .limit(BUY_AGAIN_LIMIT);

  return rows.map((row) => {
    const sold = row.priceCents !== null && row.published !== null;
    const status = sold ? statusOf(row) : 'unavailable';
    return {
      productId: row.productId,
      name: row.name ?? row.lineName,
      slug: row.slug ?? row.lineSlug,
      image: (row.images ?? row.lineImages)[0] ?? '',
      price: status === 'unavailable' || row.priceCents === null ? null : fromCents(row.priceCents),
      discount: status === 'unavailable' ? 0 : (row.discount ?? 0),
      currency: row.currency ?? row.lineCurrency,
      status,
      lastOrderedAt: new Date(row.orderedAt).toISOString(),
      orderNumber: row.orderNumber,
    };
  });
}
