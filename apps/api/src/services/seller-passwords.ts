import { SELLER_CURRENT_PASSWORD_INCORRECT } from '@souk/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sellerAccounts } from '../db/schema.js';
import { invalid } from '../domain/errors.js';
import { emitEvent } from '../events/outbox.js';
import { hashPassword, passwordMatches } from '../lib/passwords.js';
import { resetIdFromToken } from '../lib/reset-tokens.js';
import type { SignedInSeller } from '../lib/seller-tokens.js';
import { consumePasswordReset, createPasswordReset, RESET_LINK_INVALID } from './password-resets.js';
import { endSellerSessions } from './seller-sessions.js';

// refusals name their field as the request validation's do (`field: …`), so the console can place them
export const CURRENT_PASSWORD_INCORRECT = `currentPassword: ${SELLER_CURRENT_PASSWORD_INCORRECT}`;
export const SELLER_PASSWORD_CHANGED = 'Password changed. Your other sessions were signed out.';
export const SELLER_PASSWORD_RESET_DONE = 'Password reset. Please sign in with your new password.';

/**
 * Changes the signed-in seller's password after checking the current one, and ends every other session
 * of the account in the same transaction: whoever else held a session (a stolen token) is out at once,
 * while the seller changing it stays signed in.
 * @throws invalid when the current password is wrong
 */
export async function changeSellerPassword(
  db: Db,
  seller: SignedInSeller,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [row] = await db
    .select({ passwordHash: sellerAccounts.passwordHash })
    .from(sellerAccounts)
    .where(eq(sellerAccounts.id, seller.id))
    .limit(1);
  if (!(await passwordMatches(row?.passwordHash ?? null, input.currentPassword))) {
    throw invalid(CURRENT_PASSWORD_INCORRECT);
  }
  // hashed before the transaction opens: argon2 takes tens of milliseconds
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(sellerAccounts).set({ passwordHash }).where(eq(sellerAccounts.id, seller.id));
    await endSellerSessions(tx, seller.id, { except: seller.sessionId });
  });
}

/**
 * Asks for a password reset link. When the address has a seller account, a reset (valid for
 * SELLER_PASSWORD_RESET_MINUTES) is stored with its `seller.password_reset_requested` event in one
 * transaction, and the mail subscriber sends the link; an unknown address changes nothing. The caller
 * answers both alike, so the call tells nobody which addresses have accounts.
 */
export async function requestSellerPasswordReset(db: Db, email: string): Promise<void> {
  const [account] = await db
    .select({ id: sellerAccounts.id, sellerId: sellerAccounts.sellerId })
    .from(sellerAccounts)
    .where(sql`lower(${sellerAccounts.email}) = lower(${email})`)
    .limit(1);
  if (!account) return;
  await db.transaction(async (tx) => {
    const resetId = await createPasswordReset(tx, 'seller', account.id);
    await emitEvent(tx, 'seller.password_reset_requested', {
      resetId,
      accountId: account.id,
      sellerId: account.sellerId,
    });
  });
}

/**
 * Sets a new password from a reset link. The link's token must be this server's seller link
 * (`resetIdFromToken`), and its reset unused and unexpired (`consumePasswordReset`: of two confirms racing
 * with the same link one succeeds and the other is refused). Every session of the account ends (whoever knew
 * the old password is out), and so do the account's other pending links.
 * @throws invalid for a forged, used or expired link
 */
export async function confirmSellerPasswordReset(
  db: Db,
  jwtSecret: string,
  input: { token: string; password: string },
): Promise<void> {
  const resetId = resetIdFromToken(jwtSecret, 'seller', input.token);
  if (!resetId) throw invalid(RESET_LINK_INVALID);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const accountId = await consumePasswordReset(tx, 'seller', resetId);
    if (!accountId) throw invalid(RESET_LINK_INVALID);
    await tx.update(sellerAccounts).set({ passwordHash }).where(eq(sellerAccounts.id, accountId));
    await endSellerSessions(tx, accountId);
  });
}
