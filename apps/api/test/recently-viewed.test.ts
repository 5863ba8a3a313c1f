import { randomUUID } from 'node:crypto';
import { ProductsByIdsResponseSchema, RECENTLY_VIEWED_LIMIT, RecentlyViewedResponseSchema } from '@souk/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, products, recentlyViewedProducts } from '../src/db/schema.js';
import { createTokenService } from '../src/lib/tokens.js';
import { PRODUCT_NOT_FOUND } from '../src/services/products.js';
import { SELLER_NOT_FOUND } from '../src/services/shops.js';
import { guestSession, insertCustomer, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
let shopId: string;
let otherShopId: string;
/** Products of the shop, p[0] … p[14]. */
let p: string[];
let otherShopProduct: string;

const customer = () => insertCustomer(ctx.db, createTokenService(ctx.config.jwtSecret));
type Customer = Awaited<ReturnType<typeof customer>>;

beforeAll(async () => {
  ctx = await createTestContext();
  shopId = (await insertSeller(ctx.db)).id;
  otherShopId = (await insertSeller(ctx.db)).id;
  p = [];
  for (let index = 0; index < 15; index++) {
    p.push((await insertProduct(ctx.db, shopId, { name: `Product ${index}`, priceCents: 1000 + index })).id);
  }
  otherShopProduct = (await insertProduct(ctx.db, otherShopId, { name: 'Elsewhere' })).id;
});
afterAll(() => ctx.close());

const url = (sellerId = shopId) => `/api/customer/recently-viewed/${encodeURIComponent(sellerId)}`;

function list(headers: Record<string, string>, sellerId = shopId) {
  return ctx.app.inject({ method: 'GET', url: url(sellerId), headers });
}

function record(headers: Record<string, string>, productIds: unknown, sellerId = shopId) {
  return ctx.app.inject({ method: 'POST', url: url(sellerId), headers, payload: { productIds } });
}

function clear(headers: Record<string, string>, sellerId = shopId) {
  return ctx.app.inject({ method: 'DELETE', url: url(sellerId), headers });
}

async function listed(owner: Customer, sellerId = shopId): Promise<string[]> {
  const response = await list(owner.headers, sellerId);
  expect(response.statusCode, response.body).toBe(200);
  return RecentlyViewedResponseSchema.parse(response.json()).productIds;
}

/** Records one view at a time, as product pages do. */
async function view(owner: Customer, ...productIds: string[]) {
  for (const productId of productIds) {
    const response = await record(owner.headers, [productId]);
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function rows(customerId: string) {
  return ctx.db
    .select()
    .from(recentlyViewedProducts)
    .where(eq(recentlyViewedProducts.customerId, customerId));
}

describe('POST /api/customer/recently-viewed/{sellerId}', () => {
  it('lists viewed products newest first, a product viewed again moving up instead of twice', async () => {
    const owner = await customer();
    await view(owner, p[0]!, p[1]!, p[2]!, p[0]!);
    expect(await listed(owner)).toEqual([p[0], p[2], p[1]]);
    expect(await rows(owner.id)).toHaveLength(3);
  });

  it('answers the list as it is after the call', async () => {
    const owner = await customer();
    await view(owner, p[0]!);
    const response = await record(owner.headers, [p[1]]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ productIds: [p[1], p[0]] });
  });

  it(`keeps the ${RECENTLY_VIEWED_LIMIT} newest per shop: older rows are deleted`, async () => {
    const owner = await customer();
    await view(owner, ...p);
    const newestFirst = [...p].reverse().slice(0, RECENTLY_VIEWED_LIMIT);
    expect(await listed(owner)).toEqual(newestFirst);
    expect(await rows(owner.id)).toHaveLength(RECENTLY_VIEWED_LIMIT);
  });

  it('merges a guest’s list at sign-in: its products first, in its order, then the account’s, capped', async () => {
    const owner = await customer();
    await view(owner, p[10]!, p[11]!, p[12]!, p[13]!, p[14]!, p[9]!, p[8]!, p[7]!);
    // the account: p7 p8 p9 p14 p13 p12 p11 p10; the guest viewed p1, p2, p7 (newest first: p7 p2 p1)
    const response = await record(owner.headers, [p[7], p[2], p[1], p[3], p[4], p[5]]);
    expect(response.statusCode).toBe(200);
    const merged = [p[7], p[2], p[1], p[3], p[4], p[5], p[8], p[9], p[14], p[13], p[12], p[11]];
    expect(response.json().productIds).toEqual(merged);
    expect(await listed(owner)).toEqual(merged);
    expect(await rows(owner.id)).toHaveLength(RECENTLY_VIEWED_LIMIT);
  });

  it('records views sent at once one after another: every call answers, the list stays capped', async () => {
    const owner = await customer();
    const answers = await Promise.all(p.map((productId) => record(owner.headers, [productId])));
    expect(answers.map((answer) => answer.statusCode)).toEqual(p.map(() => 200));
    const list = await listed(owner);
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(new Set(list).size).toBe(RECENTLY_VIEWED_LIMIT);
    const stored = await rows(owner.id);
    expect(stored).toHaveLength(RECENTLY_VIEWED_LIMIT);
    // each write is newer than the last: no two rows share a time
    expect(new Set(stored.map((row) => row.viewedAt.getTime())).size).toBe(RECENTLY_VIEWED_LIMIT);
  });

  it('keeps one list per shop, each capped on its own', async () => {
    const owner = await customer();
    await view(owner, p[0]!);
    const elsewhere = await record(owner.headers, [otherShopProduct], otherShopId);
    expect(elsewhere.statusCode).toBe(200);
    expect(await listed(owner)).toEqual([p[0]]);
    expect(await listed(owner, otherShopId)).toEqual([otherShopProduct]);
  });

  it('skips ids the shop does not show, and refuses a call naming none of its products (404)', async () => {
    const owner = await customer();
    const mixed = await record(owner.headers, ['no-such-product', otherShopProduct, p[0]]);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json()).toEqual({ productIds: [p[0]] });

    for (const productIds of [['no-such-product'], [otherShopProduct]]) {
      const refused = await record(owner.headers, productIds);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: PRODUCT_NOT_FOUND });
    }
    expect((await rows(owner.id)).map((row) => row.productId)).toEqual([p[0]]);
  });

  it('leaves an unpublished product out of the list until it is published again', async () => {
    const owner = await customer();
    const draft = await insertProduct(ctx.db, shopId, { name: 'Soon' });
    await view(owner, p[0]!, draft.id);
    await ctx.db.update(products).set({ published: false }).where(eq(products.id, draft.id));
    expect(await listed(owner)).toEqual([p[0]]);
    expect((await record(owner.headers, [draft.id])).statusCode).toBe(404);
    await ctx.db.update(products).set({ published: true }).where(eq(products.id, draft.id));
    expect(await listed(owner)).toEqual([draft.id, p[0]]);
  });

  it('drops a deleted product with its row', async () => {
    const owner = await customer();
    const gone = await insertProduct(ctx.db, shopId, { name: 'Gone' });
    await view(owner, p[0]!, gone.id);
    await ctx.db.delete(products).where(eq(products.id, gone.id));
    expect(await listed(owner)).toEqual([p[0]]);
    expect(await rows(owner.id)).toHaveLength(1);
  });

  it.each([
    ['no productIds', undefined, 'productIds'],
    ['an empty list', [], 'productIds'],
    ['a plain string', 'p1', 'productIds'],
    ['an empty id', [''], 'productIds'],
    ['13 ids', Array.from({ length: RECENTLY_VIEWED_LIMIT + 1 }, (_, index) => `p${index}`), 'productIds'],
  ])('refuses %s (400 naming the field) and stores nothing', async (_case, productIds, field) => {
    const owner = await customer();
    const response = await record(owner.headers, productIds);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(field);
    expect(await rows(owner.id)).toEqual([]);
  });

  it('answers 404 for an unknown shop', async () => {
    const owner = await customer();
    const response = await record(owner.headers, [p[0]], 'no-such-shop');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: SELLER_NOT_FOUND });
  });
});

