import type { SellerProductBulkBody, SellerProductBulkResponse } from '@souk/core';
import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { invalid } from '../../domain/errors.js';
import { logSearchChanges } from '../search/search-changes.js';
import { emitProductAlerts, lockAlertFacts, readAlertFacts } from './product-alerts.js';
import { ownProducts, requireCategory } from './product-fields.js';

/** Highest stock a product takes (as the product form's `Stock` field). */
const MAX_STOCK = 1_000_000;

export const BULK_CATEGORY_REQUIRED = 'category: Choose the category to move the products to';
export const BULK_STOCK_DELTA_REQUIRED = 'stockDelta: Enter the change of stock, e.g. 5 or -5';

const DONE: Record<SellerProductBulkBody['action'], string> = {
  publish: 'published',
  unpublish: 'unpublished',
  delete: 'deleted',
  'set-category': 'moved to the category',
  'adjust-stock': 'with stock adjusted',
};

/**
 * "3 products published", "1 product deleted".
 * @example bulkMessage('delete', 1) // "1 product deleted"
 */
export function bulkMessage(action: SellerProductBulkBody['action'], affected: number): string {
  return `${affected} ${affected === 1 ? 'product' : 'products'} ${DONE[action]}`;
}

/**
 * One action on many of the shop's products, in one transaction. Ids of other shops' products (or of
 * none) are ignored and not counted. Stock adjusted stays between 0 and the form's maximum.
 * @throws invalid (the action's value missing, an unknown category)
 */
export async function bulkUpdateProducts(
  db: Db,
  sellerId: string,
  body: SellerProductBulkBody,
): Promise<SellerProductBulkResponse> {
  const ids = [...new Set(body.ids)];
  const own = ownProducts(sellerId, ids);
  let set: PgUpdateSetSource<typeof products> | undefined;
  switch (body.action) {
    case 'publish':
    case 'unpublish':
      set = { published: body.action === 'publish' };
      break;
    case 'set-category':
      if (body.category === undefined) throw invalid(BULK_CATEGORY_REQUIRED);
      await requireCategory(db, sellerId, body.category);
      set = { category: body.category };
      break;
    case 'adjust-stock': {
      const delta = body.stockDelta;
      if (delta === undefined) throw invalid(BULK_STOCK_DELTA_REQUIRED);
      set = { stock: sql`least(greatest(${products.stock} + ${delta}::int, 0), ${MAX_STOCK})` };
      break;
    }
    case 'delete':
      set = undefined;
      break;
  }
  const affected = await db.transaction(async (tx) => {
    if (!set) {
      const deleted = await tx.delete(products).where(own).returning({ id: products.id });
      return deleted.length;
    }
    // only a stock adjustment can bring a product back in stock
    const before = body.action === 'adjust-stock' ? await lockAlertFacts(tx, sellerId, ids) : new Map();
    const updated = await tx
      .update(products)
      .set({ ...set, updatedAt: sql`now()` })
      .where(own)
      .returning({ id: products.id });
    if (before.size > 0) {
      await emitProductAlerts(
        tx,
        before,
        await readAlertFacts(
          tx,
          sellerId,
          updated.map((row) => row.id),
        ),
      );
    }
    // the search trigger does not watch `published`: log the products whose visibility may have changed
    if (body.action === 'publish' || body.action === 'unpublish') {
      await logSearchChanges(
        tx,
        updated.map((row) => row.id),
      );
    }
    return updated.length;
  });
  return { message: bulkMessage(body.action, affected), affected };
}
