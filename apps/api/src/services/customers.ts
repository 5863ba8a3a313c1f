import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customers } from '../db/schema.js';
import { conflict, unauthenticated } from '../domain/errors.js';
import { newId } from '../lib/ids.js';
import { passwordMatches } from '../lib/passwords.js';
import type { TokenCustomer } from '../lib/tokens.js';

export const EMAIL_TAKEN = 'Email already registered';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_NOT_FOUND = 'Your account was not found. Please sign in again.';

/**
 * Inserts an account (the email already normalized by the register schema).
 * @throws conflict when the email is taken case-insensitively — decided by the unique index, so two concurrent
 * registrations cannot both pass a check
 */
export async function insertCustomer(
  tx: Db,
  input: { name: string; email: string; passwordHash: string },
): Promise<TokenCustomer> {
  const [row] = await tx
    .insert(customers)
    .values({ id: newId(), ...input })
    .onConflictDoNothing()
    .returning({ id: customers.id, name: customers.name, email: customers.email });
  if (!row) throw conflict(EMAIL_TAKEN);
  return row;
}

/**
 * The customer with this email and password, or null — the same answer and about the same time whether
 * the email is unknown or the password wrong (a hash is verified either way).
 */
export async function authenticate(db: Db, email: string, password: string): Promise<TokenCustomer | null> {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      passwordHash: customers.passwordHash,
    })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`)
    .limit(1);
  if (!(await passwordMatches(row?.passwordHash ?? null, password)) || !row) return null;
  return { id: row.id, name: row.name, email: row.email };
}

/**
 * A token can outlive its account (e.g. a reset database): writes for a missing customer are refused
 * as unauthenticated instead of failing on a foreign key.
 */
export async function requireCustomerRow(db: Db, customerId: string): Promise<void> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) throw unauthenticated(ACCOUNT_NOT_FOUND);
}
