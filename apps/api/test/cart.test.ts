import {
  type CartLine,
  CartResponseSchema,
  cartLinePriceCents,
  fromCents,
  OWNER_REQUIRED_MESSAGE,
  SINGLE_SELLER_MESSAGE,
  sumCents,
} from '@souk/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema.js';
import { SIGN_IN_REQUIRED } from '../src/domain/errors.js';
import { INVALID_GUEST_SESSION } from '../src/domain/owner.js';
import { createTokenService } from '../src/lib/tokens.js';
import { nulByteMessage } from '../src/plugins/reject-nul-bytes.js';
import {
  ADDED_TO_CART,
  CART_ITEM_UPDATED,
  QUANTITY_UPDATED,
  REMOVED_FROM_CART,
} from '../src/routes/store/cart.js';
import { INVALID_ADDON } from '../src/services/addons.js';
import {
  CART_LINE_NOT_FOUND,
  clearCartLines,
  MIN_QUANTITY_MESSAGE,
  QUANTITY_LIMIT_MESSAGE,
} from '../src/services/cart.js';
import { addToCart, allLines, customerLines, guestLines, OFFERED_ADDONS } from './cart-fixtures.js';
import { guestSession, insertCustomer, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
let shopA: Awaited<ReturnType<typeof insertSeller>>;
let shopB: Awaited<ReturnType<typeof insertSeller>>;
type ProductRow = Awaited<ReturnType<typeof insertProduct>>;
let plain: ProductRow;
let discounted: ProductRow;
let tiered: ProductRow;
let withAddons: ProductRow;
let scarce: ProductRow;
let otherShopProduct: ProductRow;

const customer = () => insertCustomer(ctx.db, createTokenService(ctx.config.jwtSecret));
type Customer = Awaited<ReturnType<typeof customer>>;

beforeAll(async () => {
  ctx = await createTestContext({ SHIPPING_FEE_DEFAULT: '7.5' });
  shopA = await insertSeller(ctx.db, { shopName: 'Urban Threads', shippingFeeCents: 500 });
  shopB = await insertSeller(ctx.db, { shopName: 'Green Pantry', shippingFeeCents: null });
  plain = await insertProduct(ctx.db, shopA.id, { priceCents: 1000, stock: 10 });
  discounted = await insertProduct(ctx.db, shopA.id, { priceCents: 1999, discount: 15, stock: 5 });
  tiered = await insertProduct(ctx.db, shopA.id, {
    priceCents: 1000,
    stock: 100,
    packSize: 5,
    bulkPricing: [
      { quantity: 5, price: 45 },
      { quantity: 10, price: 80 },
    ],
  });
  withAddons = await insertProduct(ctx.db, shopA.id, {
    priceCents: 2000,
    stock: 10,
    addons: OFFERED_ADDONS,
    images: ['/images/demo/front.svg', '/images/demo/back.svg'],
  });
  scarce = await insertProduct(ctx.db, shopA.id, { priceCents: 500, stock: 2 });
  otherShopProduct = await insertProduct(ctx.db, shopB.id, { priceCents: 300, stock: 50 });
});
afterAll(() => ctx.close());

function getCart(owner: Customer, sellerId: string, headers: Record<string, string> = owner.headers) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/home/product/get-card-product/${owner.id}/${sellerId}`,
    headers,
  });
}

function getGuestCart(sessionId: string, sellerId: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/home/product/get-card-product-guest/${encodeURIComponent(sessionId)}/${sellerId}`,
  });
}

async function cartOf(owner: Customer, sellerId = shopA.id) {
  const response = await getCart(owner, sellerId);
  expect(response.statusCode).toBe(200);
  return CartResponseSchema.parse(response.json());
}

/** A customer with one line of `product` (quantity `quantity`); returns the customer and the line id. */
async function customerWithLine(product: ProductRow, quantity = 1) {
  const owner = await customer();
  const response = await addToCart(ctx, { userId: owner.id, productId: product.id, quantity }, owner.headers);
  expect(response.statusCode).toBe(201);
  const [line] = await customerLines(ctx.db, owner.id);
  if (!line) throw new Error('no line');
  return { owner, lineId: line.id };
}

