import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema.js';
import { REVIEW_NOT_FOUND } from '../src/services/seller-console/seller-reviews.js';
import { productRating } from './catalogue-fixtures.js';
import { insertProduct } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { type ConsoleShop, consoleShop, type Headers } from './seller-console-fixtures.js';

let ctx: TestContext;
let shop: ConsoleShop;
let other: ConsoleShop;
let productId: string;
let theirReviewId: string;
const ids: Record<string, string> = {};

let addresses = 0;
async function submit(product: string, name: string, rating: number): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/home/customer/submit-review',
    // each from its own address: the route's rate limit is tested in reviews.test.ts
    remoteAddress: `10.21.0.${++addresses}`,
    payload: { name, review: `${name} says ${rating}`, rating, productId: product },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await ctx.db.select().from(reviews).where(eq(reviews.name, name));
  if (!row) throw new Error('review not stored');
  return row.id;
}

function list(query = '', headers: Headers = shop.headers) {
  return ctx.app.inject({ method: 'GET', url: `/api/seller/reviews${query}`, headers });
}

function setHidden(id: string, payload: Record<string, unknown>, headers: Headers = shop.headers) {
  return ctx.app.inject({ method: 'PUT', url: `/api/seller/reviews/${id}`, payload, headers });
}

/** What a shopper sees: the product's reviews page (its list, total and per-star counts). */
async function publicReviews(product = productId) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/home/customer/get-reviews/${product}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const names = (body: { reviews: { name: string }[] }) => body.reviews.map((review) => review.name);

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await consoleShop(ctx, 'rev');
  other = await consoleShop(ctx, 'rev-other');
  productId = (await insertProduct(ctx.db, shop.sellerId, { name: 'Linen shirt' })).id;
  for (const [index, [name, rating]] of (
    [
      ['Ann', 5],
      ['Ben', 4],
      ['Cy', 1],
    ] as const
  ).entries()) {
    ids[name] = await submit(productId, name, rating);
    await ctx.db
      .update(reviews)
      .set({ createdAt: new Date(Date.UTC(2026, 5, 1 + index)) })
      .where(eq(reviews.id, ids[name] ?? ''));
  }
  theirReviewId = await submit(other.productId, 'Dee', 2);
});
afterAll(() => ctx.close());

describe('seller reviews', () => {
  it('lists the reviews of the shop’s products newest first, filtered by rating and visibility', async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['Cy', 'Ben', 'Ann']);
    expect(body).toMatchObject({ success: true, total: 3, page: 1, perPage: 20 });
    expect(body.reviews[0]).toEqual({
      id: ids.Cy,
      productId,
      productName: 'Linen shirt',
      productSlug: expect.any(String),
      name: 'Cy',
      rating: 1,
      review: 'Cy says 1',
      createdAt: '2026-06-03T00:00:00.000Z',
      hidden: false,
    });
    expect(names((await list('?rating=4')).json())).toEqual(['Ben']);
    expect(names((await list('?visibility=hidden')).json())).toEqual([]);
  });

  it("hiding a review takes it out of the product's rating, count, list and distribution at once; showing restores them", async () => {
    expect(await productRating(ctx.db, productId)).toEqual({ rating: 3.3, reviewCount: 3 });
    const hidden = await setHidden(ids.Cy ?? '', { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      success: true,
      message: 'Review hidden',
      review: { id: ids.Cy, hidden: true },
    });
    expect(await productRating(ctx.db, productId)).toEqual({ rating: 4.5, reviewCount: 2 });
    let shown = await publicReviews();
    expect(shown.reviews.map((review: { name: string }) => review.name)).toEqual(['Ben', 'Ann']);
    expect(shown.totalReview).toBe(2);
    expect(shown.rating_review).toEqual([
      { rating: 5, sum: 1 },
      { rating: 4, sum: 1 },
      { rating: 3, sum: 0 },
      { rating: 2, sum: 0 },
      { rating: 1, sum: 0 },
    ]);
    expect(names((await list('?visibility=hidden')).json())).toEqual(['Cy']);
    expect(names((await list('?visibility=visible')).json())).toEqual(['Ben', 'Ann']);

    // a new review while one is hidden: the average stays over the visible ones
    await submit(productId, 'Eve', 3);
    expect(await productRating(ctx.db, productId)).toEqual({ rating: 4, reviewCount: 3 });

    const restored = await setHidden(ids.Cy ?? '', { hidden: false });
    expect(restored.json()).toMatchObject({ message: 'Review shown', review: { hidden: false } });
    // (5 + 4 + 1 + 3) / 4 = 3.25
    expect(await productRating(ctx.db, productId)).toEqual({ rating: 3.3, reviewCount: 4 });
    shown = await publicReviews();
    expect(shown.totalReview).toBe(4);
    expect(shown.rating_review.find((bar: { rating: number }) => bar.rating === 1)).toEqual({
      rating: 1,
      sum: 1,
    });
  });

  it('refuses a bad body or query with 400', async () => {
    for (const payload of [{}, { hidden: 'yes' }]) {
      const response = await setHidden(ids.Ann ?? '', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('hidden must be true or false');
    }
    const badRating = await list('?rating=6');
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json().error).toContain('rating must be 1 to 5');
  });

  it("answers another shop's review and an unknown id alike with 404, nothing changed", async () => {
    for (const id of [theirReviewId, 'no-such-review']) {
      const response = await setHidden(id, { hidden: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: REVIEW_NOT_FOUND });
    }
    const [theirs] = await ctx.db.select().from(reviews).where(eq(reviews.id, theirReviewId));
    expect(theirs?.hidden).toBe(false);
    expect(await productRating(ctx.db, other.productId)).toEqual({ rating: 2, reviewCount: 1 });
    expect(names((await list()).json())).not.toContain('Dee');
  });
});
