import type { Db } from '../db/client.js';
import { hashPassword } from '../lib/passwords.js';
import type { TokenCustomer } from '../lib/tokens.js';
import { mergeGuestCart } from './cart.js';
import { insertCustomer } from './customers.js';
import { mergeGuestWishlist } from './wishlist.js';

/** The answer of every successful sign-in, customer or seller. */
export const LOGGED_IN = 'Login successful';

/**
 * Moves a guest session's cart and wishlist into an account, inside the caller's transaction: a guest who
 * signs in keeps what they collected (spec §4). Each shop's cart joins the account's cart at that shop (see `mergeGuestCart`); wishlist
 * products the account already lists are skipped.
 */
export async function mergeGuestInto(tx: Db, guestSessionId: string, customerId: string): Promise<void> {
  await mergeGuestCart(tx, guestSessionId, customerId);
  await mergeGuestWishlist(tx, guestSessionId, customerId);
}

/** The guest merge in its own transaction (after a login). */
export async function mergeGuestIntoCustomer(
  db: Db,
  guestSessionId: string,
  customerId: string,
): Promise<void> {
  await db.transaction((tx) => mergeGuestInto(tx, guestSessionId, customerId));
}

/**
 * Creates an account and merges the caller's guest cart and wishlist into it in one transaction, so a
 * failed merge leaves no half-made account. The password is hashed before the transaction opens.
 * @throws conflict when the email is taken
 */
export async function registerCustomer(
  db: Db,
  input: { name: string; email: string; password: string },
  guestSessionId: string | null,
): Promise<TokenCustomer> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const customer = await insertCustomer(tx, { name: input.name, email: input.email, passwordHash });
    if (guestSessionId) await mergeGuestInto(tx, guestSessionId, customer.id);
    return customer;
  });
}
