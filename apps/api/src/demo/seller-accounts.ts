import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sellerAccounts, sellers } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { createSellerAccount } from '../services/seller-accounts.js';
import { DEMO_SHOP_NAMES } from './payment-keys.js';

/**
 * The sign-in email of a demo shop's seller account.
 * @example demoSellerEmail('urban-threads') // 'owner@urban-threads.example'
 */
export function demoSellerEmail(shopName: string): string {
  return `owner@${shopName}.example`;
}

/**
 * Gives each demo shop a seller account `owner@{shop}.example` signing in with `password` (README
 * "Payments"), at every start, so the demo's bank transfers and cash payments can be approved. Without a
 * password nothing is created; an existing demo account takes the password given now.
 */
export async function applyDemoSellerAccounts(db: Db, password: string | undefined): Promise<void> {
  if (!password) return;
  const demo = await db
    .select({ id: sellers.id, name: sellers.name })
    .from(sellers)
    .where(inArray(sellers.name, DEMO_SHOP_NAMES));
  for (const { id, name } of demo) {
    const email = demoSellerEmail(name);
    const updated = await db
      .update(sellerAccounts)
      .set({ passwordHash: await hashPassword(password) })
      .where(sql`lower(${sellerAccounts.email}) = lower(${email})`)
      .returning({ id: sellerAccounts.id });
    if (updated.length === 0) await createSellerAccount(db, { seller: id, email, password });
  }
}
