import {
  INFO_PAGE_NAMES,
  INFO_PAGES,
  type InfoPageName,
  isInfoPageName,
  type SellerInfoPage,
  type ShopSettings,
  type ShopSettingsInput,
} from '@souk/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sellers } from '../../db/schema.js';
import { notFound } from '../../domain/errors.js';
import { getShop, type ShopRow } from '../shops.js';

export const PAGE_NOT_FOUND = 'Page not found';

function toShopSettings(row: ShopRow): ShopSettings {
  return {
    name: row.name,
    shopName: row.shopName,
    image: row.image,
    countryCode: row.countryCode,
    currency: row.currency,
    locale: row.locale,
    language: row.language,
    supportEmail: row.supportEmail,
    supportPhone: row.supportPhone,
    supportHours: row.supportHours,
    supportAddress: row.supportAddress,
    socialLinks: row.socialLinks,
  };
}

/** GET /seller/shop: what a shopper sees of the shop besides its catalogue. */
export async function getShopSettings(db: Db, sellerId: string): Promise<ShopSettings> {
  return toShopSettings(await getShop(db, sellerId));
}

/**
 * PUT /seller/shop: the shop's name, logo, country code, currency, price locale and default language, support details and social links. The
 * address name (`/{name}`) stays. Empty social links are dropped, so the footer shows only real ones.
 */
export async function updateShopSettings(
  db: Db,
  sellerId: string,
  input: ShopSettingsInput,
): Promise<ShopSettings> {
  const socialLinks = Object.fromEntries(
    Object.entries(input.socialLinks).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const [row] = await db
    .update(sellers)
    .set({
      shopName: input.shopName,
      image: input.image,
      countryCode: input.countryCode,
      currency: input.currency,
      locale: input.locale,
      language: input.language,
      supportEmail: input.supportEmail,
      supportPhone: input.supportPhone,
      supportHours: input.supportHours,
      supportAddress: input.supportAddress,
      socialLinks,
    })
    .where(eq(sellers.id, sellerId))
    .returning();
  if (!row) throw notFound('Seller not found');
  return toShopSettings(row);
}

function toPage(name: InfoPageName, linksContent: Record<string, string>): SellerInfoPage {
  const { title, field } = INFO_PAGES[name];
  return { name, title, content: linksContent[field] ?? '' };
}

/** GET /seller/pages: the seven info pages of spec §2 in footer order, with the seller's text ('' for none). */
export async function listInfoPages(db: Db, sellerId: string): Promise<SellerInfoPage[]> {
  const row = await getShop(db, sellerId);
  return INFO_PAGE_NAMES.map((name) => toPage(name, row.linksContent));
}

/**
 * PUT /seller/pages/{name}: the page's text, kept in the shop's links content under the page's field (the
 * storefront's `/links-content/{sellerId}` reads it). One jsonb key is set, so two pages saved at once
 * do not undo each other.
 * @throws not found for a name that is not one of the seven pages
 */
export async function updateInfoPage(
  db: Db,
  sellerId: string,
  name: string,
  content: string,
): Promise<SellerInfoPage> {
  if (!isInfoPageName(name)) throw notFound(PAGE_NOT_FOUND);
  const { field } = INFO_PAGES[name];
  const [row] = await db
    .update(sellers)
    .set({
      linksContent: sql`${sellers.linksContent} || jsonb_build_object(${field}::text, ${content}::text)`,
    })
    .where(eq(sellers.id, sellerId))
    .returning({ linksContent: sellers.linksContent });
  if (!row) throw notFound('Seller not found');
  return toPage(name, row.linksContent);
}
