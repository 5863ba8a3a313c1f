import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueVersion, changesCatalogue } from '../src/db/catalogue-version.js';
import { products } from '../src/db/schema.js';
import { createTokenService } from '../src/lib/tokens.js';
import { CACHE_STATUS_HEADER, createPublicCache, PUBLIC_CACHE_CONTROL } from '../src/plugins/public-cache.js';
import { guestSession, insertCustomer, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { placeOrderBody } from './order-fixtures.js';

let ctx: TestContext;
let sellerId: string;

beforeAll(async () => {
  ctx = await createTestContext({
    PUBLIC_URL: 'https://shop.example',
    CORS_ORIGINS: 'https://admin.shop.example',
  });
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

/** PUBLIC_URL's origin and one of CORS_ORIGINS (see beforeAll). */
const ALLOWED_ORIGIN = 'https://shop.example';
const OTHER_ALLOWED_ORIGIN = 'https://admin.shop.example';
const REFUSED_ORIGIN = 'https://elsewhere.example';
const ORIGINS = [undefined, ALLOWED_ORIGIN, OTHER_ALLOWED_ORIGIN, REFUSED_ORIGIN];

/** The headers a miss and a hit of the same URL for the same Origin share: all but the date and `x-cache`. */
function sameUrlHeaders(headers: Record<string, unknown>) {
  const { date, [CACHE_STATUS_HEADER]: status, ...rest } = headers;
  return rest;
}

/** The headers two answers of the same route to the same Origin share, whatever their URL. */
function envelope(headers: Record<string, unknown>) {
  const { etag, 'content-length': length, ...rest } = sameUrlHeaders(headers);
  return rest;
}

describe('cache hits answered ahead of the other hooks', () => {
  it('carry the headers of a miss (security headers, CORS for their Origin) and the same bytes', async () => {
    const misses = new Map<string | undefined, Record<string, unknown>>();
    for (const origin of ORIGINS) {
      const headers: Record<string, string> = origin ? { origin } : {};
      // a new product empties the cache: each Origin starts on a miss
      const product = await insertProduct(ctx.db, sellerId, { name: `Café crème ☕ ${origin ?? 'none'}` });
      const url = `/api/home/seller/${sellerId}/product/${product.slug}`;
      const miss = await get(url, headers);
      expect(miss.statusCode, miss.body).toBe(200);
      expect(miss.headers[CACHE_STATUS_HEADER]).toBe('miss');
      misses.set(origin, miss.headers);
      // the second read may go through every hook (first of its Origin), the third is answered first
      for (let round = 0; round < 2; round++) {
        const hit = await get(url, headers);
        expect(hit.headers[CACHE_STATUS_HEADER]).toBe('hit');
        expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
        expect(sameUrlHeaders(hit.headers)).toEqual(sameUrlHeaders(miss.headers));
        expect(Object.keys(sameUrlHeaders(hit.headers))).toEqual(Object.keys(sameUrlHeaders(miss.headers)));
      }
      expect(miss.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(miss.headers['strict-transport-security']).toMatch(/^max-age=/);
      expect(miss.headers.vary).toBe('Origin, Accept-Encoding');
      expect(miss.headers['access-control-allow-origin']).toBe(
        origin === undefined || origin === REFUSED_ORIGIN ? undefined : origin,
      );
    }

    // one cached URL read from every Origin in turn: each gets its own CORS headers
    const url = `/api/home/seller/${sellerId}/products`;
    await get(url);
    for (let round = 0; round < 2; round++) {
      for (const origin of ORIGINS) {
        const hit = await get(url, origin ? { origin } : {});
        expect(hit.headers[CACHE_STATUS_HEADER]).toBe('hit');
        expect(envelope(hit.headers)).toEqual(envelope(misses.get(origin) ?? {}));
      }
    }
  });

  it('answer If-None-Match with 304 and the same headers', async () => {
    const product = await insertProduct(ctx.db, sellerId);
    const url = `/api/home/seller/${sellerId}/product/${product.slug}`;
    const headers = { origin: ALLOWED_ORIGIN };
    const miss = await get(url, headers);
    await get(url, headers);
    const notModified = await get(url, { ...headers, 'if-none-match': String(miss.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers[CACHE_STATUS_HEADER]).toBe('hit');
    const { 'content-type': type, ...missEnvelope } = envelope(miss.headers);
    expect(envelope(notModified.headers)).toEqual(missEnvelope);
    expect(notModified.headers.etag).toBe(miss.headers.etag);
  });

  it('are the same for a signed-in customer and a guest', async () => {
    const customer = await insertCustomer(ctx.db, createTokenService(ctx.config.jwtSecret));
    const product = await insertProduct(ctx.db, sellerId);
    const url = `/api/home/seller/${sellerId}/product/${product.slug}`;
    const anonymous = await get(url);
    const signedIn = await get(url, customer.headers);
    const guest = await get(url, guestSession().headers);
    for (const hit of [signedIn, guest]) {
      expect(hit.headers[CACHE_STATUS_HEADER]).toBe('hit');
      expect(hit.rawPayload.equals(anonymous.rawPayload)).toBe(true);
    }
  });

  it('sends large answers compressed to clients that take it, with their own ETag', async () => {
    const name = 'Crème brûlée — 東京 ☕ 😀';
    await insertProduct(ctx.db, sellerId, { name });
    const url = `/api/home/seller/${sellerId}/products`;
    const plain = await get(url);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      for (const response of [
        await get(url, { 'accept-encoding': accept }),
        await get(url, { 'accept-encoding': accept }),
      ]) {
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(response.rawPayload).equals(plain.rawPayload)).toBe(true);
        expect(response.headers.etag).not.toBe(plain.headers.etag);
        const again = await get(url, {
          'accept-encoding': accept,
          'if-none-match': String(response.headers.etag),
        });
        expect(again.statusCode).toBe(304);
      }
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().products.some((product: { name: string }) => product.name === name)).toBe(true);
    // the plain ETag does not match a compressed representation
    const mixed = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(mixed.statusCode).toBe(200);
  });
});

describe('createPublicCache', () => {
  async function appWithCache() {
    const version = new CatalogueVersion();
    const cache = createPublicCache({ version });
    const app = Fastify();
    app.addHook('onRequest', cache.answerEarly);
    await app.register(helmet, { contentSecurityPolicy: false });
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || origin === ALLOWED_ORIGIN),
      credentials: true,
    });
    const seen = { hooks: 0, handler: 0 };
    app.addHook('onRequest', async () => {
      seen.hooks++;
    });
    await app.register(
      async (scope) => {
        cache.register(scope);
        scope.get('/thing', { config: { publicCache: true } }, async () => {
          seen.handler++;
          return { name: 'Café' };
        });
        scope.get('/private', async () => ({ name: 'mine' }));
      },
      { prefix: '/api' },
    );
    await app.ready();
    return { app, version, seen };
  }

  it('skips the later hooks once it has seen their headers for that Origin', async () => {
    const { app, seen } = await appWithCache();
    const read = (origin?: string) =>
      app.inject({ method: 'GET', url: '/api/thing', headers: origin ? { origin } : {} });

    const miss = await read();
    expect(seen).toEqual({ hooks: 1, handler: 1 });
    const hit = await read();
    expect(seen).toEqual({ hooks: 1, handler: 1 });
    expect(envelope(hit.headers)).toEqual(envelope(miss.headers));

    // a new allowed Origin goes through cors once, then is answered first
    const first = await read(ALLOWED_ORIGIN);
    const second = await read(ALLOWED_ORIGIN);
    expect(seen).toEqual({ hooks: 2, handler: 1 });
    expect(first.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(envelope(second.headers)).toEqual(envelope(first.headers));
    expect((await read()).headers['access-control-allow-origin']).toBeUndefined();

    // a refused Origin is never remembered: any text can come in that header
    await read(REFUSED_ORIGIN);
    const refused = await read(REFUSED_ORIGIN);
    expect(seen).toEqual({ hooks: 4, handler: 1 });
    expect(refused.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  it('goes through every hook after a catalogue write and for routes it does not cache', async () => {
    const { app, version, seen } = await appWithCache();
    await app.inject({ method: 'GET', url: '/api/thing' });
    version.bump();
    const after = await app.inject({ method: 'GET', url: '/api/thing' });
    expect(after.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(seen).toEqual({ hooks: 2, handler: 2 });
    for (let round = 0; round < 2; round++) {
      const personal = await app.inject({ method: 'GET', url: '/api/private' });
      expect(personal.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    }
    expect(seen.hooks).toBe(4);
    await app.close();
  });
});
