import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema.js';
import { nulByteMessage } from '../src/plugins/reject-nul-bytes.js';
import { CONTACT_SENT_MESSAGE } from '../src/services/shops.js';
import { insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
let seller: Awaited<ReturnType<typeof insertSeller>>;

beforeAll(async () => {
  ctx = await createTestContext();
  seller = await insertSeller(ctx.db, { name: 'Green-Pantry', shopName: 'Green Pantry' });
  await insertSeller(ctx.db, { name: 'green_pantry_2' });
});
afterAll(() => ctx.close());

describe('GET /api/search-seller', () => {
  it('finds a shop by name, case-insensitively', async () => {
    for (const name of ['green-pantry', 'GREEN-PANTRY', 'Green-Pantry']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/search-seller', query: { name } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ seller: { id: seller.id, name: 'Green-Pantry' } });
    }
  });

  it('answers { seller: null } for an unknown shop, and never pattern-matches', async () => {
    for (const name of ['nope', 'green%', 'green_pantry', '%']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/search-seller', query: { name } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ seller: null });
    }
  });

  it('rejects a missing or huge name with 400', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/search-seller' })).statusCode).toBe(400);
    const huge = await ctx.app.inject({
      method: 'GET',
      url: '/api/search-seller',
      query: { name: 'x'.repeat(500) },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toHaveProperty('error');
  });
});

describe('GET /api/search-seller-by-id', () => {
  it('finds by id or answers null', async () => {
    const found = await ctx.app.inject({
      method: 'GET',
      url: '/api/search-seller-by-id',
      query: { id: seller.id },
    });
    expect(found.json()).toEqual({ seller: { id: seller.id, name: 'Green-Pantry' } });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/search-seller-by-id',
      query: { id: 'nope' },
    });
    expect(missing.json()).toEqual({ seller: null });
  });
});

describe('seller information', () => {
  it('serves support info with the seller', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/get-support-info-by-seller/${seller.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      supportInfo: { email: 'help@shop.test', mobileNo: '0821234567', address: '1 Long Street, Cape Town' },
      seller: {
        _id: seller.id,
        name: 'Green-Pantry',
        shopInfo: { shopName: 'Green Pantry' },
        countryCode: '27',
      },
    });
  });

  it('serves social links and links content', async () => {
    const social = await ctx.app.inject({ method: 'GET', url: `/api/social-media/seller/${seller.id}` });
    expect(social.json()).toEqual({ socialMedia: { facebook: 'https://facebook.com/shop' } });
    const links = await ctx.app.inject({ method: 'GET', url: `/api/links-content/${seller.id}` });
    expect(links.json()).toEqual({ linksContent: { aboutShop: 'About us\nSecond paragraph' } });
  });

  it('answers 404 { error } for unknown sellers', async () => {
    for (const url of [
      '/api/get-support-info-by-seller/nope',
      '/api/social-media/seller/nope',
      '/api/links-content/nope',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Seller not found' });
    }
  });
});

describe('POST /api/save-contact', () => {
  const message = {
    name: 'Ann',
    email: 'ann@example.com',
    subject: 'Delivery',
    message: 'When will it ship?',
  };

  it('stores the message and answers with a message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/save-contact',
      payload: { ...message, sellerId: seller.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CONTACT_SENT_MESSAGE });
    const rows = await ctx.db.select().from(contactMessages).where(eq(contactMessages.sellerId, seller.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(message);
  });

  it('rejects bad input with the spec message and stores nothing', async () => {
    const before = await ctx.db.select().from(contactMessages);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...message, name: '', sellerId: seller.id }, 'Name is required'],
      [{ ...message, email: 'nope', sellerId: seller.id }, 'Invalid email'],
      [{ ...message, subject: '  ', sellerId: seller.id }, 'Subject is required'],
      [{ ...message, message: '', sellerId: seller.id }, 'Message is required'],
    ];
    for (const [payload, error] of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/save-contact', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/save-contact',
      payload: { ...message, sellerId: 'nope' },
    });
    expect(unknown.statusCode).toBe(404);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/save-contact',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(before.length);
  });
});

describe('server basics', () => {
  it('refuses NUL characters anywhere with 400 (PostgreSQL text cannot hold them)', async () => {
    for (const [url, field] of [
      ['/api/search-seller?name=%00', 'name'],
      ['/api/get-support-info-by-seller/%00', 'sellerId'],
      ['/api/search-seller-by-id?id=a%00b', 'id'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: nulByteMessage(field) });
    }
    const body = await ctx.app.inject({
      method: 'POST',
      url: '/api/save-contact',
      payload: { name: 'A\u0000', email: 'a@b.co', subject: 'S', message: 'M', sellerId: seller.id },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ error: nulByteMessage('name') });
  });

  it('answers health, the OpenAPI document and unknown routes', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: ctx.driver,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
      status: 'ok',
      database: ctx.driver,
    });
    const openapi = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(openapi.openapi).toBe('3.1.0');
    expect(openapi.paths['/api/search-seller'].get.parameters[0]).toMatchObject({
      name: 'name',
      in: 'query',
    });
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('error');
  });

  it('sends security headers and CORS only for configured origins', async () => {
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      // PUBLIC_URL's origin (default http://localhost:{PORT})
      headers: { origin: 'http://localhost:8000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    // the front ends' dev servers are trusted in development only (test/cors.test.ts)
    const dev = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(dev.headers['access-control-allow-origin']).toBeUndefined();
  });
});
