import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders, sellerOrders, sellers } from '../../db/schema.js';

/**
 * Deletes the sellers matching `where` with everything that belongs to them. Categories, products,
 * banners, reviews, cart lines, wishlist items, contact messages and payment configuration follow by
 * cascade; orders that include one of these sellers are deleted first, because order parts and lines keep
 * a plain reference to their seller. The cart holds one seller at a time, so such orders belong to that
 * seller alone.
 * @returns how many sellers and orders were deleted
 */
export async function deleteSellersWhere(db: Db, where: SQL): Promise<{ sellers: number; orders: number }> {
  const sellerIds = db.select({ id: sellers.id }).from(sellers).where(where);
  const byPart = await db
    .delete(orders)
    .where(
      inArray(
        orders.id,
        db
          .select({ id: sellerOrders.orderId })
          .from(sellerOrders)
          .where(inArray(sellerOrders.sellerId, sellerIds)),
      ),
    )
    .returning({ id: orders.id });
  const byLine = await db
    .delete(orders)
    .where(
      inArray(
        orders.id,
        db.select({ id: orderLines.orderId }).from(orderLines).where(inArray(orderLines.sellerId, sellerIds)),
      ),
    )
    .returning({ id: orders.id });
  const deleted = await db.delete(sellers).where(where).returning({ id: sellers.id });
  return { sellers: deleted.length, orders: byPart.length + byLine.length };
}

/** Sellers whose name is one of `names`, case-insensitively (the name's unique index is on lower(name)). */
export function sellerNameIn(names: readonly string[]): SQL {
  return inArray(
    sql`lower(${sellers.name})`,
    names.map((name) => name.toLowerCase()),
  );
}
