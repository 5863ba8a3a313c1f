import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { Owner } from '../domain/owner.js';

/** A table whose rows belong to a customer or a guest session (cart lines, wishlist items). */
export interface OwnedTable {
  customerId: AnyPgColumn;
  sessionId: AnyPgColumn;
}

/**
 * The rows an owner may see and touch, as a WHERE condition; undefined when the caller is nobody.
 * Same rule as `owns()`: a customer owns their rows, a guest only rows that no customer owns.
 * @example db.delete(cartLines).where(and(eq(cartLines.id, id), ownedBy(cartLines, owner)))
 */
export function ownedBy(table: OwnedTable, owner: Owner): SQL | undefined {
  if (owner.customerId) return eq(table.customerId, owner.customerId);
  if (owner.sessionId) return and(isNull(table.customerId), eq(table.sessionId, owner.sessionId));
  return undefined;
}

/**
 * Serializes writes of one owner's cart and wishlist until the transaction ends, so two concurrent adds
 * cannot both pass the one-seller check (spec §5). Call inside a transaction only.
 */
export async function lockOwner(tx: Db, owner: Owner): Promise<void> {
  const key = owner.customerId
    ? `owner:customer:${owner.customerId}`
    : `owner:guest:${owner.sessionId ?? ''}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
