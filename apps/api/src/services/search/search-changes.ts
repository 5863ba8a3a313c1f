import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Logs products in the search engine's change log (migration 0004's `search_changes`) in the caller's
 * transaction. Its trigger fires for the columns the engine indexes; `published` is not one of them, but
 * it decides whether a product is in the index at all, so a write that flips it logs the products here.
 */
export async function logSearchChanges(db: Db, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.execute(
    sql`insert into search_changes (product_id) select unnest(${sql.param([...productIds])}::text[])`,
  );
}
