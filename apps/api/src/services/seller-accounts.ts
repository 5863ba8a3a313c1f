import type { SellerMeResponse } from '@souk/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sellerAccounts, sellers } from '../db/schema.js';
import { conflict, notFound } from '../domain/errors.js';
import { newId } from '../lib/ids.js';
import { hashPassword, passwordMatches } from '../lib/passwords.js';
import type { TokenSellerAccount } from '../lib/seller-tokens.js';
import { findShopByName, getShop, SELLER_NOT_FOUND } from './shops.js';

export const SELLER_EMAIL_TAKEN = 'A seller account with this email already exists';
export const SELLER_SIGN_IN_REQUIRED = 'Please sign in as a seller to continue';

/**
 * Creates a seller account for a shop named by its path name (e.g. `urban-threads`) or id, the password
 * hashed with argon2id as customers' are (`hashPassword`). The email is stored as given (normalized by
 * the caller); it is unique case-insensitively.
 * @throws not found (no such shop), conflict (the email is taken)
 */
export async function createSellerAccount(
  db: Db,
  input: { seller: string; email: string; password: string },
): Promise<TokenSellerAccount> {
  const seller =
    (await findShopByName(db, input.seller)) ??
    (await db.select().from(sellers).where(eq(sellers.id, input.seller)).limit(1))[0];
  if (!seller) throw notFound(SELLER_NOT_FOUND);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(sellerAccounts)
    .values({ id: newId(), sellerId: seller.id, email: input.email, passwordHash })
    .onConflictDoNothing()
    .returning({ id: sellerAccounts.id, sellerId: sellerAccounts.sellerId, email: sellerAccounts.email });
  if (!row) throw conflict(SELLER_EMAIL_TAKEN);
  return row;
}

/**
 * The seller account with this email and password, or null — the same answer and about the same time
 * whether the email is unknown or the password wrong.
 */
export async function authenticateSeller(
  db: Db,
  email: string,
  password: string,
): Promise<TokenSellerAccount | null> {
  const [row] = await db
    .select()
    .from(sellerAccounts)
    .where(sql`lower(${sellerAccounts.email}) = lower(${email})`)
    .limit(1);
  if (!(await passwordMatches(row?.passwordHash ?? null, password)) || !row) return null;
  return { id: row.id, sellerId: row.sellerId, email: row.email };
}

/**
 * The signed-in account and the shop it runs, for the console's header.
 * @throws not found when the shop is gone (its account goes with it, so only in a race)
 */
export async function getSellerMe(
  db: Db,
  account: TokenSellerAccount,
): Promise<Omit<SellerMeResponse, 'success'>> {
  const shop = await getShop(db, account.sellerId);
  return {
    account: { id: account.id, email: account.email },
    shop: {
      id: shop.id,
      name: shop.name,
      shopName: shop.shopName,
      image: shop.image,
      currency: shop.currency,
      locale: shop.locale,
    },
  };
}
