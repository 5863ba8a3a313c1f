import { fromCents, type WishlistItem } from '@souk/core';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, wishlistItems } from '../db/schema.js';
import { conflict, notFound, unauthenticated } from '../domain/errors.js';
import type { Owner } from '../domain/owner.js';
import { customerOwner, guestOwner } from '../domain/owner.js';
import { newId } from '../lib/ids.js';
import { requireCustomerRow } from './customers.js';
import { lockOwner, ownedBy } from './owner-scope.js';
import { PRODUCT_NOT_FOUND, shownToShoppers } from './products.js';

export const WISHLIST_DUPLICATE = 'Product is already in your wishlist';
export const WISHLIST_ITEM_NOT_FOUND = 'Wishlist item not found';

/** Product columns a wishlist item shows (spec §3 "Wishlist item"). */
const displayColumns = {
  name: products.name,
  priceCents: products.priceCents,
  images: products.images,
  discount: products.discount,
  rating: products.rating,
  slug: products.slug,
  currency: products.currency,
} as const;

interface WishlistRow {
  id: string;
  productId: string;
  customerId: string | null;
  sessionId: string | null;
  name: string;
  priceCents: number;
  images: string[];
  discount: number;
  rating: number;
  slug: string;
  currency: string;
}

/** The wire shape: display fields always come from the product as it is now. */
function toWishlistItem(row: WishlistRow): WishlistItem {
  return {
    _id: row.id,
    userId: row.customerId,
    sessionId: row.sessionId,
    productId: row.productId,
    name: row.name,
    price: fromCents(row.priceCents),
    image: row.images[0] ?? '',
    discount: row.discount,
    rating: row.rating,
    slug: row.slug,
    currency: row.currency,
  };
}

/**
 * Adds a product to the owner's wishlist; only (owner, product) is stored — name, price and the other
 * display fields of the body are ignored. Duplicates are refused per owner by the unique indexes, so two
 * concurrent adds cannot both succeed.
 * @throws not found (unknown product), conflict (already listed by this owner)
 */
export async function addToWishlist(db: Db, owner: Owner, productId: string): Promise<WishlistItem> {
  if (!ownedBy(wishlistItems, owner)) throw unauthenticated();
  // under the owner's lock, so a sign-in merge running at the same time cannot drop this item
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    if (owner.customerId) await requireCustomerRow(tx, owner.customerId);
    const [product] = await tx
      .select({ id: products.id, ...displayColumns })
      .from(products)
      .where(and(eq(products.id, productId), shownToShoppers))
      .limit(1);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const [inserted] = await tx
      .insert(wishlistItems)
      .values({
        id: newId(),
        productId: product.id,
        customerId: owner.customerId,
        sessionId: owner.customerId ? null : owner.sessionId,
      })
      .onConflictDoNothing()
      .returning({
        id: wishlistItems.id,
        customerId: wishlistItems.customerId,
        sessionId: wishlistItems.sessionId,
      });
    if (!inserted) throw conflict(WISHLIST_DUPLICATE);
    return toWishlistItem({ ...product, ...inserted, productId: product.id });
  });
}

/** The owner's wishlist, oldest first, in one query. */
export async function listWishlist(db: Db, owner: Owner): Promise<WishlistItem[]> {
  const scope = ownedBy(wishlistItems, owner);
  if (!scope) return [];
  const rows = await db
    .select({
      id: wishlistItems.id,
      productId: wishlistItems.productId,
      customerId: wishlistItems.customerId,
      sessionId: wishlistItems.sessionId,
      ...displayColumns,
    })
    .from(wishlistItems)
    // a product the seller unpublished leaves the list until it is published again
    .innerJoin(products, and(eq(products.id, wishlistItems.productId), shownToShoppers))
    .where(scope)
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
  return rows.map(toWishlistItem);
}

/** Deletes one of the caller's wishlist items. @throws not found when unknown or not the caller's */
export async function deleteWishlistItem(db: Db, owner: Owner, wishlistId: string): Promise<void> {
  const scope = ownedBy(wishlistItems, owner);
  if (!scope) throw notFound(WISHLIST_ITEM_NOT_FOUND);
  const [deleted] = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, wishlistId), scope))
    .returning({ id: wishlistItems.id });
  if (!deleted) throw notFound(WISHLIST_ITEM_NOT_FOUND);
}

/**
 * Moves a guest session's wishlist to a customer inside the caller's transaction (sign-in, spec §4).
 * Products the account already lists are skipped and their guest copies removed (nothing is lost).
 * @returns the number of items moved
 */
export async function mergeGuestWishlist(tx: Db, sessionId: string, customerId: string): Promise<number> {
  if (!sessionId || !customerId) return 0;
  const guestScope = and(isNull(wishlistItems.customerId), eq(wishlistItems.sessionId, sessionId));
  await lockOwner(tx, customerOwner(customerId));
  await lockOwner(tx, guestOwner(sessionId));
  const listed = tx
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId));
  const moved = await tx
    .update(wishlistItems)
    .set({ customerId, sessionId: null })
    .where(and(guestScope, notInArray(wishlistItems.productId, listed)))
    .returning({ id: wishlistItems.id });
  await tx.delete(wishlistItems).where(guestScope);
  return moved.length;
}
