import type { SellerBanner, SellerBannerInput } from '@souk/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { banners, products } from '../../db/schema.js';
import { notFound } from '../../domain/errors.js';
import { newId } from '../../lib/ids.js';
import { checkReorder, type ReorderTx } from './reorder.js';

export const BANNER_NOT_FOUND = 'Banner not found';
export const BANNER_PRODUCT_NOT_FOUND = 'productId: Product not found in your shop';
export const BANNER_DELETED = 'Banner deleted';

type BannerRow = typeof banners.$inferSelect;

function toBanner(row: BannerRow): SellerBanner {
  return {
    _id: row.id,
    image: row.image,
    productId: row.productId,
    link: row.link,
    position: row.position,
  };
}

/** The stored columns of an input: an empty link is no link. */
async function bannerValues(tx: ReorderTx, sellerId: string, input: SellerBannerInput) {
  if (input.productId !== null) {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.sellerId, sellerId)))
      .limit(1);
    if (!product) throw notFound(BANNER_PRODUCT_NOT_FOUND);
  }
  return { image: input.image, productId: input.productId, link: input.link || null };
}

/** GET /seller/banners: the shop's home banners in order. */
export async function listSellerBanners(db: Db, sellerId: string): Promise<SellerBanner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.sellerId, sellerId))
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map(toBanner);
}

/**
 * POST /seller/banners: a new banner at the end.
 * @throws not found when `productId` is not a product of the shop
 */
export async function createBanner(
  db: Db,
  sellerId: string,
  input: SellerBannerInput,
): Promise<SellerBanner> {
  return db.transaction(async (tx) => {
    const values = await bannerValues(tx, sellerId, input);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${banners.position}), -1)`.mapWith(Number) })
      .from(banners)
      .where(eq(banners.sellerId, sellerId));
    const [row] = await tx
      .insert(banners)
      .values({ id: newId(), sellerId, ...values, position: (last?.position ?? -1) + 1 })
      .returning();
    if (!row) throw new Error('banner insert returned nothing');
    return toBanner(row);
  });
}

/** PUT /seller/banners/{id}: replace the banner's image, product and link (the storefront's admin mode too). */
export async function updateBanner(
  db: Db,
  sellerId: string,
  id: string,
  input: SellerBannerInput,
): Promise<SellerBanner> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: banners.id })
      .from(banners)
      .where(and(eq(banners.id, id), eq(banners.sellerId, sellerId)))
      .limit(1);
    if (!current) throw notFound(BANNER_NOT_FOUND);
    const [row] = await tx
      .update(banners)
      .set(await bannerValues(tx, sellerId, input))
      .where(eq(banners.id, id))
      .returning();
    if (!row) throw notFound(BANNER_NOT_FOUND);
    return toBanner(row);
  });
}

/** DELETE /seller/banners/{id}. */
export async function deleteBanner(db: Db, sellerId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(banners)
    .where(and(eq(banners.id, id), eq(banners.sellerId, sellerId)))
    .returning({ id: banners.id });
  if (deleted.length === 0) throw notFound(BANNER_NOT_FOUND);
}

/** PUT /seller/banners/order: every banner id of the shop, in the new order. */
export async function reorderBanners(db: Db, sellerId: string, ids: string[]): Promise<SellerBanner[]> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: banners.id }).from(banners).where(eq(banners.sellerId, sellerId));
    checkReorder(
      rows.map((row) => row.id),
      ids,
    );
    for (const [position, id] of ids.entries()) {
      await tx
        .update(banners)
        .set({ position })
        .where(and(eq(banners.id, id), eq(banners.sellerId, sellerId)));
    }
  });
  return listSellerBanners(db, sellerId);
}
