import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customerSessions, customers } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { CUSTOMER_SESSION_DAYS, type SignedInCustomer, type TokenCustomer } from '../lib/tokens.js';

/** Where a sign-in comes from, kept with the session. */
export interface CustomerClient {
  userAgent: string;
  ip: string;
}

// a browser's user agent is a few hundred characters; the header itself may be far longer
const USER_AGENT_MAX = 512;

/** A session that still signs its token in: neither ended nor expired (database time). */
const live = () => and(isNull(customerSessions.revokedAt), gt(customerSessions.expiresAt, sql`now()`));

/**
 * Starts a session of a customer already proven to be the caller (password checked, or the account just
 * registered), valid CUSTOMER_SESSION_DAYS by the database's clock, and answers what the token carries.
 */
export async function startCustomerSession(
  db: Db,
  customer: TokenCustomer,
  client: CustomerClient,
): Promise<SignedInCustomer> {
  const sessionId = newId();
  await db.insert(customerSessions).values({
    id: sessionId,
    customerId: customer.id,
    userAgent: client.userAgent.slice(0, USER_AGENT_MAX),
    ip: client.ip,
    expiresAt: sql`now() + make_interval(days => ${CUSTOMER_SESSION_DAYS})`,
  });
  return { ...customer, sessionId };
}

/**
 * The customer a verified token signs in, as the database has it now, or null: the session must be live
 * and belong to the token's customer, and the account must still exist — so logout, "sign out
 * everywhere", a password change or reset and a deleted account end the token at once, on every server
 * of the shop. One primary-key read (the session, joined to its customer by primary key).
 */
export async function liveCustomerSession(
  db: Db,
  claims: SignedInCustomer,
): Promise<SignedInCustomer | null> {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(and(eq(customerSessions.id, claims.sessionId), eq(customerSessions.customerId, claims.id), live()))
    .limit(1);
  return row ? { ...row, sessionId: claims.sessionId } : null;
}

/** Ends one session of the customer (logout); an ended or unknown one is left as it is. */
export async function endCustomerSession(db: Db, customerId: string, sessionId: string): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(customerSessions.id, sessionId), eq(customerSessions.customerId, customerId), live()));
}

/**
 * Ends every live session of the customer, but `except` (the caller's own, after a password change).
 * Takes a transaction too, so a password change and the sign-outs it causes commit together.
 * @returns how many were ended
 */
export async function endCustomerSessions(
  db: Db,
  customerId: string,
  { except }: { except?: string } = {},
): Promise<number> {
  const ended = await db
    .update(customerSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(customerSessions.customerId, customerId),
        live(),
        except === undefined ? undefined : ne(customerSessions.id, except),
      ),
    )
    .returning({ id: customerSessions.id });
  return ended.length;
}
