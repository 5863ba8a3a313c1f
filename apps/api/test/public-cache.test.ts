import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesCatalogue } from '../src/db/catalogue-version.js';
import { products } from '../src/db/schema.js';
import { createTokenService } from '../src/lib/tokens.js';
import { CACHE_STATUS_HEADER, PUBLIC_CACHE_CONTROL } from '../src/plugins/public-cache.js';
import { guestSession, insertCustomer, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { placeOrderBody } from './order-fixtures.js';

let ctx: TestContext;
let sellerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  sellerId = (await insertSeller(ctx.db)).id;
});
afterAll(() => ctx.close());

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

async function productOf(slug: string) {
  const response = await get(`/api/home/seller/${sellerId}/product/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().product as { stock: number; rating: number };
}

describe('public catalogue cache', () => {
  it('answers a repeated read from the cache with the same bytes and headers', async () => {
    await insertProduct(ctx.db, sellerId);
    const url = `/api/home/seller/${sellerId}/query-products?pageNumber=1&sortPrice=low-to-high`;
    const miss = await get(url);
    const hit = await get(url);
    expect(miss.statusCode, miss.body).toBe(200);
    expect(miss.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(hit.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    for (const name of ['content-type', 'etag', 'cache-control', 'content-length']) {
      expect(hit.headers[name], name).toBe(miss.headers[name]);
    }
    expect(miss.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(miss.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('keys by the whole URL, query string included', async () => {
    const base = `/api/home/seller/${sellerId}/query-products`;
    await get(`${base}?pageNumber=1`);
    expect((await get(`${base}?pageNumber=2`)).headers[CACHE_STATUS_HEADER]).toBe('miss');
  });

  it('answers If-None-Match with 304 and changes the ETag when the body changes', async () => {
    const product = await insertProduct(ctx.db, sellerId, { stock: 5 });
    const url = `/api/home/seller/${sellerId}/product/${product.slug}`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    const missed = await get(`/api/home/seller/${sellerId}/products`, { 'if-none-match': '"other"' });
    expect(missed.statusCode).toBe(200);

    await ctx.db.update(products).set({ stock: 4 }).where(eq(products.id, product.id));
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().product.stock).toBe(4);
  });

  it('shows stock right after an order is placed and cancelled', async () => {
    const product = await insertProduct(ctx.db, sellerId, { stock: 10 });
    expect((await productOf(product.slug)).stock).toBe(10);
    expect((await productOf(product.slug)).stock).toBe(10);
    const guest = guestSession();
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/order/place-order',
      payload: placeOrderBody([{ productId: product.id, quantity: 3 }]),
      headers: guest.headers,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await productOf(product.slug)).stock).toBe(7);

    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/order/cancel-order/${placed.json().order.orderNumber}`,
      headers: guest.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await productOf(product.slug)).stock).toBe(10);
  });

  it('shows the new rating right after a review', async () => {
    const product = await insertProduct(ctx.db, sellerId);
    expect((await productOf(product.slug)).rating).toBe(0);
    const reviewed = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/customer/submit-review',
      payload: { productId: product.id, name: 'Ann', review: 'Lovely', rating: 4 },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect((await productOf(product.slug)).rating).toBe(4);
  });

  it('does not empty itself on writes the catalogue never reads (carts)', async () => {
    const product = await insertProduct(ctx.db, sellerId);
    await productOf(product.slug);
    const guest = guestSession();
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      payload: { sellerId, productId: product.id, quantity: 1, userId: null, sessionId: guest.sessionId },
      headers: guest.headers,
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const again = await get(`/api/home/seller/${sellerId}/product/${product.slug}`);
    expect(again.headers[CACHE_STATUS_HEADER]).toBe('hit');
  });

  it('never caches personal reads (cart, wishlist, orders)', async () => {
    const customer = await insertCustomer(ctx.db, createTokenService(ctx.config.jwtSecret));
    const id = customer.id;
    for (const url of [
      `/api/home/product/get-card-product/${id}/${sellerId}`,
      `/api/home/product/get-wishlist-products/${id}`,
      `/api/home/customer/gat-orders/${id}/all`,
      `/api/home/customer/gat-dashboard-data/${id}`,
    ]) {
      for (let round = 0; round < 2; round++) {
        const response = await get(url, customer.headers);
        expect(response.statusCode, `${url} ${response.body}`).toBe(200);
        expect(response.headers[CACHE_STATUS_HEADER], url).toBeUndefined();
        expect(response.headers.etag, url).toBeUndefined();
      }
    }
  });

  it('does not cache errors', async () => {
    const url = `/api/home/seller/${sellerId}/product/no-such-product`;
    const first = await get(url);
    expect(first.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    expect((await get(url)).headers[CACHE_STATUS_HEADER]).toBeUndefined();
  });
});

describe('changesCatalogue', () => {
  it('tells catalogue writes from reads and from writes to other tables', () => {
    expect(changesCatalogue('update "products" set "stock" = $1')).toBe(true);
    expect(changesCatalogue('insert into "reviews" ("id") values ($1)')).toBe(true);
    expect(changesCatalogue('delete from "sellers" where "id" = $1')).toBe(true);
    expect(changesCatalogue('truncate table products')).toBe(true);
    expect(changesCatalogue('select * from "products" for update')).toBe(false);
    expect(changesCatalogue('begin')).toBe(false);
    expect(changesCatalogue('insert into "cart_lines" ("id") values ($1)')).toBe(false);
    expect(changesCatalogue('update "orders" set "delivery_status" = $1')).toBe(false);
    expect(changesCatalogue('with x as (delete from "products" returning 1) select 1')).toBe(true);
    expect(changesCatalogue('do $$ begin end $$')).toBe(true);
  });
});
