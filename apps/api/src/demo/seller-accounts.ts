import { randomInt } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sellerAccounts, sellers } from '../db/schema.js';
import { isDomainError } from '../domain/errors.js';
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

/** What the start did to the demo shops' seller accounts, for its log. */
export type DemoSellerAccounts =
  /** No demo shop in the database (SEED_DEMO=false, or another catalogue). */
  | { kind: 'none' }
  /** DEMO_SELLER_PASSWORD is set: every demo account signs in with it. */
  | { kind: 'configured'; emails: string[] }
  /** Accounts created now with `password`, generated now and stored only as a hash; `existing` untouched. */
  | { kind: 'generated'; emails: string[]; password: string; existing: string[] }
  /** Every demo account existed already; its password is the one printed when it was created. */
  | { kind: 'existing'; emails: string[] };

// no 0/O, 1/l/I: the password is read off a terminal and typed in
const READABLE = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A random password for the demo accounts: 16 characters of a readable alphabet (about 93 bits), in
 * groups of four.
 * @example generateDemoPassword() // 'k7Rm-Xq2c-Pw9d-TnE4'
 */
export function generateDemoPassword(): string {
  const groups: string[] = [];
  for (let group = 0; group < 4; group++) {
    let text = '';
    for (let index = 0; index < 4; index++) text += READABLE[randomInt(READABLE.length)];
    groups.push(text);
  }
  return groups.join('-');
}

/**
 * Gives each demo shop a seller account `owner@{shop}.example`, at every start, so the demo's orders can be
 * run from the seller console. With `password` (DEMO_SELLER_PASSWORD) every demo account takes it, new or
 * not. Without it, the shops that have no account yet get one with a password generated now, returned to
 * be printed once (only its hash is stored; it is never written to disk); accounts that exist keep theirs.
 */
export async function applyDemoSellerAccounts(
  db: Db,
  password: string | undefined,
): Promise<DemoSellerAccounts> {
  const demo = await db
    .select({ id: sellers.id, name: sellers.name })
    .from(sellers)
    .where(inArray(sellers.name, DEMO_SHOP_NAMES))
    .orderBy(sellers.name);
  if (demo.length === 0) return { kind: 'none' };
  const shops = demo.map((shop) => ({ ...shop, email: demoSellerEmail(shop.name) }));

  if (password) {
    const passwordHash = await hashPassword(password);
    for (const { id, email } of shops) {
      const updated = await db
        .update(sellerAccounts)
        .set({ passwordHash })
        .where(sql`lower(${sellerAccounts.email}) = lower(${email})`)
        .returning({ id: sellerAccounts.id });
      if (updated.length === 0) await createSellerAccount(db, { seller: id, email, password });
    }
    return { kind: 'configured', emails: shops.map((shop) => shop.email) };
  }

  const taken = new Set(
    (
      await db
        .select({ email: sql<string>`lower(${sellerAccounts.email})` })
        .from(sellerAccounts)
        .where(
          inArray(
            sql`lower(${sellerAccounts.email})`,
            shops.map((shop) => shop.email),
          ),
        )
    ).map((row) => row.email),
  );
  const existing = shops.filter((shop) => taken.has(shop.email)).map((shop) => shop.email);
  const created: string[] = [];
  const generated = generateDemoPassword();
  for (const { id, email } of shops.filter((shop) => !taken.has(shop.email))) {
    try {
      await createSellerAccount(db, { seller: id, email, password: generated });
      created.push(email);
    } catch (error) {
      // another instance starting on the same database created it first: its start prints that password
      if (!isDomainError(error, 'conflict')) throw error;
      existing.push(email);
    }
  }
  if (created.length === 0) return { kind: 'existing', emails: existing };
  return { kind: 'generated', emails: created, password: generated, existing };
}

/** The start-up log's notice of the demo seller accounts; `plain` ones are also printed as they stand. */
export interface DemoSellerNotice {
  message: string;
  details: { signInUrl: string; emails: string[] };
  /** True when it holds a generated password: printed to stdout outside the JSON log line too. */
  plain: boolean;
}

/**
 * What the start-up log says of the demo seller accounts: the generated password once, with the sign-in
 * address and the e-mails; at later starts where the password went.
 * @example
 * demoSellerNotice({ kind: 'existing', emails: ['owner@a.example'] }, 'http://localhost:8000')?.message
 * // 'demo seller accounts exist (owner@a.example); the password was printed at first start — …'
 */
export function demoSellerNotice(accounts: DemoSellerAccounts, publicUrl: string): DemoSellerNotice | null {
  const signInUrl = `${publicUrl}/seller/login`;
  switch (accounts.kind) {
    case 'none':
      return null;
    case 'configured':
      return {
        message: `demo seller accounts (${accounts.emails.join(', ')}) sign in at ${signInUrl} with DEMO_SELLER_PASSWORD`,
        details: { signInUrl, emails: accounts.emails },
        plain: false,
      };
    case 'existing':
      return {
        message: `demo seller accounts exist (${accounts.emails.join(', ')}); the password was printed at first start — set DEMO_SELLER_PASSWORD to choose one. Sign in at ${signInUrl}`,
        details: { signInUrl, emails: accounts.emails },
        plain: false,
      };
    case 'generated':
      return {
        message: [
          'Demo seller accounts created. Sign in to the seller console:',
          `  address:  ${signInUrl}`,
          ...accounts.emails.map((email, index) => `  ${index === 0 ? 'e-mails: ' : '         '} ${email}`),
          `  password: ${accounts.password}`,
          'This password is shown only this once (only its hash is stored).',
          'Set DEMO_SELLER_PASSWORD (at least 8 characters) to choose the password instead.',
          ...(accounts.existing.length > 0
            ? [`(${accounts.existing.join(', ')} existed already and keep their password.)`]
            : []),
        ].join('\n'),
        details: { signInUrl, emails: accounts.emails },
        plain: true,
      };
  }
}
