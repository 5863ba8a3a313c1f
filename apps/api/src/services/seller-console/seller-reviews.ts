import type { SellerReview, SellerReviewsResponse } from '@souk/core';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, reviews } from '../../db/schema.js';
import { notFound } from '../../domain/errors.js';
import { refreshProductRating } from '../reviews.js';

export const REVIEW_NOT_FOUND = 'Review not found';
export const REVIEW_HIDDEN = 'Review hidden';
export const REVIEW_SHOWN = 'Review shown';
export const SELLER_REVIEWS_PER_PAGE = 20;

const columns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  productSlug: products.slug,
  name: reviews.name,
  rating: reviews.rating,
  review: reviews.review,
  createdAt: reviews.createdAt,
  hidden: reviews.hidden,
};

function toReview(row: { createdAt: Date } & Omit<SellerReview, 'createdAt'>): SellerReview {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** GET /seller/reviews: a page of the reviews of the shop's products, newest first. */
export async function listSellerReviews(
  db: Db,
  sellerId: string,
  query: { page: number; rating?: number | undefined; visibility: 'all' | 'visible' | 'hidden' },
): Promise<Omit<SellerReviewsResponse, 'success'>> {
  const conditions: SQL[] = [eq(products.sellerId, sellerId)];
  if (query.rating !== undefined) conditions.push(eq(reviews.rating, query.rating));
  if (query.visibility !== 'all') conditions.push(eq(reviews.hidden, query.visibility === 'hidden'));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(SELLER_REVIEWS_PER_PAGE)
      .offset((query.page - 1) * SELLER_REVIEWS_PER_PAGE),
    db
      .select({ value: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where),
  ]);
  return {
    reviews: rows.map(toReview),
    total: total?.value ?? 0,
    page: query.page,
    perPage: SELLER_REVIEWS_PER_PAGE,
  };
}

async function sellerReview(db: Db, sellerId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.id, id), eq(products.sellerId, sellerId)))
    .limit(1);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}

/**
 * PUT /seller/reviews/{id}: hides or shows a review of the shop's products and, in the same transaction
 * (the product row locked, as a new review locks it), sets the product's rating and review count from its
 * visible reviews — the shop's pages, rating and distribution follow at once.
 * @throws not found (missing, or a review of another shop's product)
 */
export async function setReviewHidden(
  db: Db,
  sellerId: string,
  id: string,
  hidden: boolean,
): Promise<SellerReview> {
  const { productId } = await sellerReview(db, sellerId, id);
  await db.transaction(async (tx) => {
    await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    await tx.update(reviews).set({ hidden }).where(eq(reviews.id, id));
    await refreshProductRating(tx, productId);
  });
  return toReview(await sellerReview(db, sellerId, id));
}
