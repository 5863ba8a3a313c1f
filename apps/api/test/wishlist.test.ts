import { WishlistResponseSchema } from '@souk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_GUEST_SESSION } from '../src/domain/owner.js';
import { createTokenService } from '../src/lib/tokens.js';
import { ADDED_TO_WISHLIST, REMOVED_FROM_WISHLIST } from '../src/routes/store/wishlist.js';
import { WISHLIST_DUPLICATE, WISHLIST_ITEM_NOT_FOUND } from '../src/services/wishlist.js';
import { addToWishlist, allWishlistItems, customerWishlist, guestWishlist } from './cart-fixtures.js';
import { guestSession, insertCustomer, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
type ProductRow = Awaited<ReturnType<typeof insertProduct>>;
let lamp: ProductRow;
let rug: ProductRow;
let tea: ProductRow;

const customer = () => insertCustomer(ctx.db, createTokenService(ctx.config.jwtSecret));
type Customer = Awaited<ReturnType<typeof customer>>;

beforeAll(async () => {
  ctx = await createTestContext();
  const shop = await insertSeller(ctx.db);
  const otherShop = await insertSeller(ctx.db, { currency: 'ZAR' });
  lamp = await insertProduct(ctx.db, shop.id, {
    name: 'Brass Desk Lamp',
    slug: 'brass-desk-lamp',
    priceCents: 4599,
    discount: 10,
    rating: 4.5,
    images: ['/images/demo/lamp.svg', '/images/demo/lamp-2.svg'],
  });
  rug = await insertProduct(ctx.db, shop.id, { name: 'Wool Rug', priceCents: 12000, images: [] });
  tea = await insertProduct(ctx.db, otherShop.id, { name: 'Rooibos', priceCents: 650, currency: 'ZAR' });
});
afterAll(() => ctx.close());

function list(owner: Customer, headers: Record<string, string> = owner.headers) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/home/product/get-wishlist-products/${owner.id}`,
    headers,
  });
}

function listGuest(sessionId: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/home/product/get-wishlist-products-guest/${encodeURIComponent(sessionId)}`,
  });
}

function remove(wishlistId: string, headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'DELETE',
    url: `/api/home/product/delete-wishlist-product/${wishlistId}`,
    headers,
  });
}

describe('POST /api/home/product/add-to-wishlist', () => {
  it('stores (owner, product) and answers with the product’s own display fields', async () => {
    const owner = await customer();
    const response = await addToWishlist(
      ctx,
      {
        userId: owner.id,
        productId: lamp.id,
        name: 'Free lamp',
        price: 0.01,
        image: 'http://evil.example/x.png',
        discount: 99,
        rating: 5,
        slug: 'free',
        currency: 'XXX',
      },
      owner.headers,
    );
    expect(response.statusCode).toBe(201);
    const rows = await customerWishlist(ctx.db, owner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productId: lamp.id, customerId: owner.id, sessionId: null });
    expect(response.json()).toEqual({
      message: ADDED_TO_WISHLIST,
      wishlist: {
        _id: rows[0]?.id,
        userId: owner.id,
        sessionId: null,
        productId: lamp.id,
        name: 'Brass Desk Lamp',
        price: 45.99,
        image: '/images/demo/lamp.svg',
        discount: 10,
        rating: 4.5,
        slug: 'brass-desk-lamp',
        currency: 'USD',
      },
    });
  });

  it('refuses a duplicate per owner, not globally', async () => {
    const owner = await customer();
    const other = await customer();
    const guest = guestSession();
    const add = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      addToWishlist(ctx, payload, headers);

    expect((await add({ userId: owner.id, productId: rug.id }, owner.headers)).statusCode).toBe(201);
    const duplicate = await add({ userId: owner.id, productId: rug.id }, owner.headers);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: WISHLIST_DUPLICATE });

    expect((await add({ userId: other.id, productId: rug.id }, other.headers)).statusCode).toBe(201);
    expect((await add({ sessionId: guest.sessionId, productId: rug.id })).statusCode).toBe(201);
    const guestDuplicate = await add({ sessionId: guest.sessionId, productId: rug.id });
    expect(guestDuplicate.statusCode).toBe(409);
    expect(guestDuplicate.json()).toEqual({ error: WISHLIST_DUPLICATE });

    expect(await customerWishlist(ctx.db, owner.id)).toHaveLength(1);
    expect(await guestWishlist(ctx.db, guest.sessionId)).toHaveLength(1);
  });

  it('refuses concurrent duplicates: exactly one is stored', async () => {
    const owner = await customer();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        addToWishlist(ctx, { userId: owner.id, productId: tea.id }, owner.headers),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await customerWishlist(ctx.db, owner.id)).toHaveLength(1);
  });

  it('adds for a body userId only with that customer’s own token, and for well-formed guest sessions', async () => {
    const owner = await customer();
    const other = await customer();
    const before = await allWishlistItems(ctx.db);
    const body = { userId: owner.id, productId: lamp.id };
    const cases: [Record<string, unknown>, Record<string, string>, number][] = [
      [body, {}, 401],
      [body, other.headers, 403],
      [{ sessionId: 'short', productId: lamp.id }, {}, 400],
      [{ productId: lamp.id }, {}, 400],
      [{ userId: null, sessionId: null, productId: lamp.id }, {}, 400],
      [{ userId: owner.id }, owner.headers, 400],
      [{ userId: owner.id, productId: 42 }, owner.headers, 400],
      [{ userId: owner.id, productId: lamp.id, price: 'free' }, owner.headers, 400],
      [{ userId: owner.id, productId: 'lamp\u0000' }, owner.headers, 400],
      [{ userId: owner.id, productId: 'no-such-product' }, owner.headers, 404],
    ];
    for (const [payload, headers, status] of cases) {
      const response = await addToWishlist(ctx, payload, headers);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(typeof response.json().error).toBe('string');
    }
    const malformed = await addToWishlist(ctx, { sessionId: 'short', productId: lamp.id });
    expect(malformed.json()).toEqual({ error: INVALID_GUEST_SESSION });
    expect(await allWishlistItems(ctx.db)).toEqual(before);
  });
});

