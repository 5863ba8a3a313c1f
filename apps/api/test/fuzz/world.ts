import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { contactMessages, reviews, sellerSessions } from '../../src/db/schema.js';
import { createTokenService } from '../../src/lib/tokens.js';
import { addToCart, addToWishlist } from '../cart-fixtures.js';
import { insertBanner, insertContentTab, insertReview } from '../catalogue-fixtures.js';
import { startCybersourceFake } from '../fakes/cybersource-fake.js';
import { startPayfastFake } from '../fakes/payfast-fake.js';
import { startPaypalFake } from '../fakes/paypal-fake.js';
import { startStripeFake } from '../fakes/stripe-fake.js';
import { insertCategory, insertCustomer, insertProduct } from '../fixtures.js';
import { createTestContext, type TestContext } from '../harness.js';
import { insertCartLine, placeOrderBody } from '../order-fixtures.js';
import {
  type ConsoleShop,
  consoleShop,
  guest,
  type Headers,
  placeGuestOrder,
  recordOfflinePayment,
  SELLER_PASSWORD,
} from '../seller-console-fixtures.js';
import type { IdPool } from './arbitrary.js';

/** Who sends a request: every fuzzed input goes out as one of them. */
type Customer = Awaited<ReturnType<typeof insertCustomer>>;

export const ROLES = ['anonymous', 'guest', 'customer', 'otherCustomer', 'seller', 'otherSeller'] as const;
export type Role = (typeof ROLES)[number];

