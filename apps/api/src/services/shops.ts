import type { ContactMessage, Seller, SellerIdentity, ShopDirectoryEntry } from '@souk/core';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contactMessages, products, sellers } from '../db/schema.js';
import { notFound } from '../domain/errors.js';
import { emitEvent } from '../events/outbox.js';
import { newId } from '../lib/ids.js';

export type ShopRow = typeof sellers.$inferSelect;

export const SELLER_NOT_FOUND = 'Seller not found';
export const CONTACT_SENT_MESSAGE = 'Thank you for your message. We will get back to you soon.';

/**
 * Shops: the storefront a shopper sees, one per seller (the `sellers` table; the wire keeps the spec's
 * `seller` names). A shop by id, or not found.
 */
export async function getShop(db: Db, sellerId: string): Promise<ShopRow> {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  if (!row) throw notFound(SELLER_NOT_FOUND);
  return row;
}

/** A shop by id, or undefined. */
export async function findShopById(db: Db, sellerId: string): Promise<ShopRow | undefined> {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  return row;
}

/** Exact, case-insensitive name match (no pattern matching: `%` and `_` are plain characters). */
export async function findShopByName(db: Db, name: string): Promise<ShopRow | undefined> {
  const [row] = await db.select().from(sellers).where(sql`lower(${sellers.name}) = lower(${name})`).limit(1);
  return row;
}

export function toSellerIdentity(row: ShopRow): SellerIdentity {
  return { id: row.id, name: row.name };
}

/** The wire shape of a shop: the spec's Seller (§3). */
export function toSeller(row: ShopRow): Seller {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    countryCode: row.countryCode,
    currency: row.currency,
    locale: row.locale,
    shopInfo: { shopName: row.shopName },
    support: {
      email: row.supportEmail,
      mobileNo: row.supportPhone,
      supportHours: row.supportHours,
      address: row.supportAddress,
    },
  };
}

/** The shop's shipping fee in cents: its own, else the configured default. */
export function shippingFeeCents(row: Pick<ShopRow, 'shippingFeeCents'>, defaultFeeCents: number): number {
  return row.shippingFeeCents ?? defaultFeeCents;
}

/**
 * The portal's shop directory: every shop with a published product, by shop name, with its logo (the
 * support-info logo, which is the seller image; `null` when it has none) and its number of published
 * products, counted in one grouped pass. A shop with none (new, or all drafts) stays out; its own address
 * still opens.
 */
export async function listShops(db: Db): Promise<ShopDirectoryEntry[]> {
  const counts = db
    .select({ sellerId: products.sellerId, productCount: count().as('product_count') })
    .from(products)
    .where(eq(products.published, true))
    .groupBy(products.sellerId)
    .as('counts');
  const rows = await db
    .select({
      id: sellers.id,
      name: sellers.name,
      shopName: sellers.shopName,
      image: sellers.image,
      productCount: sql<number>`${counts.productCount}`.mapWith(Number),
    })
    .from(sellers)
    .innerJoin(counts, eq(counts.sellerId, sellers.id))
    .orderBy(sql`lower(${sellers.shopName})`, sql`lower(${sellers.name})`);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    shopName: row.shopName,
    logo: row.image || null,
    productCount: row.productCount,
  }));
}

/**
 * POST /save-contact (spec §7): keeps a shopper's message to a shop.
 * @throws not found (no such shop)
 */
export async function sendContactMessage(db: Db, message: ContactMessage): Promise<void> {
  await getShop(db, message.sellerId);
  const messageId = newId();
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      id: messageId,
      sellerId: message.sellerId,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
    });
    await emitEvent(tx, 'contact.received', {
      messageId,
      sellerId: message.sellerId,
      name: message.name,
      email: message.email,
      subject: message.subject,
    });
  });
}
