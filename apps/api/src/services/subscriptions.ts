import {
  ALERT_IN_STOCK,
  type AlertKind,
  alertAsksText,
  alertConfirmedText,
  alertUnsubscribedText,
  csvDocument,
  fromCents,
  NEWSLETTER_CHECK_INBOX,
  newsletterConfirmedText,
  newsletterUnsubscribedText,
  type ProductAlertCounts,
  SUBSCRIBERS_PAGE_SIZE,
  SUBSCRIPTION_CONFIRM_HOURS,
  SUBSCRIPTION_LINK_INVALID,
  type SubscribersResponse,
  type SubscriptionLinkResponse,
  type SubscriptionStatus,
  unitPriceCents,
} from '@souk/core';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, sellers, subscriptions } from '../db/schema.js';
import { invalid, notFound } from '../domain/errors.js';
import { emitEvent } from '../events/outbox.js';
import { newId } from '../lib/ids.js';
import { maskEmail } from '../lib/masking.js';
import {
  subscriptionIdFromConfirmToken,
  subscriptionIdFromUnsubscribeToken,
} from '../lib/subscription-tokens.js';
import { PRODUCT_NOT_FOUND } from './products.js';
import { findShopByName, SELLER_NOT_FOUND } from './shops.js';

/**
 * What a shopper can subscribe to at a shop: the newsletter, and back-in-stock and price-drop alerts (the
 * product's id as their `topic`), with their texts in KIND_TEXTS and their mails in `mail/event-mails.ts`
 * (confirm) and `subscribers/alerts.ts` (the alerts): the rows, the links and the routes' rules are shared.
 */
export type SubscriptionKind = 'newsletter' | AlertKind;

type KindText = (shop: string, product: string) => string;

/** What each kind's confirm and unsubscribe pages say (an alert's name the product and the shop). */
const KIND_TEXTS: Record<SubscriptionKind, { confirmed: KindText; unsubscribed: KindText; asks: KindText }> =
  {
    newsletter: {
      confirmed: newsletterConfirmedText,
      unsubscribed: newsletterUnsubscribedText,
      asks: (shop) => `Unsubscribe from ${shop}'s newsletter?`,
    },
    back_in_stock: {
      confirmed: (shop, product) => alertConfirmedText('back_in_stock', product, shop),
      unsubscribed: (shop, product) => alertUnsubscribedText('back_in_stock', product, shop),
      asks: (shop, product) => alertAsksText('back_in_stock', product, shop),
    },
    price_drop: {
      confirmed: (shop, product) => alertConfirmedText('price_drop', product, shop),
      unsubscribed: (shop, product) => alertUnsubscribedText('price_drop', product, shop),
      asks: (shop, product) => alertAsksText('price_drop', product, shop),
    },
  };

/** A product's price as the shop sells it: the price after its discount, in cents. */
export function effectivePriceCents(product: { priceCents: number; discount: number }): number {
  return unitPriceCents(fromCents(product.priceCents), product.discount);
}

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
  await subscribeAt(db, {
    sellerId: shop.id,
    kind: input.kind,
    topic: input.topic ?? '',
    email: input.email,
  });
  return NEWSLETTER_CHECK_INBOX;
}

/**
 * Signs an address up for an alert on one of a shop's published products (double opt-in, answered as the
 * newsletter's sign-up). A price-drop alert remembers the price it was asked at: only a price below it mails.
 * @throws notFound (no such shop, or no such published product of it), invalid (a back-in-stock alert on a
 * product in stock)
 */
export async function subscribeToAlert(
  db: Db,
  input: { sellerName: string; productId: string; kind: AlertKind; email: string },
): Promise<string> {
  const shop = await findShopByName(db, input.sellerName);
  if (!shop) throw notFound(SELLER_NOT_FOUND);
  const [product] = await db
    .select({ stock: products.stock, priceCents: products.priceCents, discount: products.discount })
    .from(products)
    .where(
      and(eq(products.id, input.productId), eq(products.sellerId, shop.id), eq(products.published, true)),
    )
    .limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (input.kind === 'back_in_stock' && product.stock > 0) throw invalid(ALERT_IN_STOCK);
  await subscribeAt(
    db,
    { sellerId: shop.id, kind: input.kind, topic: input.productId, email: input.email },
    input.kind === 'price_drop' ? effectivePriceCents(product) : null,
  );
  return NEWSLETTER_CHECK_INBOX;
}