export interface World {
  ctx: TestContext;
  /** The two shops (A first), the two customers (A first); the guest is seller-console-fixtures' `guest`. */
  shops: ConsoleShop[];
  customers: Customer[];
  /** Real ids by the field names that carry them in paths, queries and bodies (see `replenish`). */
  ids: IdPool;
  /**
   * Fresh rows for the next call (a product, category and banner per shop, cart lines, a guest order with
   * a payment), joined to `ids`: an earlier call may have deleted or used up the first ones.
   */
  replenish(): Promise<void>;
  headersOf(role: Role): Headers;
  /** New seller sessions (a fuzzed call may have signed one out). */
  signInSellers(): Promise<void>;
  /** A digest of every table the fuzzed calls may not change on a refusal. */
  digest(): Promise<string>;
  /** The next transaction id: unchanged means nothing was written since the last look. */
  nextTransaction(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Tables a refused call may write by design: the shared limits count failed sign-ins and other refused
 * attempts (that is their job); `catalogue_changes` is a cache-invalidation log its statement-level
 * triggers write for any statement on a catalogue table, also one that matched no row (a refused delete):
 * it holds no shop data, and a spurious entry costs one cache refresh.
 */
const MAY_CHANGE_ON_REFUSAL = new Set(['limit_counters', 'limit_events', 'catalogue_changes']);

async function signIn(ctx: TestContext, shop: ConsoleShop, address: string): Promise<Headers> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: shop.account.email, password: SELLER_PASSWORD },
    remoteAddress: address,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json().token}` };
}

/**
 * A small shop world on a fresh database: two shops (each with a signed-in seller, a product, a category,
 * a banner, a review, a contact message, orders and payments), two customers with carts, wishlists and an
 * order, and the guest of the fixture orders; the payment providers are the local fakes.
 */
export async function createWorld(): Promise<World> {
  const stripe = await startStripeFake();
  const paypal = await startPaypalFake();
  const payfast = await startPayfastFake({
    merchantId: '10000100',
    merchantKey: 'fuzzkey',
    passphrase: 'fuzz pass',
  });
  const cybersource = await startCybersourceFake({
    merchantId: 'fuzz_merchant',
    keyId: 'fuzz-key',
    sharedSecret: Buffer.from('fuzz shared secret').toString('base64'),
  });
  const ctx = await createTestContext({
    STRIPE_API_BASE: stripe.url,
    PAYPAL_API_BASE: paypal.url,
    PAYFAST_BASE: payfast.url,
    PAYFAST_ITN_HOSTS: '127.0.0.1',
    CYBERSOURCE_API_BASE: cybersource.url,
    // the fuzzer sends thousands of sign-ins: the per-address limit would answer all of them 429
    AUTH_RATE_LIMIT: '100000',
  });
  const tokens = createTokenService(ctx.config.jwtSecret);
  const shops = [await consoleShop(ctx, 'fuzz-a'), await consoleShop(ctx, 'fuzz-b')];
  const customers = [await insertCustomer(ctx.db, tokens), await insertCustomer(ctx.db, tokens)];
  const orderNumbers: string[] = [];
  const paymentReferences: string[] = [];
  const cartIds: string[] = [];
  const wishlistIds: string[] = [];
  const categoryIds: string[] = [];
  const bannerIds: string[] = [];
  for (const [index, shop] of shops.entries()) {
    const order = await placeGuestOrder(ctx, shop.productId, { quantity: 1 });
    orderNumbers.push(order);
    paymentReferences.push(await recordOfflinePayment(ctx, order, 'eft'));
    categoryIds.push((await insertCategory(ctx.db, shop.sellerId, `Category ${index}`)).id);
    bannerIds.push((await insertBanner(ctx.db, shop.sellerId, { productId: shop.productId })).id);
    await insertReview(ctx.db, shop.productId, { name: `Reviewer ${index}` });
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/save-contact',
      remoteAddress: `10.77.0.${index + 1}`,
      payload: {
        sellerId: shop.sellerId,
        name: 'Writer',
        email: 'w@example.com',
        subject: 'Hi',
        message: 'Hello',
      },
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
  }
  for (const customer of customers) {
    // one shop a cart (spec: one seller at a time)
    const cart = await addToCart(
      ctx,
      { sellerId: shops[0]?.sellerId, productId: shops[0]?.productId, quantity: 1, userId: customer.id },
      customer.headers,
    );
    expect(cart.statusCode, cart.body).toBeLessThan(300);
    const wish = await addToWishlist(
      ctx,
      { sellerId: shops[0]?.sellerId, productId: shops[0]?.productId, userId: customer.id },
      customer.headers,
    );
    expect(wish.statusCode, wish.body).toBeLessThan(300);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/order/place-order',
      headers: customer.headers,
      payload: placeOrderBody([{ productId: shops[1]?.productId ?? '', quantity: 1 }], {
        userId: customer.id,
      }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    orderNumbers.push(placed.json().order.orderNumber);
  }
  await addToCart(
    ctx,
    { sellerId: shops[0]?.sellerId, productId: shops[0]?.productId, quantity: 1, sessionId: guest.sessionId },
    guest.headers,
  );
  await addToWishlist(
    ctx,
    { sellerId: shops[0]?.sellerId, productId: shops[0]?.productId, sessionId: guest.sessionId },
    guest.headers,
  );
  await insertContentTab(ctx.db, 'about', 'About the market');

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await ctx.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;
  for (const row of await rows(sql`select id from cart_lines`)) cartIds.push(String(row.id));
  for (const row of await rows(sql`select id from wishlist_items`)) wishlistIds.push(String(row.id));
  const orderIds = (await rows(sql`select id from orders`)).map((row) => String(row.id));
  const messageIds = (await ctx.db.select({ id: contactMessages.id }).from(contactMessages)).map(
    (row) => row.id,
  );
  const reviewIds = (await ctx.db.select({ id: reviews.id }).from(reviews)).map((row) => row.id);
  const sessionIds = (await ctx.db.select({ id: sellerSessions.id }).from(sellerSessions)).map(
    (row) => row.id,
  );
  const sellerIds = shops.map((shop) => shop.sellerId);
  const productIds = shops.map((shop) => shop.productId);
  const customerIds = customers.map((customer) => customer.id);

  const base: Record<string, string[]> = {
    sellerId: sellerIds,
    productId: productIds,
    slug: shops.map((shop) => shop.product.slug),
    id: [
      ...productIds,
      ...categoryIds,
      ...bannerIds,
      ...messageIds,
      ...reviewIds,
      ...sessionIds,
      ...sellerIds,
    ],
    moveTo: categoryIds,
    orderNumber: orderNumbers,
    orderId: [...orderNumbers, ...orderIds],
    paymentReference: paymentReferences,
    cartId: cartIds,
    wishlistId: wishlistIds,
    userId: customerIds,
    customerId: customerIds,
    sessionId: [guest.sessionId],
    tab: ['about', 'privacy'],
    name: ['about-our-shop', shops[0]?.seller.name ?? ''],
    category: ['Category 0', 'General'],
    // IP literals only: a fuzzed host name would be looked up in DNS, and private addresses are refused
    url: [
      'http://127.0.0.1/a.png',
      'http://10.0.0.1/x.jpg',
      'https://[::1]/i.webp',
      'http://169.254.169.254/latest',
      'ftp://1.1.1.1/a',
      'javascript:alert(1)',
    ],
    path: ['products/1.svg', 'banners/shop-1.svg', 'logo.svg'],
  };
  let ids: IdPool = base;
  const replenish = async () => {
    const fresh: Record<string, string[]> = {};
    const add = (name: string, ...values: string[]) => {
      fresh[name] = [...(fresh[name] ?? []), ...values];
    };
    for (const [index, shop] of shops.entries()) {
      const product = await insertProduct(ctx.db, shop.sellerId, { stock: 1000 });
      const category = await insertCategory(ctx.db, shop.sellerId, `Category ${randomUUID().slice(0, 8)}`);
      const banner = await insertBanner(ctx.db, shop.sellerId, { productId: product.id });
      add('productId', product.id);
      add('slug', product.slug);
      add('id', product.id, category.id, banner.id);
      add('moveTo', category.id);
      if (index === 0) {
        for (const owner of [
          ...customers.map((customer) => ({ customerId: customer.id })),
          { sessionId: guest.sessionId },
        ])
          add(
            'cartId',
            await insertCartLine(ctx.db, { sellerId: shop.sellerId, productId: product.id, ...owner }),
          );
        const order = await placeGuestOrder(ctx, product.id, { quantity: 1 });
        add('orderNumber', order);
        add('orderId', order);
        add('paymentReference', await recordOfflinePayment(ctx, order, 'eft'));
      }
    }
    ids = Object.fromEntries(
      [...new Set([...Object.keys(base), ...Object.keys(fresh)])].map((name) => [
        name,
        [...(fresh[name] ?? []), ...(base[name] ?? [])],
      ]),
    );
  };

  let sellerHeaders: Headers[] = [];
  let logins = 0;
  const signInSellers = async () => {
    sellerHeaders = [];
    for (const shop of shops)
      sellerHeaders.push(await signIn(ctx, shop, `10.78.${Math.floor(++logins / 250)}.${logins % 250}`));
  };
  await signInSellers();

  const tables = (
    await rows(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)
  )
    .map((row) => String(row.tablename))
    .filter((name) => !MAY_CHANGE_ON_REFUSAL.has(name));
  const digestQuery = sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' as t, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from "${name}" x`,
      )
      .join(' union all '),
  );

  return {
    ctx,
    shops,
    customers,
    get ids() {
      return ids;
    },
    replenish,
    headersOf(role) {
      switch (role) {
        case 'anonymous':
          return {};
        case 'guest':
          return guest.headers;
        case 'customer':
          return customers[0]?.headers ?? {};
        case 'otherCustomer':
          return customers[1]?.headers ?? {};
        case 'seller':
          return sellerHeaders[0] ?? {};
        case 'otherSeller':
          return sellerHeaders[1] ?? {};
      }
    },
    signInSellers,
    async digest() {
      return (await rows(digestQuery)).map((row) => `${row.t}:${row.h}`).join('\n');
    },
    async nextTransaction() {
      const [row] = await rows(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`);
      return String(row?.xmax);
    },
    async close() {
      await ctx.close();
      await Promise.all([stripe.close(), paypal.close(), payfast.close(), cybersource.close()]);
    },
  };
}
