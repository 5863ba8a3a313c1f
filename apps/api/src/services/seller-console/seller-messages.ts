import type { SellerMessage, SellerMessagesQuery, SellerMessagesResponse } from '@souk/core';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages, contactReplies } from '../../db/schema.js';
import { notFound } from '../../domain/errors.js';
import { emitEvent } from '../../events/outbox.js';
import { newId } from '../../lib/ids.js';

export const MESSAGE_NOT_FOUND = 'Message not found';
export const MESSAGE_UPDATED = 'Message updated';
export const REPLY_SENT = 'Reply sent';
export const SELLER_MESSAGES_PER_PAGE = 20;

type MessageRow = typeof contactMessages.$inferSelect;
type Filter = NonNullable<SellerMessagesQuery['filter']>;

const FILTERS: Record<Filter, SQL | undefined> = {
  all: undefined,
  unread: isNull(contactMessages.readAt),
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
};

/** Messages with their replies, oldest reply first. */
async function withReplies(db: Db, rows: readonly MessageRow[]): Promise<SellerMessage[]> {
  const ids = rows.map((row) => row.id);
  const replies = ids.length
    ? await db
        .select()
        .from(contactReplies)
        .where(inArray(contactReplies.messageId, ids))
        .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    handled: row.handledAt !== null,
    replies: replies
      .filter((reply) => reply.messageId === row.id)
      .map((reply) => ({ id: reply.id, body: reply.body, createdAt: reply.createdAt.toISOString() })),
  }));
}

/** GET /seller/messages: a page of the shop's contact messages, unread first, then newest. */
export async function listSellerMessages(
  db: Db,
  sellerId: string,
  query: { page: number; filter: Filter },
): Promise<Omit<SellerMessagesResponse, 'success'>> {
  const mine = eq(contactMessages.sellerId, sellerId);
  const where = and(mine, FILTERS[query.filter]);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(
        sql`(${contactMessages.readAt} is null) desc`,
        desc(contactMessages.createdAt),
        desc(contactMessages.id),
      )
      .limit(SELLER_MESSAGES_PER_PAGE)
      .offset((query.page - 1) * SELLER_MESSAGES_PER_PAGE),
    db.select({ value: count() }).from(contactMessages).where(where),
    db
      .select({ value: count() })
      .from(contactMessages)
      .where(and(mine, isNull(contactMessages.readAt))),
  ]);
  return {
    messages: await withReplies(db, rows),
    total: total?.value ?? 0,
    unread: unread?.value ?? 0,
    page: query.page,
    perPage: SELLER_MESSAGES_PER_PAGE,
  };
}

async function sellerMessage(db: Db, sellerId: string, id: string): Promise<SellerMessage> {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), eq(contactMessages.sellerId, sellerId)))
    .limit(1);
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  const [message] = await withReplies(db, [row]);
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  return message;
}

/**
 * PUT /seller/messages/{id}: marks a message of the shop read or unread, handled or open. The first time
 * it was read or handled is kept when it is marked so again.
 * @throws not found (missing, or another shop's)
 */
export async function updateSellerMessage(
  db: Db,
  sellerId: string,
  id: string,
  flags: { read?: boolean | undefined; handled?: boolean | undefined },
): Promise<SellerMessage> {
  const now = new Date();
  const set: Partial<Pick<MessageRow, 'readAt' | 'handledAt'>> | Record<string, SQL | null> = {
    ...(flags.read === undefined
      ? {}
      : { readAt: flags.read ? sql`coalesce(${contactMessages.readAt}, ${now})` : null }),
    ...(flags.handled === undefined
      ? {}
      : { handledAt: flags.handled ? sql`coalesce(${contactMessages.handledAt}, ${now})` : null }),
  };
  const mine = and(eq(contactMessages.id, id), eq(contactMessages.sellerId, sellerId));
  if (Object.keys(set).length > 0) {
    const updated = await db
      .update(contactMessages)
      .set(set)
      .where(mine)
      .returning({ id: contactMessages.id });
    if (updated.length === 0) throw notFound(MESSAGE_NOT_FOUND);
  }
  return sellerMessage(db, sellerId, id);
}

/**
 * POST /seller/messages/{id}/replies: keeps the seller's reply, marks the message read and writes
 * `contact.replied` in the same transaction — the mail to the shopper is that event's subscriber's.
 * @throws not found (missing, or another shop's)
 */
export async function replyToSellerMessage(
  db: Db,
  account: { id: string; sellerId: string },
  id: string,
  body: string,
): Promise<SellerMessage> {
  await db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(eq(contactMessages.id, id), eq(contactMessages.sellerId, account.sellerId)))
      .for('update');
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    const replyId = newId();
    await tx.insert(contactReplies).values({
      id: replyId,
      messageId: message.id,
      sellerId: account.sellerId,
      accountId: account.id,
      body,
    });
    await tx
      .update(contactMessages)
      .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
      .where(eq(contactMessages.id, message.id));
    await emitEvent(tx, 'contact.replied', { messageId: message.id, replyId, sellerId: account.sellerId });
  });
  return sellerMessage(db, account.sellerId, id);
}
