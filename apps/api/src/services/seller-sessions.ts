import type { SellerSession } from '@souk/core';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sellerAccounts, sellerSessions } from '../db/schema.js';
import { notFound, unauthenticated } from '../domain/errors.js';
import { newId } from '../lib/ids.js';
import { SELLER_SESSION_HOURS, type SignedInSeller, type TokenSellerAccount } from '../lib/seller-tokens.js';
import { authenticateSeller, SELLER_SIGN_IN_REQUIRED } from './seller-accounts.js';

export const SELLER_SESSION_NOT_FOUND = 'Session not found';
export const SIGNED_OUT = 'Signed out';
export const SIGNED_OUT_EVERYWHERE = 'Signed out everywhere';
export const SESSION_ENDED = 'Session ended';

/** Where a sign-in comes from, as the sessions list shows it. */
export interface SellerClient {
  userAgent: string;
  ip: string;
}

// a browser's user agent is a few hundred characters; the header itself may be far longer
const USER_AGENT_MAX = 512;

/** A session that still signs its token in: neither ended nor expired (database time). */
const live = () => and(isNull(sellerSessions.revokedAt), gt(sellerSessions.expiresAt, sql`now()`));

/**
 * Signs a seller in: the account for this email and password and a new session for it, or null — the same
 * answer for an unknown email and a wrong password (`authenticateSeller`).
 */
export async function signInSeller(
  db: Db,
  email: string,
  password: string,
  client: SellerClient,
): Promise<SignedInSeller | null> {
  const account = await authenticateSeller(db, email, password);
  if (!account) return null;
  return startSellerSession(db, account, client);
}

/**
 * Starts a session of an account already proven to be the caller's (its password checked, or its sign-up
 * just verified by the mailed link) and answers what the seller token carries.
 */
export async function startSellerSession(
  db: Db,
  account: TokenSellerAccount,
  client: SellerClient,
): Promise<SignedInSeller> {
  const sessionId = newId();
  await db.insert(sellerSessions).values({
    id: sessionId,
    accountId: account.id,
    userAgent: client.userAgent.slice(0, USER_AGENT_MAX),
    ip: client.ip,
    expiresAt: sql`now() + make_interval(hours => ${SELLER_SESSION_HOURS})`,
  });
  return { ...account, sessionId };
}

/**
 * The seller a verified token signs in, as the database has it now: its session must be live and its
 * account still there, so signing out, "sign out everywhere", a password change or reset, and a deleted
 * account all end the token at once. The seller scope comes from the account row, never from the token.
 * `lastSeenAt` is written at most once a minute, so a busy console does not write on every call.
 * @throws unauthenticated
 */
export async function requireSellerSession(db: Db, claims: SignedInSeller): Promise<SignedInSeller> {
  const [row] = await db
    .select({
      id: sellerAccounts.id,
      sellerId: sellerAccounts.sellerId,
      email: sellerAccounts.email,
      stale: sql<boolean>`${sellerSessions.lastSeenAt} < now() - interval '1 minute'`,
    })
    .from(sellerSessions)
    .innerJoin(sellerAccounts, eq(sellerAccounts.id, sellerSessions.accountId))
    .where(and(eq(sellerSessions.id, claims.sessionId), eq(sellerSessions.accountId, claims.id), live()))
    .limit(1);
  if (!row) throw unauthenticated(SELLER_SIGN_IN_REQUIRED);
  if (row.stale) {
    await db
      .update(sellerSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(sellerSessions.id, claims.sessionId),
          lt(sellerSessions.lastSeenAt, sql`now() - interval '1 minute'`),
        ),
      );
  }
  return { id: row.id, sellerId: row.sellerId, email: row.email, sessionId: claims.sessionId };
}

/** The account's live sessions, newest first; `current` marks the one making the call. */
export async function listSellerSessions(db: Db, seller: SignedInSeller): Promise<SellerSession[]> {
  const rows = await db
    .select()
    .from(sellerSessions)
    .where(and(eq(sellerSessions.accountId, seller.id), live()))
    .orderBy(desc(sellerSessions.createdAt), desc(sellerSessions.id));
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === seller.sessionId,
  }));
}

/**
 * Ends one live session of the account (the current one too, when named): its token stops working at once.
 * @throws not found — for another account's session, an ended one or an unknown id alike
 */
export async function endSellerSession(db: Db, accountId: string, sessionId: string): Promise<void> {
  const ended = await db
    .update(sellerSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sellerSessions.id, sessionId), eq(sellerSessions.accountId, accountId), live()))
    .returning({ id: sellerSessions.id });
  if (ended.length === 0) throw notFound(SELLER_SESSION_NOT_FOUND);
}

/**
 * Ends every live session of the account, but `except` (the caller's own, after a password change).
 * Takes a transaction too, so a password change and the sign-outs it causes commit together.
 * @returns how many were ended
 */
export async function endSellerSessions(
  db: Db,
  accountId: string,
  { except }: { except?: string } = {},
): Promise<number> {
  const ended = await db
    .update(sellerSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sellerSessions.accountId, accountId),
        live(),
        except === undefined ? undefined : ne(sellerSessions.id, except),
      ),
    )
    .returning({ id: sellerSessions.id });
  return ended.length;
}