describe('who may use /api/customer/recently-viewed/{sellerId}', () => {
  it('answers 401 without a customer token — a guest’s list lives in the browser — and stores nothing', async () => {
    const guest = guestSession();
    const before = await ctx.db.select().from(recentlyViewedProducts);
    const callers: Record<string, string>[] = [{}, guest.headers, { authorization: 'Bearer not-a-token' }];
    for (const headers of callers) {
      expect((await list(headers)).statusCode).toBe(401);
      expect((await record(headers, [p[0]])).statusCode).toBe(401);
      expect((await clear(headers)).statusCode).toBe(401);
    }
    expect(await ctx.db.select().from(recentlyViewedProducts)).toEqual(before);
  });

  it('answers 401 once the session has ended', async () => {
    const owner = await customer();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer/logout',
      headers: owner.headers,
    });
    expect(logout.statusCode).toBe(200);
    expect((await record(owner.headers, [p[0]])).statusCode).toBe(401);
    expect(await rows(owner.id)).toEqual([]);
  });

  it('never shows or clears another customer’s list: each token reaches its own', async () => {
    const alice = await customer();
    const bob = await customer();
    await view(alice, p[0]!, p[1]!);
    expect(await listed(bob)).toEqual([]);
    await view(bob, p[2]!);
    expect((await clear(bob.headers)).statusCode).toBe(200);
    expect(await listed(alice)).toEqual([p[1], p[0]]);
    expect(await listed(bob)).toEqual([]);
  });

  it('a deleted account takes its list with it', async () => {
    const owner = await customer();
    await view(owner, p[0]!);
    await ctx.db.delete(customers).where(eq(customers.id, owner.id));
    expect(await rows(owner.id)).toEqual([]);
  });
});

