import {
  csvDocument,
  NEWSLETTER_CHECK_INBOX,
  newsletterConfirmedText,
  newsletterUnsubscribedText,
  SUBSCRIBERS_PAGE_SIZE,
  SUBSCRIPTION_CONFIRM_HOURS,
  SUBSCRIPTION_LINK_INVALID,
  type SubscribersResponse,
  type SubscriptionLinkResponse,
  type SubscriptionStatus,
} from '@souk/core';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sellers, subscriptions } from '../db/schema.js';
import { invalid, notFound } from '../domain/errors.js';
import { emitEvent } from '../events/outbox.js';
import { newId } from '../lib/ids.js';
import { maskEmail } from '../lib/masking.js';
import {
  subscriptionIdFromConfirmToken,
  subscriptionIdFromUnsubscribeToken,
} from '../lib/subscription-tokens.js';
import { findShopByName, SELLER_NOT_FOUND } from './shops.js';

/**
 * What a shopper can subscribe to at a shop. Only the newsletter is built; back-in-stock and price-drop
 * alerts are to be kinds of their own here (a product as their `topic`), with their texts in KIND_TEXTS and
 * their mails in `mail/event-mails.ts`: the rows, the links, the events and the routes' rules stay as they are.
 */
export type SubscriptionKind = 'newsletter';

/** What each kind's confirm and unsubscribe pages say. */
const KIND_TEXTS: Record<
  SubscriptionKind,
  {
    confirmed: (shop: string) => string;
    unsubscribed: (shop: string) => string;
    asks: (shop: string) => string;
  }
> = {
  newsletter: {
    confirmed: newsletterConfirmedText,
    unsubscribed: newsletterUnsubscribedText,
    asks: (shop) => `Unsubscribe from ${shop}'s newsletter?`,
  },
};

/** A forged, altered or expired link, named by its field as the request validation's refusals are. */
export const SUBSCRIPTION_LINK_REFUSED = `token: ${SUBSCRIPTION_LINK_INVALID}`;

/** A pending address is mailed again only this long after its last confirm mail (no mail bombing by form). */
export const CONFIRM_RESEND_SECONDS = 60;

/** When a confirm link asked for at `requestedAt` stops working. */
export function confirmLinkExpiry(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + SUBSCRIPTION_CONFIRM_HOURS * 3_600_000);
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Subscribes an address to a shop's `kind` (double opt-in). A new address is stored `pending` with its
 * `subscription.confirm_requested` event in one transaction, and the mail subscriber sends the confirm link;
 * a pending one is mailed a new link (at most once a minute), an unsubscribed one is pending again and
 * mailed, a confirmed one changes nothing. The caller answers all alike (NEWSLETTER_CHECK_INBOX), so the
 * call tells nobody who subscribes.
 * @throws notFound when no shop has that name
 */
export async function subscribe(
  db: Db,
  input: { sellerName: string; kind: SubscriptionKind; topic?: string; email: string },
): Promise<string> {
  const shop = await findShopByName(db, input.sellerName);
  if (!shop) throw notFound(SELLER_NOT_FOUND);
  const key = { sellerId: shop.id, kind: input.kind, topic: input.topic ?? '', email: input.email };
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subscriptions)
      .values({ id: newId(), ...key, status: 'pending' })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    if (created) {
      await emitEvent(tx, 'subscription.confirm_requested', {
        subscriptionId: created.id,
        sellerId: shop.id,
        kind: key.kind,
      });
      return;
    }
    // one conditional update decides whether a mail is due, so two sign-ups racing send one
    const [due] = await tx
      .update(subscriptions)
      .set({ status: 'pending', requestedAt: sql`now()`, updatedAt: sql`now()`, unsubscribedAt: null })
      .where(
        and(
          eq(subscriptions.sellerId, key.sellerId),
          eq(subscriptions.kind, key.kind),
          eq(subscriptions.topic, key.topic),
          eq(subscriptions.email, key.email),
          sql`(${subscriptions.status} = 'unsubscribed' or (${subscriptions.status} = 'pending' and ${subscriptions.requestedAt} < now() - make_interval(secs => ${CONFIRM_RESEND_SECONDS})))`,
        ),
      )
      .returning({ id: subscriptions.id });
    if (due) {
      await emitEvent(tx, 'subscription.confirm_requested', {
        subscriptionId: due.id,
        sellerId: shop.id,
        kind: key.kind,
      });
    }
  });
  return NEWSLETTER_CHECK_INBOX;
}

async function subscriptionWithShop(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, shopName: sellers.shopName, sellerName: sellers.name })
    .from(subscriptions)
    .innerJoin(sellers, eq(sellers.id, subscriptions.sellerId))
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  return row;
}

function linkAnswer(
  row: { subscription: SubscriptionRow; shopName: string; sellerName: string },
  message: string,
): SubscriptionLinkResponse {
  return {
    message,
    kind: row.subscription.kind,
    shopName: row.shopName,
    sellerName: row.sellerName,
    email: maskEmail(row.subscription.email),
    status: row.subscription.status,
  };
}

