import {
  type SellerSignupBody,
  SHOP_ADDRESS_TAKEN,
  type ShopNameAvailableResponse,
  SIGNUP_ACCOUNT_EXISTS,
  SIGNUP_ADDRESS_TAKEN_MEANWHILE,
  SIGNUP_LINK_INVALID,
  SIGNUP_VALID_HOURS,
  shopAddressProblem,
} from '@souk/core';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { paymentConfigs, sellerAccounts, sellerSignups, sellers } from '../db/schema.js';
import { conflict, invalid } from '../domain/errors.js';
import { emitEvent } from '../events/outbox.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../lib/passwords.js';
import { resetIdFromToken } from '../lib/reset-tokens.js';
import type { TokenSellerAccount } from '../lib/seller-tokens.js';

// refusals name their field as the request validation's do (`field: …`), so the console can place them
export const SIGNUP_NAME_TAKEN = `name: ${SHOP_ADDRESS_TAKEN}`;
export const SIGNUP_TOKEN_INVALID = `token: ${SIGNUP_LINK_INVALID}`;

/** A sign-up whose link still works, and which holds its address meanwhile: not used, not expired. */
const pending = () => and(isNull(sellerSignups.usedAt), gt(sellerSignups.expiresAt, sql`now()`));

/**
 * Whether a shop address can be had: the rule and the reserved names (`shopAddressProblem`), then neither a
 * shop's (case-insensitively) nor held by another address's sign-up still waiting for its link. The sign-up
 * of `exceptEmail` does not hold a name against itself, so asking again for the same shop works.
 * @example await shopNameAvailability(db, 'Api') // { name: 'api', available: false, reason: 'This name is reserved…' }
 */
export async function shopNameAvailability(
  db: Db,
  requested: string,
  { exceptEmail }: { exceptEmail?: string } = {},
): Promise<ShopNameAvailableResponse> {
  const name = requested.trim().toLowerCase();
  const problem = shopAddressProblem(name);
  if (problem) return { name, available: false, reason: problem };
  const [shop] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(sql`lower(${sellers.name}) = ${name}`)
    .limit(1);
  const [held] = shop
    ? [shop]
    : await db
        .select({ id: sellerSignups.id })
        .from(sellerSignups)
        .where(
          and(
            sql`lower(${sellerSignups.name}) = ${name}`,
            pending(),
            exceptEmail === undefined
              ? undefined
              : sql`lower(${sellerSignups.email}) <> lower(${exceptEmail})`,
          ),
        )
        .limit(1);
  return held ? { name, available: false, reason: SHOP_ADDRESS_TAKEN } : { name, available: true };
}

/**
 * Asks to open a shop. The address must be free (a taken one is refused: addresses are public, so saying
 * so tells nothing about accounts). When the e-mail already has a seller account nothing is stored and the
 * mail says so; otherwise a sign-up valid for SIGNUP_VALID_HOURS is stored with its
 * `seller.signup_requested` event, in one transaction, and the mail carries its link. The caller answers
 * both alike: the call tells nobody which addresses have accounts.
 * @throws conflict when the address is taken or held
 */
export async function requestSellerSignup(db: Db, input: SellerSignupBody): Promise<void> {
  // hashed first, whatever follows: an existing account takes as long to answer as a new sign-up
  const passwordHash = await hashPassword(input.password);
  const availability = await shopNameAvailability(db, input.name, { exceptEmail: input.email });
  if (!availability.available) throw conflict(`name: ${availability.reason ?? SHOP_ADDRESS_TAKEN}`);
  const [account] = await db
    .select({ id: sellerAccounts.id })
    .from(sellerAccounts)
    .where(sql`lower(${sellerAccounts.email}) = lower(${input.email})`)
    .limit(1);
  await db.transaction(async (tx) => {
    if (account) {
      await emitEvent(tx, 'seller.signup_requested', { accountId: account.id });
      return;
    }
    const signupId = newId();
    await tx.insert(sellerSignups).values({
      id: signupId,
      email: input.email,
      passwordHash,
      name: availability.name,
      shopName: input.shopName,
      countryCode: input.countryCode,
      currency: input.currency,
      expiresAt: sql`now() + make_interval(hours => ${SIGNUP_VALID_HOURS})`,
    });
    await emitEvent(tx, 'seller.signup_requested', { signupId });
  });
}

/**
 * Opens the shop of a verified sign-up: the mailed link's token must be this server's sign-up link, and the
 * sign-up unused and unexpired. In one transaction the sign-up is used up (with the e-mail's other pending
 * ones), and the shop (empty: no products, pages or banners), its seller account (the password chosen at
 * sign-up) and its payment settings (no method enabled) are created. Of two verifications racing with one
 * link one succeeds and the other is refused.
 * @returns the new account, for the caller to start its session
 * @throws invalid for a forged, used or expired link; conflict when the address or the e-mail was taken
 * meanwhile (nothing is created, and the link stays as it was)
 */
export async function verifySellerSignup(
  db: Db,
  jwtSecret: string,
  token: string,
): Promise<TokenSellerAccount> {
  const signupId = resetIdFromToken(jwtSecret, 'signup', token);
  if (!signupId) throw invalid(SIGNUP_TOKEN_INVALID);
  return db.transaction(async (tx) => {
    const [signup] = await tx
      .update(sellerSignups)
      .set({ usedAt: sql`now()` })
      .where(and(eq(sellerSignups.id, signupId), pending()))
      .returning();
    if (!signup) throw invalid(SIGNUP_TOKEN_INVALID);
    const sellerId = newId();
    // the unique indexes decide (lower(name), lower(email)): a shop or account made meanwhile, even by a
    // concurrent verification, leaves nothing inserted here and the transaction rolls back
    const [shop] = await tx
      .insert(sellers)
      .values({
        id: sellerId,
        name: signup.name,
        shopName: signup.shopName,
        countryCode: signup.countryCode,
        currency: signup.currency,
      })
      .onConflictDoNothing()
      .returning({ id: sellers.id });
    if (!shop) throw conflict(SIGNUP_ADDRESS_TAKEN_MEANWHILE);
    const [account] = await tx
      .insert(sellerAccounts)
      .values({ id: newId(), sellerId, email: signup.email, passwordHash: signup.passwordHash })
      .onConflictDoNothing()
      .returning({ id: sellerAccounts.id, sellerId: sellerAccounts.sellerId, email: sellerAccounts.email });
    if (!account) throw conflict(SIGNUP_ACCOUNT_EXISTS);
    await tx.insert(paymentConfigs).values({ sellerId, enabledMethods: [], methodOrder: [] });
    // the e-mail's other links are spent: its shop is open
    await tx
      .update(sellerSignups)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          sql`lower(${sellerSignups.email}) = lower(${signup.email})`,
          ne(sellerSignups.id, signup.id),
          pending(),
        ),
      );
    return account;
  });
}
