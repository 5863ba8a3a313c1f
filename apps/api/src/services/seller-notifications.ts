import type { SellerNotification } from '@souk/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sellerNotifications } from '../db/schema.js';
import { newId } from '../lib/ids.js';

/** A seller reads at most this many of their newest notices at once. */
export const SELLER_NOTIFICATIONS_LIMIT = 50;

/**
 * Tells these sellers of an event (an order placed, paid or cancelled, a payment to approve, a message, a
 * review). Once per event and seller, however often the event is delivered.
 */
export async function notifySellers(
  db: Db,
  notice: { eventId: string; type: string; sellerIds: readonly string[]; details: Record<string, unknown> },
): Promise<void> {
  if (notice.sellerIds.length === 0) return;
  await db
    .insert(sellerNotifications)
    .values(
      [...new Set(notice.sellerIds)].map((sellerId) => ({
        id: newId(),
        sellerId,
        eventId: notice.eventId,
        type: notice.type,
        details: notice.details,
      })),
    )
    .onConflictDoNothing({ target: [sellerNotifications.eventId, sellerNotifications.sellerId] });
}

/** A seller's newest notices, newest first (the seller console's GET /seller/notifications). */
export async function listSellerNotifications(db: Db, sellerId: string): Promise<SellerNotification[]> {
  const rows = await db
    .select()
    .from(sellerNotifications)
    .where(eq(sellerNotifications.sellerId, sellerId))
    .orderBy(desc(sellerNotifications.createdAt), desc(sellerNotifications.id))
    .limit(SELLER_NOTIFICATIONS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
}