describe('GET and DELETE /api/customer/recently-viewed/{sellerId}', () => {
  it('an account without views has an empty list', async () => {
    expect(await listed(await customer())).toEqual([]);
  });

  it('Clear empties the list of that shop only', async () => {
    const owner = await customer();
    await view(owner, p[0]!, p[1]!);
    await record(owner.headers, [otherShopProduct], otherShopId);
    const response = await clear(owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ productIds: [] });
    expect(await listed(owner)).toEqual([]);
    expect(await listed(owner, otherShopId)).toEqual([otherShopProduct]);
    const left = await ctx.db
      .select()
      .from(recentlyViewedProducts)
      .where(
        and(eq(recentlyViewedProducts.customerId, owner.id), eq(recentlyViewedProducts.sellerId, shopId)),
      );
    expect(left).toEqual([]);
  });

  it('answers 404 for an unknown shop', async () => {
    const owner = await customer();
    expect((await list(owner.headers, 'no-such-shop')).statusCode).toBe(404);
    expect((await clear(owner.headers, 'no-such-shop')).statusCode).toBe(404);
  });
});

describe('GET /api/home/products-by-ids/{sellerId}', () => {
  function byIds(query: string, sellerId = shopId) {
    return ctx.app.inject({
      method: 'GET',
      url: `/api/home/products-by-ids/${encodeURIComponent(sellerId)}${query}`,
    });
  }

  it('answers the products as they are now, in the order asked', async () => {
    await ctx.db.update(products).set({ priceCents: 2222, stock: 3 }).where(eq(products.id, p[2]!));
    const response = await byIds(`?ids=${p[2]},${p[0]},${p[1]}`);
    expect(response.statusCode).toBe(200);
    const { products: found } = ProductsByIdsResponseSchema.parse(response.json());
    expect(found.map((product) => product._id)).toEqual([p[2], p[0], p[1]]);
    expect(found[0]).toMatchObject({ price: 22.22, stock: 3, sellerId: shopId });
  });

  it('leaves out unknown ids, another shop’s products and unpublished ones; answers each product once', async () => {
    const draft = await insertProduct(ctx.db, shopId, { name: 'Draft', published: false });
    const response = await byIds(`?ids=${p[1]},no-such,${otherShopProduct},${draft.id},${p[1]},${p[0]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().products.map((product: { _id: string }) => product._id)).toEqual([p[1], p[0]]);
  });

  it('answers anyone, signed in or not', async () => {
    const owner = await customer();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/home/products-by-ids/${shopId}?ids=${p[0]}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().products).toHaveLength(1);
  });

  it.each([
    ['no ids', ''],
    ['empty ids', '?ids='],
    ['an empty id', `?ids=${randomUUID()},,x`],
    ['13 ids', `?ids=${Array.from({ length: 13 }, (_, index) => `p${index}`).join(',')}`],
  ])('refuses %s (400 naming ids)', async (_case, query) => {
    const response = await byIds(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/ids/);
  });

  it('answers 404 for an unknown shop', async () => {
    const response = await byIds(`?ids=${p[0]}`, 'no-such-shop');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: SELLER_NOT_FOUND });
  });
});
