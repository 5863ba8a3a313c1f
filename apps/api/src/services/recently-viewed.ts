import { mergeRecentlyViewed, type Product, RECENTLY_VIEWED_LIMIT } from '@souk/core';
import { and, desc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, recentlyViewedProducts } from '../db/schema.js';
import { notFound } from '../domain/errors.js';
import { customerOwner } from '../domain/owner.js';
import { requireSellerExists } from './catalogue.js';
import { requireCustomerRow } from './customers.js';
import { lockOwner } from './owner-scope.js';
import { PRODUCT_NOT_FOUND, productColumns, shownToShoppers, toProduct } from './products.js';

/**
 * The shop's products of the ids asked, as they are now, in the order asked: ids the shop does not show
 * (unknown, another shop's, unpublished) are left out, so a list kept in a browser never shows a stale
 * price or a product that is gone.
 * @throws not found (unknown shop)
 */
export async function productsByIds(
  db: Db,
  sellerId: string,
  productIds: readonly string[],
): Promise<Product[]> {
  await requireSellerExists(db, sellerId);
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, [...productIds]), shownToShoppers));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return mergeRecentlyViewed(productIds).flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row)] : [];
  });
}

/** The customer's list in the shop, newest first: the products the shop still shows. */
async function listedIds(db: Db, customerId: string, sellerId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: recentlyViewedProducts.productId })
    .from(recentlyViewedProducts)
    // a product the seller unpublished leaves the list until it is published again
    .innerJoin(products, and(eq(products.id, recentlyViewedProducts.productId), shownToShoppers))
    .where(
      and(eq(recentlyViewedProducts.customerId, customerId), eq(recentlyViewedProducts.sellerId, sellerId)),
    )
    .orderBy(desc(recentlyViewedProducts.viewedAt), desc(recentlyViewedProducts.productId))
    .limit(RECENTLY_VIEWED_LIMIT);
  return rows.map((row) => row.productId);
}

/**
 * The signed-in customer's recently viewed product ids in a shop, newest first.
 * @throws not found (unknown shop)
 */
export async function listRecentlyViewed(db: Db, customerId: string, sellerId: string): Promise<string[]> {
  await requireSellerExists(db, sellerId);
  return listedIds(db, customerId, sellerId);
}

/**
 * Puts the products first on the customer's list in the shop, in the order given (newest first): one
 * product page view, or a guest's list at sign-in (this visit's views, so before the account's older
 * ones). A product already listed moves up; the list keeps its 12 newest. Ids the shop does not show are
 * skipped — a guest's list may be older than the catalogue — but a call naming none of the shop's products
 * is refused.
 * @returns the list as it is now
 * @throws not found (unknown shop, or none of the products is the shop's)
 */
export async function recordRecentlyViewed(
  db: Db,
  customerId: string,
  sellerId: string,
  productIds: readonly string[],
): Promise<string[]> {
  await requireSellerExists(db, sellerId);
  const owner = eq(recentlyViewedProducts.customerId, customerId);
  const inShop = and(owner, eq(recentlyViewedProducts.sellerId, sellerId));
  await db.transaction(async (tx) => {
    // one writer per customer: two views recorded at once keep distinct, ordered times
    await lockOwner(tx, customerOwner(customerId));
    await requireCustomerRow(tx, customerId);
    const shown = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sellerId, sellerId), inArray(products.id, [...productIds]), shownToShoppers));
    const known = new Set(shown.map((row) => row.id));
    const viewed = mergeRecentlyViewed(productIds).filter((id) => known.has(id));
    if (viewed.length === 0) throw notFound(PRODUCT_NOT_FOUND);
    // newer than anything listed, even when the clock has not moved since the last view
    const [last] = await tx
      .select({ at: max(recentlyViewedProducts.viewedAt) })
      .from(recentlyViewedProducts)
      .where(inShop);
    const newest = Math.max(Date.now(), (last?.at?.getTime() ?? 0) + viewed.length);
    await tx
      .insert(recentlyViewedProducts)
      .values(
        viewed.map((productId, index) => ({
          customerId,
          sellerId,
          productId,
          viewedAt: new Date(newest - index),
        })),
      )
      .onConflictDoUpdate({
        target: [recentlyViewedProducts.customerId, recentlyViewedProducts.productId],
        set: { viewedAt: sql`excluded.viewed_at` },
      });
    const kept = tx
      .select({ productId: recentlyViewedProducts.productId })
      .from(recentlyViewedProducts)
      .where(inShop)
      .orderBy(desc(recentlyViewedProducts.viewedAt), desc(recentlyViewedProducts.productId))
      .limit(RECENTLY_VIEWED_LIMIT);
    await tx
      .delete(recentlyViewedProducts)
      .where(and(inShop, notInArray(recentlyViewedProducts.productId, kept)));
  });
  return listedIds(db, customerId, sellerId);
}

/**
 * Empties the customer's list in the shop (their lists in other shops stay).
 * @throws not found (unknown shop)
 */
export async function clearRecentlyViewed(db: Db, customerId: string, sellerId: string): Promise<void> {
  await requireSellerExists(db, sellerId);
  await db
    .delete(recentlyViewedProducts)
    .where(
      and(eq(recentlyViewedProducts.customerId, customerId), eq(recentlyViewedProducts.sellerId, sellerId)),
    );
}
