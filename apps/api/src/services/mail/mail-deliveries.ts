import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailDeliveries } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

/** One mail an event causes: the event, the template and the address make it unique. */
export interface DeliveryKey {
  eventId: string;
  template: string;
  recipient: string;
}

/**
 * Takes the right to send one mail, at most once: a new row `sending` (the unique key makes a second
 * claimant's insert do nothing), or a `failed` one taken back atomically. A row `sending` or `sent` is
 * someone else's — sent already, or being sent (or lost with a dead process: at most once means it is not
 * sent again). Answers whether this caller may send.
 */
export async function claimDelivery(db: Db, key: DeliveryKey): Promise<string | null> {
  const [inserted] = await db
    .insert(mailDeliveries)
    .values({ id: newId(), ...key, status: 'sending' })
    .onConflictDoNothing()
    .returning({ id: mailDeliveries.id });
  if (inserted) return inserted.id;
  const [retaken] = await db
    .update(mailDeliveries)
    .set({ status: 'sending', attempts: sql`${mailDeliveries.attempts} + 1`, lastError: null })
    .where(
      and(
        eq(mailDeliveries.eventId, key.eventId),
        eq(mailDeliveries.template, key.template),
        eq(mailDeliveries.recipient, key.recipient),
        eq(mailDeliveries.status, 'failed'),
      ),
    )
    .returning({ id: mailDeliveries.id });
  return retaken?.id ?? null;
}

/** The SMTP server took the mail. */
export async function markSent(db: Db, id: string, messageId: string, now = new Date()): Promise<void> {
  await db
    .update(mailDeliveries)
    .set({ status: 'sent', messageId, sentAt: now, lastError: null })
    .where(eq(mailDeliveries.id, id));
}

/** The mail was not sent: a later delivery of its event may claim it again. */
export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(mailDeliveries)
    .set({ status: 'failed', lastError: error.slice(0, 2000) })
    .where(eq(mailDeliveries.id, id));
}
