import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { emitEvent } from '../../events/outbox.js';
import { effectivePriceCents } from '../subscriptions.js';

/** What alerts watch of a product: its stock, its price after the discount (and whether shoppers see it). */
export type AlertFacts = Pick<
  typeof products.$inferSelect,
  'id' | 'sellerId' | 'stock' | 'priceCents' | 'discount' | 'published'
>;

const FACTS = {
  id: products.id,
  sellerId: products.sellerId,
  stock: products.stock,
  priceCents: products.priceCents,
  discount: products.discount,
  published: products.published,
};

/**
 * The seller's products' alert facts before a write, locked for the write's transaction so two writers
 * compare against what the other committed (no back-in-stock missed or sent twice by a race).
 */
export async function lockAlertFacts(
  tx: Db,
  sellerId: string,
  ids: readonly string[],
): Promise<Map<string, AlertFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select(FACTS)
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, [...ids])))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** The same facts after the write, read in its transaction. */
export async function readAlertFacts(
  tx: Db,
  sellerId: string,
  ids: readonly string[],
): Promise<AlertFacts[]> {
  if (ids.length === 0) return [];
  return tx
    .select(FACTS)
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, [...ids])));
}

/**
 * Emits, in the write's transaction, `product.back_in_stock` for each product whose stock went from 0 to
 * more, and `product.price_dropped` for each whose price after the discount fell (issue 22's alerts; the
 * alerts subscriber mails the shoppers waiting).
 */
export async function emitProductAlerts(
  tx: Db,
  before: ReadonlyMap<string, AlertFacts>,
  after: readonly AlertFacts[],
): Promise<void> {
  for (const now of after) {
    const was = before.get(now.id);
    if (!was) continue;
    const payload = {
      productId: now.id,
      sellerId: now.sellerId,
      oldPriceCents: effectivePriceCents(was),
      newPriceCents: effectivePriceCents(now),
    };
    if (was.stock === 0 && now.stock > 0) await emitEvent(tx, 'product.back_in_stock', payload);
    if (payload.newPriceCents < payload.oldPriceCents) await emitEvent(tx, 'product.price_dropped', payload);
  }
}