describe('POST /api/home/product/add-to-card', () => {
  it('adds a line priced and attributed from the product, never from the body', async () => {
    const owner = await customer();
    const response = await addToCart(
      ctx,
      {
        userId: owner.id,
        productId: plain.id,
        quantity: 2,
        price: 0.01,
        discountPrice: 0.01,
        bulkPricing: [{ quantity: 1, price: 0.01 }],
        packSize: 99,
        sellerId: shopB.id,
        addons: [],
      },
      owner.headers,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: ADDED_TO_CART });

    const rows = await customerLines(ctx.db, owner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      sellerId: shopA.id,
      productId: plain.id,
      customerId: owner.id,
      sessionId: null,
      quantity: 2,
      addons: [],
    });

    const cart = await getCart(owner, shopA.id);
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toEqual({
      card_products: [
        {
          sellerId: shopA.id,
          shopName: 'Urban Threads',
          products: [
            {
              _id: rows[0]?.id,
              productId: plain.id,
              quantity: 2,
              price: 10,
              sellerId: shopA.id,
              packSize: 1,
              selectedImage: '/images/demo/test.svg',
              addons: [],
              discountPrice: 0,
              productInfo: {
                _id: plain.id,
                name: plain.name,
                slug: plain.slug,
                price: 10,
                discount: 0,
                bulkPricing: [],
                stock: 10,
                currency: 'USD',
                images: ['/images/demo/test.svg'],
                packSize: 1,
                addons: [],
              },
              userId: owner.id,
              sessionId: null,
            },
          ],
        },
      ],
      outofstock_products: [],
      price: 20,
      shipping_fee: 5,
      card_product_count: 1,
      buy_product_item: 2,
      other_sellers: [],
    });
  });

  it('grows the line for the same product and add-ons, and starts a new line for other add-ons', async () => {
    const owner = await customer();
    const add = (quantity: number, addons: { text: string; price: number }[]) =>
      addToCart(ctx, { userId: owner.id, productId: withAddons.id, quantity, addons }, owner.headers);
    expect((await add(1, [{ text: 'Large', price: 0 }])).statusCode).toBe(201);
    const grown = await add(2, [{ text: 'Large', price: 99 }]);
    expect(grown.statusCode).toBe(200);
    expect(grown.json()).toEqual({ message: ADDED_TO_CART });
    expect((await add(1, [{ text: 'Small', price: 0 }])).statusCode).toBe(201);

    const rows = await customerLines(ctx.db, owner.id);
    expect(rows.map((row) => [row.quantity, row.addons])).toEqual([
      [3, [{ text: 'Large', price: 2.5 }]],
      [1, [{ text: 'Small', price: 0 }]],
    ]);
  });

  it('tells each line which add-ons its product offers, so the cart can edit the choice', async () => {
    const owner = await customer();
    await addToCart(ctx, { userId: owner.id, productId: withAddons.id, quantity: 1 }, owner.headers);
    const cart = await getCart(owner, shopA.id);
    const [line] = cart.json().card_products[0].products;
    expect(line.addons).toEqual([]);
    expect(line.productInfo.addons).toEqual(OFFERED_ADDONS);
  });

  it('keeps a guest cart by session id', async () => {
    const guest = guestSession();
    const response = await addToCart(
      ctx,
      { userId: null, sessionId: guest.sessionId, sellerId: shopA.id, productId: plain.id, quantity: 1 },
      guest.headers,
    );
    expect(response.statusCode).toBe(201);
    const rows = await guestLines(ctx.db, guest.sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ customerId: null, sessionId: guest.sessionId, sellerId: shopA.id });

    const cart = await getGuestCart(guest.sessionId, shopA.id);
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toMatchObject({ price: 10, card_product_count: 1, buy_product_item: 1 });
  });

  it('adds for a body userId only with that customer’s own token', async () => {
    const owner = await customer();
    const other = await customer();
    const before = await allLines(ctx.db);
    const body = { userId: owner.id, productId: plain.id, quantity: 1 };

    const anonymous = await addToCart(ctx, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('error');
    const someoneElse = await addToCart(ctx, body, other.headers);
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json()).toHaveProperty('error');
    const badToken = await addToCart(ctx, body, { authorization: 'Bearer not-a-token' });
    expect(badToken.statusCode).toBe(401);

    expect(await allLines(ctx.db)).toEqual(before);
  });

  it('refuses a malformed or missing guest session', async () => {
    const before = await allLines(ctx.db);
    // ids the old rule (8–128 of A-Z a-z 0-9 _ -) let through are refused too: only a lowercase UUID names a guest
    const uuid = '3f0c2a9e-8b1d-4c7e-9f21-6a5b4c3d2e1f';
    for (const sessionId of [
      'short',
      'has spaces in it',
      '../../../../etc',
      'abcdefgh',
      uuid.toUpperCase(),
    ]) {
      const response = await addToCart(ctx, { sessionId, productId: plain.id, quantity: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: INVALID_GUEST_SESSION });
    }
    const none = await addToCart(ctx, { userId: null, sessionId: null, productId: plain.id, quantity: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: OWNER_REQUIRED_MESSAGE });
    expect(await allLines(ctx.db)).toEqual(before);
  });

  it('refuses a token whose account no longer exists', async () => {
    const ghost = await customer();
    await ctx.db.delete(customers).where(eq(customers.id, ghost.id));
    const response = await addToCart(
      ctx,
      { userId: ghost.id, productId: plain.id, quantity: 1 },
      ghost.headers,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SIGN_IN_REQUIRED });
    expect(await customerLines(ctx.db, ghost.id)).toEqual([]);
  });

  it('refuses another seller’s product while the cart holds lines (spec §5)', async () => {
    const owner = await customer();
    expect(
      (await addToCart(ctx, { userId: owner.id, productId: plain.id, quantity: 1 }, owner.headers))
        .statusCode,
    ).toBe(201);
    const response = await addToCart(
      ctx,
      { userId: owner.id, productId: otherShopProduct.id, quantity: 1, sellerId: shopA.id },
      owner.headers,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: SINGLE_SELLER_MESSAGE });
    expect((await customerLines(ctx.db, owner.id)).map((row) => row.productId)).toEqual([plain.id]);

    const guest = guestSession();
    await addToCart(ctx, { sessionId: guest.sessionId, productId: otherShopProduct.id, quantity: 1 });
    const guestRefused = await addToCart(ctx, {
      sessionId: guest.sessionId,
      productId: plain.id,
      quantity: 1,
    });
    expect(guestRefused.statusCode).toBe(409);
    expect(guestRefused.json()).toEqual({ error: SINGLE_SELLER_MESSAGE });
  });

  it('starts a cart in a second shop when the shopper agrees, the first shop’s cart kept (parked carts)', async () => {
    const owner = await customer();
    await addToCart(ctx, { userId: owner.id, productId: plain.id, quantity: 2 }, owner.headers);
    const refused = await addToCart(
      ctx,
      { userId: owner.id, productId: otherShopProduct.id, quantity: 1, startNewCart: false },
      owner.headers,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: SINGLE_SELLER_MESSAGE });

    const started = await addToCart(
      ctx,
      { userId: owner.id, productId: otherShopProduct.id, quantity: 1, startNewCart: true },
      owner.headers,
    );
    expect(started.statusCode).toBe(201);
    expect(
      (await customerLines(ctx.db, owner.id)).map((row) => [row.productId, row.quantity]).sort(),
    ).toEqual(
      [
        [plain.id, 2],
        [otherShopProduct.id, 1],
      ].sort(),
    );

    // with a cart in both shops, either takes more without asking
    for (const productId of [plain.id, otherShopProduct.id]) {
      const more = await addToCart(ctx, { userId: owner.id, productId, quantity: 1 }, owner.headers);
      expect(more.statusCode).toBe(200);
    }

    // each shop's cart holds its own lines, and names the other
    const cartAt = async (sellerId: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/home/product/get-card-product/${owner.id}/${sellerId}`,
          headers: owner.headers,
        })
      ).json();
    const here = await cartAt(shopA.id);
    expect(here).toMatchObject({ card_product_count: 1, buy_product_item: 3 });
    expect(here.card_products).toHaveLength(1);
    expect(here.card_products[0].sellerId).toBe(shopA.id);
    expect(here.other_sellers).toEqual([
      expect.objectContaining({ sellerId: otherShopProduct.sellerId, card_product_count: 1 }),
    ]);
    const there = await cartAt(otherShopProduct.sellerId);
    expect(there).toMatchObject({ card_product_count: 1, buy_product_item: 2 });
    expect(there.other_sellers).toEqual([expect.objectContaining({ sellerId: shopA.id })]);
  });

  it('refuses a non-boolean startNewCart', async () => {
    const owner = await customer();
    const response = await addToCart(
      ctx,
      { userId: owner.id, productId: plain.id, quantity: 1, startNewCart: 'yes' },
      owner.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/startNewCart/);
    expect(await customerLines(ctx.db, owner.id)).toEqual([]);
  });

  it('takes add-ons only from the product, at the product’s prices', async () => {
    const owner = await customer();
    const add = (addons: unknown) =>
      addToCart(ctx, { userId: owner.id, productId: withAddons.id, quantity: 1, addons }, owner.headers);
    const ok = await add([
      { text: 'Large', price: 0 },
      { text: 'Gift wrap', price: 0 },
    ]);
    expect(ok.statusCode).toBe(201);
    expect((await customerLines(ctx.db, owner.id))[0]?.addons).toEqual([
      { text: 'Large', price: 2.5 },
      { text: 'Gift wrap', price: 1.5 },
    ]);

    const negative = await add([{ text: 'Large', price: -5 }]);
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toHaveProperty('error');
    for (const addons of [
      [{ text: 'Free money', price: 5 }],
      [
        { text: 'Small', price: 0 },
        { text: 'Large', price: 0 },
      ],
    ]) {
      const refused = await add(addons);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: INVALID_ADDON });
    }
    expect(await customerLines(ctx.db, owner.id)).toHaveLength(1);
  });

  it('keeps a chosen image only when it is one of the product’s images', async () => {
    const owner = await customer();
    await addToCart(
      ctx,
      { userId: owner.id, productId: withAddons.id, quantity: 1, selectedImage: '/images/demo/back.svg' },
      owner.headers,
    );
    await addToCart(
      ctx,
      {
        userId: owner.id,
        productId: withAddons.id,
        quantity: 1,
        addons: [{ text: 'Card', price: 0 }],
        selectedImage: 'http://169.254.169.254/latest/meta-data',
      },
      owner.headers,
    );
    const rows = await customerLines(ctx.db, owner.id);
    expect(rows.map((row) => row.selectedImage)).toEqual(['/images/demo/back.svg', null]);
    const cart = await cartOf(owner);
    expect(cart.card_products[0]?.products.map((line) => line.selectedImage)).toEqual([
      '/images/demo/back.svg',
      '/images/demo/front.svg',
    ]);
  });

  it('rejects bad input with 4xx { error } and changes nothing', async () => {
    const owner = await customer();
    const before = await allLines(ctx.db);
    const cases: [Record<string, unknown>, number][] = [
      [{ productId: plain.id, quantity: 0 }, 400],
      [{ productId: plain.id, quantity: -1 }, 400],
      [{ productId: plain.id, quantity: 1.5 }, 400],
      [{ productId: plain.id, quantity: '2' }, 400],
      [{ productId: plain.id, quantity: 1e9 }, 400],
      [{ productId: plain.id }, 400],
      [{ quantity: 1 }, 400],
      [{ productId: '', quantity: 1 }, 400],
      [{ productId: 123, quantity: 1 }, 400],
      [{ productId: 'x'.repeat(500), quantity: 1 }, 400],
      [{ productId: plain.id, quantity: 1, addons: 'Large' }, 400],
      [{ productId: plain.id, quantity: 1, addons: [{ price: 1 }] }, 400],
      [{ productId: plain.id, quantity: 1, selectedImage: 'x'.repeat(5000) }, 400],
      [{ productId: 'a\u0000b', quantity: 1 }, 400],
      [{ productId: plain.id, quantity: 1, addons: [{ text: 'Card\u0000', price: 0 }] }, 400],
      [{ productId: 'no-such-product', quantity: 1 }, 404],
    ];
    for (const [payload, status] of cases) {
      const response = await addToCart(ctx, { userId: owner.id, ...payload }, owner.headers);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(typeof response.json().error).toBe('string');
    }
    const notFound = await addToCart(
      ctx,
      { userId: owner.id, productId: 'nope', quantity: 1 },
      owner.headers,
    );
    expect(notFound.json()).toEqual({ error: 'Product not found' });
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"productId":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await allLines(ctx.db)).toEqual(before);
  });

  it('caps a line at the maximum quantity', async () => {
    const owner = await customer();
    const add = (quantity: number) =>
      addToCart(ctx, { userId: owner.id, productId: plain.id, quantity }, owner.headers);
    expect((await add(10_000)).statusCode).toBe(201);
    const over = await add(1);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: QUANTITY_LIMIT_MESSAGE });
    expect((await customerLines(ctx.db, owner.id))[0]?.quantity).toBe(10_000);
  });

  it('serializes concurrent adds of one owner: one seller, one line per product', async () => {
    const owner = await customer();
    const statuses = await Promise.all([
      addToCart(ctx, { userId: owner.id, productId: plain.id, quantity: 1 }, owner.headers),
      addToCart(ctx, { userId: owner.id, productId: otherShopProduct.id, quantity: 1 }, owner.headers),
    ]).then((responses) => responses.map((response) => response.statusCode).sort());
    expect(statuses).toEqual([201, 409]);

    const guest = guestSession();
    const adds = await Promise.all(
      Array.from({ length: 5 }, () =>
        addToCart(ctx, { sessionId: guest.sessionId, productId: scarce.id, quantity: 1 }),
      ),
    );
    expect(adds.every((response) => response.statusCode < 300)).toBe(true);
    const rows = await guestLines(ctx.db, guest.sessionId);
    expect(rows.map((row) => row.quantity)).toEqual([5]);
  });
});

describe('GET /api/home/product/get-card-product', () => {
  it('prices discounts and bulk tiers exactly as @souk/core does', async () => {
    const owner = await customer();
    for (const [product, quantity] of [
      [discounted, 3],
      [tiered, 27],
      [withAddons, 2],
    ] as const) {
      const addons = product === withAddons ? [{ text: 'Gift wrap', price: 0 }] : [];
      const response = await addToCart(
        ctx,
        { userId: owner.id, productId: product.id, quantity, addons, price: 0.01, discountPrice: 0.01 },
        owner.headers,
      );
      expect(response.statusCode).toBe(201);
    }
    const cart = await cartOf(owner);
    const lines: CartLine[] = cart.card_products.flatMap((group) => group.products);
    expect(lines.map((line) => cartLinePriceCents(line))).toEqual([
      5097, // 3 × 19.99 at 15% off = 50.9745, rounded once
      23_000, // 27 = 2 × the 10-tier (80) + 7 × 10
      4150, // 2 × 20 + gift wrap 1.50 once per line
    ]);
    expect(lines.every((line) => line.discountPrice === 0)).toBe(true);
    expect(lines[1]?.productInfo.bulkPricing).toEqual([
      { quantity: 5, price: 45 },
      { quantity: 10, price: 80 },
    ]);
    expect(lines[1]?.packSize).toBe(5);
    expect(cart.price).toBe(fromCents(sumCents(lines.map((line) => cartLinePriceCents(line)))));
    expect(cart.price).toBe(322.47);
    expect(cart.buy_product_item).toBe(32);
    expect(cart.card_product_count).toBe(3);
  });

  it('splits lines above stock into outofstock_products, outside the totals', async () => {
    const owner = await customer();
    await addToCart(ctx, { userId: owner.id, productId: scarce.id, quantity: 3 }, owner.headers);
    const onlyOut = await cartOf(owner);
    expect(onlyOut).toMatchObject({
      card_products: [],
      price: 0,
      shipping_fee: 0,
      card_product_count: 1,
      buy_product_item: 0,
    });
    expect(onlyOut.outofstock_products).toHaveLength(1);
    expect(onlyOut.outofstock_products[0]).toMatchObject({
      productId: scarce.id,
      quantity: 3,
      sellerId: shopA.id,
      shopName: 'Urban Threads',
      originalStock: 2,
    });

    await addToCart(ctx, { userId: owner.id, productId: plain.id, quantity: 1 }, owner.headers);
    const mixed = await cartOf(owner);
    expect(mixed.card_products.flatMap((group) => group.products.map((line) => line.productId))).toEqual([
      plain.id,
    ]);
    expect(mixed).toMatchObject({ price: 10, shipping_fee: 5, card_product_count: 2, buy_product_item: 1 });
  });

  it('charges the configured default fee for a seller without its own', async () => {
    const guest = guestSession();
    await addToCart(ctx, { sessionId: guest.sessionId, productId: otherShopProduct.id, quantity: 2 });
    const response = await getGuestCart(guest.sessionId, shopB.id);
    expect(response.json()).toMatchObject({ price: 6, shipping_fee: 7.5, buy_product_item: 2 });
  });

  it('shows only the shop in the path; elsewhere an empty cart that names the shop holding the lines', async () => {
    const guest = guestSession();
    await addToCart(ctx, { sessionId: guest.sessionId, productId: plain.id, quantity: 1 });
    await addToCart(ctx, { sessionId: guest.sessionId, productId: scarce.id, quantity: 5 });
    const elsewhere = await getGuestCart(guest.sessionId, shopB.id);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toEqual({
      card_products: [],
      shipping_fee: 0,
      price: 0,
      card_product_count: 0,
      buy_product_item: 0,
      outofstock_products: [],
      // in-stock and out-of-stock lines alike
      other_sellers: [
        { sellerId: shopA.id, sellerName: shopA.name, shopName: 'Urban Threads', card_product_count: 2 },
      ],
    });
    const home = await getGuestCart(guest.sessionId, shopA.id);
    expect(home.json()).toMatchObject({ card_product_count: 2, other_sellers: [] });
    const empty = await getGuestCart(guestSession().sessionId, shopA.id);
    expect(empty.json()).toMatchObject({ card_products: [], card_product_count: 0, other_sellers: [] });
  });

  it('names the other shop in a customer’s cart too, never another owner’s lines', async () => {
    const owner = await customer();
    await addToCart(ctx, { userId: owner.id, productId: otherShopProduct.id, quantity: 4 }, owner.headers);
    // a guest's lines in shop A, and another customer's, belong to neither this customer nor their cart
    await addToCart(ctx, { sessionId: guestSession().sessionId, productId: plain.id, quantity: 1 });
    const someoneElse = await customer();
    await addToCart(ctx, { userId: someoneElse.id, productId: plain.id, quantity: 1 }, someoneElse.headers);

    const inShopA = await cartOf(owner, shopA.id);
    expect(inShopA).toMatchObject({ card_products: [], card_product_count: 0, price: 0, shipping_fee: 0 });
    expect(inShopA.other_sellers).toEqual([
      { sellerId: shopB.id, sellerName: shopB.name, shopName: 'Green Pantry', card_product_count: 1 },
    ]);
    const inShopB = await cartOf(owner, shopB.id);
    expect(inShopB).toMatchObject({ card_product_count: 1, buy_product_item: 4, other_sellers: [] });
    expect((await cartOf(someoneElse, shopA.id)).other_sellers).toEqual([]);
    expect(CartResponseSchema.safeParse(inShopA).success).toBe(true);
  });

  it('answers only the customer named in the path', async () => {
    const { owner } = await customerWithLine(plain);
    const other = await customer();
    const anonymous = await getCart(owner, shopA.id, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('error');
    const someoneElse = await getCart(owner, shopA.id, other.headers);
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json()).toHaveProperty('error');
    const byCookie = await getCart(owner, shopA.id, { cookie: `souk_token=${owner.token}` });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().card_product_count).toBe(1);
  });

  it('answers 404 for an unknown seller and 400 for a malformed guest session', async () => {
    const owner = await customer();
    const unknownSeller = await getCart(owner, 'no-such-seller');
    expect(unknownSeller.statusCode).toBe(404);
    expect(unknownSeller.json()).toEqual({ error: 'Seller not found' });
    const guestUnknown = await getGuestCart(guestSession().sessionId, 'no-such-seller');
    expect(guestUnknown.statusCode).toBe(404);
    const malformed = await getGuestCart('bad id!', shopA.id);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: INVALID_GUEST_SESSION });
    // longer than the router's maxParamLength: Fastify answers 414 before routing
    const nul = await getGuestCart(guestSession().sessionId, '%00');
    expect(nul.statusCode).toBe(400);
    const huge = await getGuestCart('a'.repeat(400), shopA.id);
    expect(huge.statusCode).toBe(414);
    expect(huge.json()).toHaveProperty('error');
  });
});

describe('cart line mutations', () => {
  const put = (url: string, headers: Record<string, string>, payload?: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const inc = (id: string, headers: Record<string, string>) =>
    put(`/api/home/product/quantity-inc/${id}`, headers);
  const dec = (id: string, headers: Record<string, string>) =>
    put(`/api/home/product/quantity-dec/${id}`, headers);
  const remove = (id: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/home/product/delete-card-product/${id}`, headers });
  const updateAddons = (id: string, headers: Record<string, string>, addons: unknown) =>
    put(`/api/home/product/update-cart-item/${id}`, headers, { addons });

  it('increases and decreases a customer’s line, never below 1', async () => {
    const { owner, lineId } = await customerWithLine(plain);
    const up = await inc(lineId, owner.headers);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ message: QUANTITY_UPDATED });
    expect((await customerLines(ctx.db, owner.id))[0]?.quantity).toBe(2);

    const down = await dec(lineId, owner.headers);
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({ message: QUANTITY_UPDATED });
    const floor = await dec(lineId, owner.headers);
    expect(floor.statusCode).toBe(400);
    expect(floor.json()).toEqual({ error: MIN_QUANTITY_MESSAGE });
    expect((await customerLines(ctx.db, owner.id))[0]?.quantity).toBe(1);
  });

  it('lets a quantity pass the stock; the line then shows as out of stock', async () => {
    const { owner, lineId } = await customerWithLine(scarce, 2);
    expect((await inc(lineId, owner.headers)).statusCode).toBe(200);
    const cart = await cartOf(owner);
    expect(cart.card_products).toEqual([]);
    expect(cart.outofstock_products[0]).toMatchObject({ _id: lineId, quantity: 3, originalStock: 2 });
  });

  it('lets a guest change their lines with the x-guest-session header', async () => {
    const guest = guestSession();
    await addToCart(ctx, { sessionId: guest.sessionId, productId: withAddons.id, quantity: 1 });
    const [line] = await guestLines(ctx.db, guest.sessionId);
    if (!line) throw new Error('no line');
    expect((await inc(line.id, guest.headers)).statusCode).toBe(200);
    const updated = await updateAddons(line.id, guest.headers, [{ text: 'Card', price: 0 }]);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ message: CART_ITEM_UPDATED });
    expect((await guestLines(ctx.db, guest.sessionId))[0]).toMatchObject({
      quantity: 2,
      addons: [{ text: 'Card', price: 0.5 }],
    });
    const deleted = await remove(line.id, guest.headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: REMOVED_FROM_CART });
    expect(await guestLines(ctx.db, guest.sessionId)).toEqual([]);
  });

  it('hides every line from anyone but its owner (404, nothing changes)', async () => {
    const { owner, lineId: customerLineId } = await customerWithLine(withAddons);
    const guest = guestSession();
    await addToCart(ctx, { sessionId: guest.sessionId, productId: withAddons.id, quantity: 1 });
    const guestLineId = (await guestLines(ctx.db, guest.sessionId))[0]?.id ?? '';
    const other = await customer();
    const otherGuest = guestSession();

    const intruders: [string, Record<string, string>][] = [
      [customerLineId, other.headers],
      [customerLineId, otherGuest.headers],
      [customerLineId, {}],
      [customerLineId, { 'x-guest-session': owner.id }],
      [guestLineId, otherGuest.headers],
      [guestLineId, {}],
      [guestLineId, other.headers],
      // a signed-in caller is the customer, not the guest session it also sends
      [guestLineId, { ...owner.headers, ...guest.headers }],
      ['no-such-line', owner.headers],
    ];
    const before = await allLines(ctx.db);
    for (const [id, headers] of intruders) {
      for (const response of [
        await inc(id, headers),
        await dec(id, headers),
        await updateAddons(id, headers, [{ text: 'Card', price: 0 }]),
        await remove(id, headers),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: CART_LINE_NOT_FOUND });
      }
    }
    for (const id of ['%00', `${customerLineId}%00`]) {
      for (const response of [await inc(id, owner.headers), await remove(id, owner.headers)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: nulByteMessage('cartId') });
      }
    }
    expect(await allLines(ctx.db)).toEqual(before);
  });

  it('updates add-ons only to options the product offers', async () => {
    const { owner, lineId } = await customerWithLine(withAddons);
    const updated = await updateAddons(lineId, owner.headers, [
      { text: 'Small', price: 9 },
      { text: 'Card', price: 9 },
    ]);
    expect(updated.statusCode).toBe(200);
    expect((await customerLines(ctx.db, owner.id))[0]?.addons).toEqual([
      { text: 'Small', price: 0 },
      { text: 'Card', price: 0.5 },
    ]);
    const refused = await updateAddons(lineId, owner.headers, [{ text: 'Diamonds', price: 0 }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: INVALID_ADDON });
    for (const payload of [undefined, {}, { addons: 'Card' }, { addons: [{ text: 1 }] }]) {
      const bad = await put(`/api/home/product/update-cart-item/${lineId}`, owner.headers, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('error');
    }
    const cleared = await updateAddons(lineId, owner.headers, []);
    expect(cleared.statusCode).toBe(200);
    expect((await customerLines(ctx.db, owner.id))[0]?.addons).toEqual([]);
  });

  it('deletes a customer’s line', async () => {
    const { owner, lineId } = await customerWithLine(plain);
    const response = await remove(lineId, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: REMOVED_FROM_CART });
    expect(await customerLines(ctx.db, owner.id)).toEqual([]);
    expect((await remove(lineId, owner.headers)).statusCode).toBe(404);
  });
});

