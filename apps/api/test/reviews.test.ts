import { REVIEW_SUBMITTED_MESSAGE } from '@souk/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema.js';
import { createTokenService } from '../src/lib/tokens.js';
import { insertReview, productRating } from './catalogue-fixtures.js';
import { insertCustomer, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
let sellerId: string;

// the route is rate-limited per client address: each call comes from its own address unless a test says otherwise
let addressCounter = 0;
const nextAddress = () => {
  addressCounter++;
  return `10.20.${addressCounter >> 8}.${addressCounter & 255}`;
};

function submit(payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/home/customer/submit-review',
    remoteAddress,
    headers,
    payload: payload as Record<string, unknown>,
  });
}

const reviewsOf = (productId: string) =>
  ctx.db.select().from(reviews).where(eq(reviews.productId, productId));

beforeAll(async () => {
  ctx = await createTestContext();
  sellerId = (await insertSeller(ctx.db)).id;
});
afterAll(() => ctx.close());

describe('POST /api/home/customer/submit-review', () => {
  it('stores a guest review and sets the product rating to the average, one decimal', async () => {
    const product = await insertProduct(ctx.db, sellerId);
    const response = await submit({
      name: ' Ann ',
      review: ' Lovely fit ',
      rating: 5,
      productId: product.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: REVIEW_SUBMITTED_MESSAGE });
    const [row] = await reviewsOf(product.id);
    expect(row).toMatchObject({ name: 'Ann', review: 'Lovely fit', rating: 5, customerId: null });
    expect(await productRating(ctx.db, product.id)).toEqual({ rating: 5, reviewCount: 1 });

    for (const rating of [4, 4]) {
      expect((await submit({ name: 'Ben', review: 'Good', rating, productId: product.id })).statusCode).toBe(
        200,
      );
    }
    // (5 + 4 + 4) / 3 = 4.333…
    expect(await productRating(ctx.db, product.id)).toEqual({ rating: 4.3, reviewCount: 3 });
    await submit({ name: 'Cy', review: 'Great', rating: 5, productId: product.id });
    expect(await productRating(ctx.db, product.id)).toEqual({ rating: 4.5, reviewCount: 4 });
    await submit({ name: 'Di', review: 'Meh', rating: 2, productId: product.id });
    // (5 + 4 + 4 + 5 + 2) / 5 = 4.0
    expect(await productRating(ctx.db, product.id)).toEqual({ rating: 4, reviewCount: 5 });
  });

  it('uses the account name of a signed-in customer, whatever the body says', async () => {
    const product = await insertProduct(ctx.db, sellerId);
    const customer = await insertCustomer(ctx.db, createTokenService(ctx.config.jwtSecret), {
      name: 'Thandi Ngcobo',
    });
    for (const name of ['', 'Somebody Else']) {
      const response = await submit(
        { name, review: 'Soft', rating: 3, productId: product.id },
        customer.headers,
      );
      expect(response.statusCode).toBe(200);
    }
    const rows = await reviewsOf(product.id);
    expect(rows.map((row) => [row.name, row.customerId])).toEqual([
      ['Thandi Ngcobo', customer.id],
      ['Thandi Ngcobo', customer.id],
    ]);
  });

  it('treats an invalid token as a guest: the name is then required', async () => {
    const product = await insertProduct(ctx.db, sellerId);
    const response = await submit(
      { review: 'Nice', rating: 4, productId: product.id },
      { authorization: 'Bearer not-a-token' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Please enter your name' });
  });

  it('rejects bad input with the spec messages and changes nothing', async () => {
    const product = await insertProduct(ctx.db, sellerId, { rating: 3.5, reviewCount: 2 });
    const valid = { name: 'Ann', review: 'Fine', rating: 4, productId: product.id };
    const cases: [unknown, number, string | null][] = [
      [{ ...valid, rating: 0 }, 400, 'Please select a rating'],
      [{ ...valid, rating: 6 }, 400, 'Please select a rating'],
      [{ ...valid, rating: 4.5 }, 400, 'Please select a rating'],
      [{ ...valid, rating: '5' }, 400, 'Please select a rating'],
      [{ ...valid, rating: undefined }, 400, 'Please select a rating'],
      [{ ...valid, rating: 1e308 }, 400, 'Please select a rating'],
      [{ ...valid, review: '   ' }, 400, 'Please write a review'],
      [{ ...valid, review: 42 }, 400, 'Please write a review'],
      [{ ...valid, review: 'x'.repeat(5001) }, 400, null],
      [{ ...valid, name: '  ' }, 400, 'Please enter your name'],
      [{ ...valid, name: 'n'.repeat(101) }, 400, null],
      [{ ...valid, productId: undefined }, 400, null],
      [{ ...valid, productId: 'p'.repeat(129) }, 400, null],
      [{ ...valid, productId: 'no-such-product' }, 404, 'Product not found'],
      [{ ...valid, review: 'nul \u0000 byte' }, 400, null],
      [{ ...valid, productId: `${product.id}\u0000` }, 400, null],
      [[valid], 400, null],
    ];
    for (const [payload, status, error] of cases) {
      const response = await submit(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      if (error) expect(response.json()).toEqual({ error });
      else expect(response.json()).toHaveProperty('error');
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/customer/submit-review',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/json' },
      payload: '{"rating":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await reviewsOf(product.id)).toEqual([]);
    expect(await productRating(ctx.db, product.id)).toEqual({ rating: 3.5, reviewCount: 2 });
  });

  it('counts every review of simultaneous submissions', async () => {
    const product = await insertProduct(ctx.db, sellerId);
    const ratings = [5, 4, 3, 5, 4, 1, 2, 5, 5, 4];
    const responses = await Promise.all(
      ratings.map((rating, index) =>
        submit({ name: `Shopper ${index}`, review: 'Quick one', rating, productId: product.id }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(ratings.map(() => 200));
    // 38 / 10 = 3.8
    expect(await productRating(ctx.db, product.id)).toEqual({ rating: 3.8, reviewCount: 10 });
  });

  it('is rate-limited per client address', async () => {
    const product = await insertProduct(ctx.db, sellerId);
    const payload = { name: 'Spam', review: 'Spam', rating: 1, productId: product.id };
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++) {
      statuses.push((await submit(payload, {}, '192.0.2.77')).statusCode);
    }
    // another address is not affected
    expect((await submit(payload, {}, '192.0.2.78')).statusCode).toBe(200);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(await reviewsOf(product.id)).toHaveLength(21);
  });
});

describe('GET /api/home/customer/get-reviews/:productId', () => {
  const page = (productId: string, pageNo?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/home/customer/get-reviews/${productId}`,
      ...(pageNo === undefined ? {} : { query: { pageNo } }),
    });

  it('pages five reviews at a time, newest first, with per-star counts from 5 down', async () => {
    const product = await insertProduct(ctx.db, sellerId);
    const ratings = [5, 5, 4, 3, 5, 1, 4];
    for (const [index, rating] of ratings.entries()) {
      await insertReview(ctx.db, product.id, {
        name: `Reviewer ${index}`,
        rating,
        createdAt: new Date(Date.UTC(2026, 2, 1, 10, index)),
      });
    }
    const first = await page(product.id);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.totalReview).toBe(7);
    expect(body.rating_review).toEqual([
      { rating: 5, sum: 3 },
      { rating: 4, sum: 2 },
      { rating: 3, sum: 1 },
      { rating: 2, sum: 0 },
      { rating: 1, sum: 1 },
    ]);
    expect(body.reviews.map((review: { name: string }) => review.name)).toEqual([
      'Reviewer 6',
      'Reviewer 5',
      'Reviewer 4',
      'Reviewer 3',
      'Reviewer 2',
    ]);
    expect(body.reviews[0]).toEqual({
      _id: expect.any(String),
      name: 'Reviewer 6',
      review: 'Fine',
      rating: 4,
      date: '2026-03-01T10:06:00.000Z',
    });
    const second = (await page(product.id, '2')).json();
    expect(second.reviews.map((review: { name: string }) => review.name)).toEqual([
      'Reviewer 1',
      'Reviewer 0',
    ]);
    expect(second.totalReview).toBe(7);
    expect((await page(product.id, '99999999999999999999')).json().reviews).toEqual([]);
    expect((await page(product.id, '0')).json().reviews).toHaveLength(5);
  });

  it('answers an empty distribution for a product without reviews', async () => {
    const product = await insertProduct(ctx.db, sellerId);
    expect((await page(product.id)).json()).toEqual({
      reviews: [],
      totalReview: 0,
      rating_review: [5, 4, 3, 2, 1].map((rating) => ({ rating, sum: 0 })),
    });
  });

  it('answers 404 for an unknown product and 400 for a malformed page', async () => {
    expect((await page('%00')).statusCode).toBe(400);
    const unknown = await page('no-such-product');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Product not found' });
    const product = await insertProduct(ctx.db, sellerId);
    for (const pageNo of ['two', '-1', '1.5', '']) {
      const response = await page(product.id, pageNo);
      expect(response.statusCode, pageNo).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
  });
});