describe('GET /api/home/product/get-wishlist-products', () => {
  it('lists a customer’s items with the product’s current fields and the count', async () => {
    const owner = await customer();
    await addToWishlist(ctx, { userId: owner.id, productId: lamp.id }, owner.headers);
    await addToWishlist(ctx, { userId: owner.id, productId: rug.id }, owner.headers);
    const response = await list(owner);
    expect(response.statusCode).toBe(200);
    const body = WishlistResponseSchema.parse(response.json());
    expect(body.wishlistCount).toBe(2);
    expect(body.wishlists.map((item) => [item.productId, item.name, item.price, item.image])).toEqual([
      [lamp.id, 'Brass Desk Lamp', 45.99, '/images/demo/lamp.svg'],
      [rug.id, 'Wool Rug', 120, ''],
    ]);
  });

  it('answers only the customer named in the path', async () => {
    const owner = await customer();
    const other = await customer();
    await addToWishlist(ctx, { userId: owner.id, productId: lamp.id }, owner.headers);
    const anonymous = await list(owner, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('error');
    const someoneElse = await list(owner, other.headers);
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json()).toHaveProperty('error');
  });

  it('lists a guest’s items by session id; empty for a fresh session, 400 for a malformed one', async () => {
    const guest = guestSession();
    await addToWishlist(ctx, { sessionId: guest.sessionId, productId: tea.id });
    const response = await listGuest(guest.sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      wishlistCount: 1,
      wishlists: [
        { productId: tea.id, currency: 'ZAR', price: 6.5, sessionId: guest.sessionId, userId: null },
      ],
    });
    expect((await listGuest(guestSession().sessionId)).json()).toEqual({ wishlists: [], wishlistCount: 0 });
    const malformed = await listGuest('not a session');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: INVALID_GUEST_SESSION });
  });
});

describe('DELETE /api/home/product/delete-wishlist-product', () => {
  it('removes the owner’s item and answers { message, wishlistId }', async () => {
    const owner = await customer();
    const added = await addToWishlist(ctx, { userId: owner.id, productId: lamp.id }, owner.headers);
    const wishlistId: string = added.json().wishlist._id;
    const response = await remove(wishlistId, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: REMOVED_FROM_WISHLIST, wishlistId });
    expect(await customerWishlist(ctx.db, owner.id)).toEqual([]);

    const guest = guestSession();
    const guestAdded = await addToWishlist(ctx, { sessionId: guest.sessionId, productId: lamp.id });
    const guestItemId: string = guestAdded.json().wishlist._id;
    expect((await remove(guestItemId, guest.headers)).statusCode).toBe(200);
    expect(await guestWishlist(ctx.db, guest.sessionId)).toEqual([]);
  });

  it('hides items from anyone but their owner (404, nothing changes)', async () => {
    const owner = await customer();
    const other = await customer();
    const guest = guestSession();
    const otherGuest = guestSession();
    const customerItem: string = (
      await addToWishlist(ctx, { userId: owner.id, productId: rug.id }, owner.headers)
    ).json().wishlist._id;
    const guestItem: string = (
      await addToWishlist(ctx, { sessionId: guest.sessionId, productId: rug.id })
    ).json().wishlist._id;

    const before = await allWishlistItems(ctx.db);
    for (const [id, headers] of [
      [customerItem, other.headers],
      [customerItem, otherGuest.headers],
      [customerItem, {}],
      [guestItem, otherGuest.headers],
      [guestItem, other.headers],
      [guestItem, {}],
      ['no-such-item', owner.headers],
    ] as const) {
      const response = await remove(id, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: WISHLIST_ITEM_NOT_FOUND });
    }
    const nul = await remove('%00', owner.headers);
    expect(nul.statusCode).toBe(400);
    expect(await allWishlistItems(ctx.db)).toEqual(before);
  });
});