/** The sign-up's change: a new row, or the same row moved back to pending, with its confirm event when due. */
async function subscribeAt(
  db: Db,
  key: { sellerId: string; kind: SubscriptionKind; topic: string; email: string },
  alertPriceCents: number | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subscriptions)
      .values({ id: newId(), ...key, status: 'pending', alertPriceCents })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    if (created) {
      await emitEvent(tx, 'subscription.confirm_requested', {
        subscriptionId: created.id,
        sellerId: key.sellerId,
        kind: key.kind,
      });
      return;
    }
    // one conditional update decides whether a mail is due, so two sign-ups racing send one
    const [due] = await tx
      .update(subscriptions)
      .set({
        status: 'pending',
        requestedAt: sql`now()`,
        updatedAt: sql`now()`,
        unsubscribedAt: null,
        // an alert asked for again watches from today's price
        ...(alertPriceCents === null ? {} : { alertPriceCents }),
      })
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
        sellerId: key.sellerId,
        kind: key.kind,
      });
    }
  });
}

async function subscriptionWithShop(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({
      subscription: subscriptions,
      shopName: sellers.shopName,
      sellerName: sellers.name,
      productName: products.name,
    })
    .from(subscriptions)
    .innerJoin(sellers, eq(sellers.id, subscriptions.sellerId))
    // an alert's product; gone since, its texts say "the product"
    .leftJoin(
      products,
      and(eq(products.id, subscriptions.topic), eq(products.sellerId, subscriptions.sellerId)),
    )
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  return row;
}

type LinkRow = {
  subscription: SubscriptionRow;
  shopName: string;
  sellerName: string;
  productName: string | null;
};

function linkAnswer(row: LinkRow, message: string): SubscriptionLinkResponse {
  return {
    message,
    kind: row.subscription.kind,
    shopName: row.shopName,
    sellerName: row.sellerName,
    email: maskEmail(row.subscription.email),
    status: row.subscription.status,
  };
}

/** The page's text of a row's kind, with its shop and (an alert's) product. */
function textOf(row: LinkRow, text: 'confirmed' | 'unsubscribed' | 'asks'): string {
  const texts = KIND_TEXTS[row.subscription.kind as SubscriptionKind] ?? KIND_TEXTS.newsletter;
  return texts[text](row.shopName, row.productName ?? 'the product');
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
  return linkAnswer(row, textOf(row, 'confirmed'));
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
  return linkAnswer(row, textOf(row, row.subscription.status === 'unsubscribed' ? 'unsubscribed' : 'asks'));
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
  return linkAnswer(row, textOf(row, 'unsubscribed'));
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

/**
 * Moves an alert on once its mail went out: a back-in-stock alert ends (`unsubscribed`, so it is not mailed
 * again; signing up again is a new alert), a price-drop alert remembers the price it told of, and mails
 * again only below it. Only a confirmed subscription changes, so a redelivery changes nothing more.
 */
export async function alertMailed(db: Db, subscriptionId: string, priceCents: number): Promise<void> {
  const confirmed = and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'confirmed'));
  await db
    .update(subscriptions)
    .set({
      status: sql`case when ${subscriptions.kind} = 'back_in_stock' then 'unsubscribed' else ${subscriptions.status} end`,
      unsubscribedAt: sql`case when ${subscriptions.kind} = 'back_in_stock' then now() else ${subscriptions.unsubscribedAt} end`,
      alertPriceCents: sql`case when ${subscriptions.kind} = 'price_drop' then least(coalesce(${subscriptions.alertPriceCents}, ${priceCents}), ${priceCents}) else ${subscriptions.alertPriceCents} end`,
      updatedAt: sql`now()`,
    })
    .where(confirmed);
}

/**
 * How many confirmed shoppers wait for each of the seller's products, by alert kind (counts only: the
 * console never sees an alert's address). Products nobody waits for are left out.
 */
export async function alertCounts(
  db: Db,
  sellerId: string,
  productId?: string,
): Promise<ProductAlertCounts[]> {
  const rows = await db
    .select({ productId: subscriptions.topic, kind: subscriptions.kind, n: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.sellerId, sellerId),
        inArray(subscriptions.kind, ['back_in_stock', 'price_drop']),
        eq(subscriptions.status, 'confirmed'),
        productId === undefined ? undefined : eq(subscriptions.topic, productId),
      ),
    )
    .groupBy(subscriptions.topic, subscriptions.kind)
    .orderBy(subscriptions.topic);
  const byProduct = new Map<string, ProductAlertCounts>();
  for (const row of rows) {
    const counts = byProduct.get(row.productId) ?? { productId: row.productId, backInStock: 0, priceDrop: 0 };
    if (row.kind === 'back_in_stock') counts.backInStock = Number(row.n);
    else counts.priceDrop = Number(row.n);
    byProduct.set(row.productId, counts);
  }
  return [...byProduct.values()];
}

/**
 * One of the seller's products' waiting shoppers by kind.
 * @throws notFound (not the seller's product)
 */
export async function productAlertCounts(
  db: Db,
  sellerId: string,
  productId: string,
): Promise<ProductAlertCounts> {
  const [own] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
    .limit(1);
  if (!own) throw notFound(PRODUCT_NOT_FOUND);
  const [counts] = await alertCounts(db, sellerId, productId);
  return counts ?? { productId, backInStock: 0, priceDrop: 0 };
}
