import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, products } from '../../db/schema.js';

/**
 * Puts an order's quantities back in stock (all of its lines, or one seller's). Call it inside the
 * transaction that cancels the order, after locking the order row and checking it was not cancelled yet:
 * that check is what makes the restock happen exactly once.
 */
export async function restockOrder(tx: Db, orderId: string, sellerId?: string): Promise<void> {
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(
      sellerId
        ? and(eq(orderLines.orderId, orderId), eq(orderLines.sellerId, sellerId))
        : eq(orderLines.orderId, orderId),
    );
  const restock = new Map<string, number>();
  for (const line of lines) {
    // a product deleted since the order has nothing to restock
    if (line.productId) restock.set(line.productId, (restock.get(line.productId) ?? 0) + line.quantity);
  }
  // ascending id order, as place-order locks them: no deadlock between a cancel and a purchase
  for (const productId of [...restock.keys()].sort()) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${restock.get(productId) ?? 0}` })
      .where(eq(products.id, productId));
  }
}
