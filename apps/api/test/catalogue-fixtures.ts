import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { banners, contentTabs, products, reviews } from '../src/db/schema.js';

type BannerInsert = typeof banners.$inferInsert;
type ReviewInsert = typeof reviews.$inferInsert;

/** A banner of a seller: an image, optionally a product or a link. */
export async function insertBanner(db: Db, sellerId: string, overrides: Partial<BannerInsert> = {}) {
  const [row] = await db
    .insert(banners)
    .values({ id: randomUUID(), sellerId, image: '/api/images/demo/banners/shop-1.svg', ...overrides })
    .returning();
  if (!row) throw new Error('banner not inserted');
  return row;
}

/** A review row written directly (bypassing the route and its rating update). */
export async function insertReview(db: Db, productId: string, overrides: Partial<ReviewInsert> = {}) {
  const [row] = await db
    .insert(reviews)
    .values({ id: randomUUID(), productId, name: 'Sam', review: 'Fine', rating: 4, ...overrides })
    .returning();
  if (!row) throw new Error('review not inserted');
  return row;
}

export async function insertContentTab(db: Db, tab: string, body: string) {
  await db.insert(contentTabs).values({ tab, body });
}

/** A moment `minutes` after a fixed start: products get distinct, ordered creation times. */
export function minutesAfterStart(minutes: number): Date {
  return new Date(Date.UTC(2026, 0, 1, 12, minutes));
}

/** The rating figures a product row holds. */
export async function productRating(db: Db, productId: string) {
  const [row] = await db
    .select({ rating: products.rating, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}
