import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { badRequest } from '../errors.js';
import { isSessionId, type Owner, requireSameCustomer } from '../plugins/identity.js';

/** A guest session id that cannot be one (`isSessionId`): the field and why. */
export const INVALID_GUEST_SESSION = 'sessionId: is not a valid guest session id';

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

/** The owner of rows created for a signed-in customer. */
export function customerOwner(customerId: string): Owner {
  return { customerId, sessionId: null };
}

/** The owner of rows created for a guest session. */
export function guestOwner(sessionId: string): Owner {
  return { customerId: null, sessionId };
}

/**
 * The owner a body names (add-to-card, add-to-wishlist): `userId` must be the caller's own id (401
 * without a token, 403 for another id); otherwise `sessionId` must be a well-formed guest session id.
 */
export function ownerFromBody(
  request: FastifyRequest,
  body: { userId?: string | null | undefined; sessionId?: string | null | undefined },
): Owner {
  if (body.userId) return customerOwner(requireSameCustomer(request, body.userId).id);
  return guestOwnerOf(body.sessionId);
}

/** A guest owner from a path or body session id — the id is the guest's credential. @throws 400 when malformed */
export function guestOwnerOf(sessionId: unknown): Owner {
  if (!isSessionId(sessionId)) throw badRequest(INVALID_GUEST_SESSION);
  return guestOwner(sessionId);
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
