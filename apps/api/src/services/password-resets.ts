import { RESET_LINK_INVALID as LINK_INVALID, PASSWORD_RESET_MINUTES } from '@souk/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customerPasswordResets, sellerPasswordResets } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import type { ResetPurpose } from '../lib/reset-tokens.js';

/** A forged, used or expired link, named by its field as the request validation's refusals are. */
export const RESET_LINK_INVALID = `token: ${LINK_INVALID}`;

/**
 * The password resets of seller accounts and of customers: two tables of one shape (id, owner, expires_at,
 * used_at), each read and written here only, so the single-use rule is written once.
 */
const RESETS = {
  seller: { table: sellerPasswordResets, owner: sellerPasswordResets.accountId },
  customer: { table: customerPasswordResets, owner: customerPasswordResets.customerId },
} as const;

/** A reset that can still be used: not used, not expired (database time). */
function usable(purpose: ResetPurpose) {
  const { table } = RESETS[purpose];
  return and(isNull(table.usedAt), gt(table.expiresAt, sql`now()`));
}

/**
 * Stores a reset for the owner (a seller account or a customer), valid for PASSWORD_RESET_MINUTES by
 * the database's clock, and answers its id. Run it in the transaction that emits the reset's event.
 */
export async function createPasswordReset(tx: Db, purpose: ResetPurpose, ownerId: string): Promise<string> {
  const id = newId();
  const expiresAt = sql`now() + make_interval(mins => ${PASSWORD_RESET_MINUTES})`;
  if (purpose === 'seller') {
    await tx.insert(sellerPasswordResets).values({ id, accountId: ownerId, expiresAt });
  } else {
    await tx.insert(customerPasswordResets).values({ id, customerId: ownerId, expiresAt });
  }
  return id;
}

/**
 * Uses a reset up and answers its owner, or null when it is unknown, used or expired. One conditional
 * update decides, so of two confirms racing with the same link one gets the owner and the other null. The
 * owner's other pending links are used up too: the new password is set, whoever holds an older link is out.
 * Run it in the transaction that sets the password, so a refusal after it rolls the use back.
 */
export async function consumePasswordReset(
  tx: Db,
  purpose: ResetPurpose,
  resetId: string,
): Promise<string | null> {
  const { table, owner } = RESETS[purpose];
  const [reset] = await tx
    .update(table)
    .set({ usedAt: sql`now()` })
    .where(and(eq(table.id, resetId), usable(purpose)))
    .returning({ ownerId: owner });
  if (!reset) return null;
  await tx
    .update(table)
    .set({ usedAt: sql`now()` })
    .where(and(eq(owner, reset.ownerId), usable(purpose)));
  return reset.ownerId;
}
