import {
  type RatingCount,
  REVIEW_PAGE_SIZE,
  type Review,
  type SubmitReviewBody,
  validateReview,
} from '@souk/core';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customers, products, reviews } from '../db/schema.js';
import { invalid, notFound } from '../domain/errors.js';
import { emitEvent } from '../events/outbox.js';
import { newId } from '../lib/ids.js';
import { PRODUCT_NOT_FOUND, shownToShoppers } from './products.js';

/** Pages past this one are empty anyway; the bound keeps the offset a sane number. */
const MAX_REVIEW_PAGE = 100_000;

export interface NewReview {
  productId: string;
  customerId: string | null;
  name: string;
  review: string;
  rating: number;
}

/**
 * POST /home/customer/submit-review (spec §7): a signed-in customer reviews under the account's current
 * name (a token of a removed account counts as a guest), a guest under the name given; checked in the
 * spec's order (§5 review submit).
 * @throws invalid (the spec's review-form message), not found (no such product)
 */
export async function submitReviewAs(
  db: Db,
  customerId: string | null,
  body: SubmitReviewBody,
): Promise<void> {
  const [account] = customerId
    ? await db
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(eq(customers.id, customerId))
        .limit(1)
    : [];
  const checked = validateReview(body, { signedInName: account?.name });
  if (!checked.ok) throw invalid(checked.message);
  await submitReview(db, { productId: body.productId, customerId: account?.id ?? null, ...checked.value });
}

/**
 * Stores a review and, in the same transaction, sets the product's rating to the average of its visible
 * reviews (one decimal) and their count. The product row is locked first, so concurrent reviews of one
 * product are counted one after the other and none is missed from the average.
 * @throws not found when the product does not exist
 */
export async function submitReview(db: Db, input: NewReview): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, sellerId: products.sellerId })
      .from(products)
      .where(and(eq(products.id, input.productId), shownToShoppers))
      .for('update');
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const reviewId = newId();
    await tx.insert(reviews).values({ id: reviewId, ...input });
    await refreshProductRating(tx, input.productId);
    await emitEvent(tx, 'review.created', {
      reviewId,
      productId: product.id,
      sellerId: product.sellerId,
      rating: input.rating,
    });
  });
}

/**
 * Sets a product's rating (the average of its visible reviews, one decimal; 0 without any) and review count
 * from its reviews. Call it in the transaction that changed them, with the product row locked: hidden
 * reviews leave the shop's rating at once.
 */
export async function refreshProductRating(tx: Db, productId: string): Promise<void> {
  const visibleOfProduct = sql`${reviews.productId} = ${productId} and not ${reviews.hidden}`;
  await tx
    .update(products)
    .set({
      rating: sql`(select coalesce(round(avg(${reviews.rating})::numeric, 1), 0)::float8 from ${reviews} where ${visibleOfProduct})`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${visibleOfProduct})`,
    })
    .where(eq(products.id, productId));
}

export interface ReviewPage {
  reviews: Review[];
  totalReview: number;
  rating_review: RatingCount[];
}

/**
 * One page of a product's reviews (newest first) with the per-star counts from 5 stars down; reviews the
 * seller hid are left out of both.
 */
export async function reviewPage(db: Db, productId: string, pageNo: number): Promise<ReviewPage> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), shownToShoppers))
    .limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const page = Math.min(Math.max(1, Math.trunc(pageNo)), MAX_REVIEW_PAGE);
  const [rows, perStar] = await Promise.all([
    db
      .select({
        id: reviews.id,
        name: reviews.name,
        review: reviews.review,
        rating: reviews.rating,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEW_PAGE_SIZE)
      .offset((page - 1) * REVIEW_PAGE_SIZE),
    db
      .select({ rating: reviews.rating, sum: count() })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
      .groupBy(reviews.rating),
  ]);
  const sums = new Map(perStar.map((row) => [row.rating, row.sum]));
  const rating_review = [5, 4, 3, 2, 1].map((rating) => ({ rating, sum: sums.get(rating) ?? 0 }));
  return {
    reviews: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      review: row.review,
      rating: row.rating,
      date: row.createdAt.toISOString(),
    })),
    totalReview: rating_review.reduce((total, bar) => total + bar.sum, 0),
    rating_review,
  };
}
