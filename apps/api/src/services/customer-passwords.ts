import { CUSTOMER_CURRENT_PASSWORD_INCORRECT } from '@souk/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customers } from '../db/schema.js';
import { invalid, notFound } from '../domain/errors.js';
import { emitEvent } from '../events/outbox.js';
import { hashPassword, passwordMatches } from '../lib/passwords.js';
import { resetIdFromToken } from '../lib/reset-tokens.js';
import type { SignedInCustomer } from '../lib/tokens.js';
import { endCustomerSessions } from './customer-sessions.js';
import { consumePasswordReset, createPasswordReset, RESET_LINK_INVALID } from './password-resets.js';
import { findShopByName, SELLER_NOT_FOUND } from './shops.js';

// named by its field as the request validation's refusals are, so the form can place it
export const CURRENT_PASSWORD_INCORRECT = `currentPassword: ${CUSTOMER_CURRENT_PASSWORD_INCORRECT}`;

/**
 * Changes the signed-in customer's password after checking the current one, and ends every other session
 * of the customer in the same transaction: whoever else held a session (a stolen cookie) is out at once,
 * while the customer changing it stays signed in with the same token.
 * @throws invalid when the current password is wrong
 */
export async function changeCustomerPassword(
  db: Db,
  customer: SignedInCustomer,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [row] = await db
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customer.id))
    .limit(1);
  if (!(await passwordMatches(row?.passwordHash ?? null, input.currentPassword))) {
    throw invalid(CURRENT_PASSWORD_INCORRECT);
  }
  // hashed before the transaction opens: argon2 takes tens of milliseconds
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
    await endCustomerSessions(tx, customer.id, { except: customer.sessionId });
  });
}

/**
 * Asks for a shopper's password reset link from a shop. An unknown shop is 404 (shops are public; it says
 * nothing of accounts). When the address has a customer account, a reset (valid for
 * PASSWORD_RESET_MINUTES) is stored with its `customer.password_reset_requested` event in one
 * transaction, and the mail subscriber sends the link to that shop's reset page; an unknown address
 * changes nothing. The caller answers both alike, so the call tells nobody which addresses have accounts.
 * @throws notFound when no shop has that name
 */
export async function requestCustomerPasswordReset(
  db: Db,
  input: { email: string; sellerName: string },
): Promise<void> {
  const shop = await findShopByName(db, input.sellerName);
  if (!shop) throw notFound(SELLER_NOT_FOUND);
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${input.email})`)
    .limit(1);
  if (!customer) return;
  await db.transaction(async (tx) => {
    const resetId = await createPasswordReset(tx, 'customer', customer.id);
    // the shop's own spelling of its name: the link's path is the shop's
    await emitEvent(tx, 'customer.password_reset_requested', {
      resetId,
      customerId: customer.id,
      sellerName: shop.name,
    });
  });
}

/**
 * Sets a shopper's new password from a reset link: the token must be a customer link of this server (a
 * seller's link is refused), its reset unused and unexpired, and it works once (`consumePasswordReset`); the
 * customer's other pending links are used up with it, and every session of the customer ends in the same
 * transaction (whoever knew the old password is out; the customer signs in with the new one).
 * @throws invalid for a forged, used or expired link
 */
export async function confirmCustomerPasswordReset(
  db: Db,
  jwtSecret: string,
  input: { token: string; password: string },
): Promise<void> {
  const resetId = resetIdFromToken(jwtSecret, 'customer', input.token);
  if (!resetId) throw invalid(RESET_LINK_INVALID);
  // hashed before the transaction opens: argon2 takes tens of milliseconds
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const customerId = await consumePasswordReset(tx, 'customer', resetId);
    if (!customerId) throw invalid(RESET_LINK_INVALID);
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
    await endCustomerSessions(tx, customerId);
  });
}