describe('clearCartLines (for placing an order)', () => {
  it('deletes only the owner’s lines of the given products, inside the caller’s transaction', async () => {
    const owner = await customer();
    await addToCart(ctx, { userId: owner.id, productId: plain.id, quantity: 1 }, owner.headers);
    await addToCart(ctx, { userId: owner.id, productId: discounted.id, quantity: 1 }, owner.headers);
    const { owner: neighbour } = await customerWithLine(plain);
    const guest = guestSession();
    await addToCart(ctx, { sessionId: guest.sessionId, productId: plain.id, quantity: 1 });

    const deleted = await ctx.db.transaction((tx) =>
      clearCartLines(tx, { customerId: owner.id, sessionId: guest.sessionId }, [plain.id]),
    );
    expect(deleted).toBe(1);
    expect((await customerLines(ctx.db, owner.id)).map((row) => row.productId)).toEqual([discounted.id]);
    expect(await customerLines(ctx.db, neighbour.id)).toHaveLength(1);
    expect(await guestLines(ctx.db, guest.sessionId)).toHaveLength(1);

    const guestDeleted = await ctx.db.transaction((tx) =>
      clearCartLines(tx, { customerId: null, sessionId: guest.sessionId }, [plain.id]),
    );
    expect(guestDeleted).toBe(1);
    expect(
      await ctx.db.transaction((tx) => clearCartLines(tx, { customerId: owner.id, sessionId: null }, [])),
    ).toBe(0);
    expect(
      await ctx.db.transaction((tx) =>
        clearCartLines(tx, { customerId: null, sessionId: null }, [discounted.id]),
      ),
    ).toBe(0);
    expect(await customerLines(ctx.db, owner.id)).toHaveLength(1);
  });
});