function textsOf(kind: string) {
  return KIND_TEXTS[kind as SubscriptionKind] ?? KIND_TEXTS.newsletter;
}

/**
 * Confirms a subscription from its mailed link: the token must be a confirm link of this server, unaltered
 * and unexpired. Idempotent: a confirmed subscription answers the same. One conditional update moves
 * `pending` to `confirmed` and emits `subscription.confirmed` (the welcome mail) in its transaction, so of
 * two clicks racing one mails. A subscription ended since the link was mailed stays ended: the link is
 * refused, and subscribing again sends a new one.
 * @throws invalid for a forged, altered, expired or outdated link
 */
export async function confirmSubscription(
  db: Db,
  jwtSecret: string,
  token: string,
  now = new Date(),
): Promise<SubscriptionLinkResponse> {
  const subscriptionId = subscriptionIdFromConfirmToken(jwtSecret, token, now);
  if (!subscriptionId) throw invalid(SUBSCRIPTION_LINK_REFUSED);
  await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(subscriptions)
      .set({ status: 'confirmed', confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'pending')))
      .returning({ sellerId: subscriptions.sellerId, kind: subscriptions.kind });
    if (confirmed) await emitEvent(tx, 'subscription.confirmed', { subscriptionId, ...confirmed });
  });
  const row = await subscriptionWithShop(db, subscriptionId);
  if (row?.subscription.status !== 'confirmed') throw invalid(SUBSCRIPTION_LINK_REFUSED);
  return linkAnswer(row, textsOf(row.subscription.kind).confirmed(row.shopName));
}

async function subscriptionOfUnsubscribeLink(db: Db, jwtSecret: string, token: string) {
  const subscriptionId = subscriptionIdFromUnsubscribeToken(jwtSecret, token);
  const row = subscriptionId ? await subscriptionWithShop(db, subscriptionId) : undefined;
  if (!row) throw invalid(SUBSCRIPTION_LINK_REFUSED);
  return row;
}

/**
 * What an unsubscribe link will do, changing nothing (mail scanners fetch links before anyone clicks).
 * @throws invalid for a forged link or a subscription that no longer exists
 */
export async function describeUnsubscribeLink(
  db: Db,
  jwtSecret: string,
  token: string,
): Promise<SubscriptionLinkResponse> {
  const row = await subscriptionOfUnsubscribeLink(db, jwtSecret, token);
  const texts = textsOf(row.subscription.kind);
  return linkAnswer(
    row,
    row.subscription.status === 'unsubscribed' ? texts.unsubscribed(row.shopName) : texts.asks(row.shopName),
  );
}

/**
 * Ends a subscription from its unsubscribe link (the page's button, or a mail client's RFC 8058 one-click
 * POST). Idempotent: an ended subscription answers the same.
 * @throws invalid for a forged link or a subscription that no longer exists
 */
export async function unsubscribe(
  db: Db,
  jwtSecret: string,
  token: string,
): Promise<SubscriptionLinkResponse> {
  const { subscription } = await subscriptionOfUnsubscribeLink(db, jwtSecret, token);
  await db
    .update(subscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.id, subscription.id), ne(subscriptions.status, 'unsubscribed')));
  const row = await subscriptionOfUnsubscribeLink(db, jwtSecret, token);
  return linkAnswer(row, textsOf(row.subscription.kind).unsubscribed(row.shopName));
}

/**
 * The seller's subscribers of a kind: the count of each state, and one page of the list, newest first.
 * Only the given seller's rows are read.
 */
export async function listSubscribers(
  db: Db,
  sellerId: string,
  kind: SubscriptionKind,
  page: number,
): Promise<SubscribersResponse> {
  const mine = and(eq(subscriptions.sellerId, sellerId), eq(subscriptions.kind, kind));
  const countRows = await db
    .select({ status: subscriptions.status, n: count() })
    .from(subscriptions)
    .where(mine)
    .groupBy(subscriptions.status);
  const counts: Record<SubscriptionStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of countRows) counts[row.status] = Number(row.n);
  const total = counts.pending + counts.confirmed + counts.unsubscribed;
  const rows = await db
    .select()
    .from(subscriptions)
    .where(mine)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(SUBSCRIBERS_PAGE_SIZE)
    .offset((page - 1) * SUBSCRIBERS_PAGE_SIZE);
  return {
    counts,
    subscribers: rows.map((row) => ({
      email: row.email,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    page,
    pages: Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE)),
  };
}

/**
 * The seller's confirmed subscribers of a kind as CSV (address, when subscribed, when confirmed), oldest
 * first, every cell safe to open in a spreadsheet.
 */
export async function subscribersCsv(db: Db, sellerId: string, kind: SubscriptionKind): Promise<string> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.sellerId, sellerId),
        eq(subscriptions.kind, kind),
        eq(subscriptions.status, 'confirmed'),
      ),
    )
    .orderBy(subscriptions.confirmedAt, subscriptions.id);
  return csvDocument(
    ['email', 'subscribed_at', 'confirmed_at'],
    rows.map((row) => [row.email, row.createdAt.toISOString(), row.confirmedAt?.toISOString() ?? '']),
  );
}
