import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  banners,
  categories,
  contactMessages,
  contactReplies,
  mediaUploads,
  orders,
  paymentConfigs,
  payments,
  products,
  reviews,
  sellerAccounts,
  sellerOrders,
  sellerSessions,
  sellers,
  subscriptions,
} from '../src/db/schema.js';
import { createTestContext, type TestContext } from './harness.js';
import { multipart } from './media-fixtures.js';
import {
  type ConsoleShop,
  consoleShop,
  placeGuestOrder,
  recordOfflinePayment,
  SELLER_PASSWORD,
} from './seller-console-fixtures.js';

/**
 * Seller A can never read or change seller B's data: every `/api/seller/*` route, called by A with B's ids,
 * answers 404 (or 403) — or, for a list, only A's own rows — and leaves B's rows as they were; called
 * without a session it answers 401. The table below must name every route the app registers under
 * /api/seller (the first test fails on a route missing from it): a new route is one more line.
 */

/** B's ids the rows put in their paths and bodies. */
interface Ids {
  orderNumber: string;
  paymentReference: string;
  messageId: string;
  reviewId: string;
  sessionId: string;
  categoryId: string;
  bannerId: string;
  productId: string;
}

interface Row {
  /** Method and path as the app registers it (OpenAPI form). */
  route: string;
  url: (b: Ids) => string;
  body?: Record<string, unknown> | ((b: Ids) => Record<string, unknown>);
  /** Sends a multipart upload of one small image instead of a JSON body. */
  upload?: true;
  /**
   * What A gets: B's row is not found, a list of A's own rows only (or A's own row written), or — for a
   * body naming B's ids where A's own list is expected (a new order) — refused as invalid.
   */
  asA: 'not-found' | 'own-rows' | 'refused';
}

const ROUTES: Row[] = [
  { route: 'GET /api/seller/notifications', url: () => '/api/seller/notifications', asA: 'own-rows' },
  { route: 'GET /api/seller/payments/pending', url: () => '/api/seller/payments/pending', asA: 'own-rows' },
  {
    route: 'PUT /api/seller/payments/{paymentReference}/approve',
    url: (b) => `/api/seller/payments/${b.paymentReference}/approve`,
    asA: 'not-found',
  },
  {
    route: 'PUT /api/seller/payments/{paymentReference}/reject',
    url: (b) => `/api/seller/payments/${b.paymentReference}/reject`,
    body: { reason: 'Not received' },
    asA: 'not-found',
  },
  // A's own payment settings: B's payment_configs row is in the snapshot
  { route: 'GET /api/seller/payment-settings', url: () => '/api/seller/payment-settings', asA: 'own-rows' },
  {
    route: 'PUT /api/seller/payment-settings',
    url: () => '/api/seller/payment-settings',
    body: {
      methods: ['stripe', 'paypal', 'payfast', 'cybersource', 'eft', 'cashOnDelivery'].map((method) => ({
        method,
        enabled: method === 'cashOnDelivery',
        settings: {},
      })),
    },
    asA: 'own-rows',
  },
  {
    route: 'POST /api/seller/payment-settings/{method}/test',
    url: () => '/api/seller/payment-settings/stripe/test',
    body: {},
    asA: 'own-rows',
  },
  { route: 'GET /api/seller/dashboard', url: () => '/api/seller/dashboard?range=30d', asA: 'own-rows' },
  { route: 'GET /api/seller/checklist', url: () => '/api/seller/checklist', asA: 'own-rows' },
  { route: 'GET /api/seller/orders', url: () => '/api/seller/orders', asA: 'own-rows' },
  {
    route: 'GET /api/seller/orders/{orderNumber}',
    url: (b) => `/api/seller/orders/${b.orderNumber}`,
    asA: 'not-found',
  },
  {
    route: 'POST /api/seller/orders/{orderNumber}/status',
    url: (b) => `/api/seller/orders/${b.orderNumber}/status`,
    body: { from: 'pending', to: 'cancelled', reason: 'Seller A was here' },
    asA: 'not-found',
  },
  { route: 'GET /api/seller/messages', url: () => '/api/seller/messages', asA: 'own-rows' },
  {
    route: 'PUT /api/seller/messages/{id}',
    url: (b) => `/api/seller/messages/${b.messageId}`,
    body: { read: true, handled: true },
    asA: 'not-found',
  },
  {
    route: 'POST /api/seller/messages/{id}/replies',
    url: (b) => `/api/seller/messages/${b.messageId}/replies`,
    body: { body: 'A reply from seller A' },
    asA: 'not-found',
  },
  { route: 'GET /api/seller/reviews', url: () => '/api/seller/reviews', asA: 'own-rows' },
  { route: 'GET /api/seller/newsletter', url: () => '/api/seller/newsletter', asA: 'own-rows' },
  { route: 'GET /api/seller/newsletter/export', url: () => '/api/seller/newsletter/export', asA: 'own-rows' },
  {
    route: 'PUT /api/seller/reviews/{id}',
    url: (b) => `/api/seller/reviews/${b.reviewId}`,
    body: { hidden: true },
    asA: 'not-found',
  },
  { route: 'GET /api/seller/products', url: () => '/api/seller/products?perPage=100', asA: 'own-rows' },
  {
    route: 'POST /api/seller/products',
    url: () => '/api/seller/products',
    body: { name: 'A product of seller A', price: 1 },
    asA: 'own-rows',
  },
  {
    route: 'GET /api/seller/products/{id}',
    url: (b) => `/api/seller/products/${b.productId}`,
    asA: 'not-found',
  },
  {
    route: 'GET /api/seller/products/{id}/alerts',
    url: (b) => `/api/seller/products/${b.productId}/alerts`,
    asA: 'not-found',
  },
  { route: 'GET /api/seller/alerts', url: () => '/api/seller/alerts', asA: 'own-rows' },
  {
    route: 'PUT /api/seller/products/{id}',
    url: (b) => `/api/seller/products/${b.productId}`,
    body: { name: 'Taken over by A', price: 0, slug: 'taken-over', published: false },
    asA: 'not-found',
  },
  {
    route: 'PATCH /api/seller/products/{id}',
    url: (b) => `/api/seller/products/${b.productId}`,
    body: { price: 0, stock: 0, published: false },
    asA: 'not-found',
  },
  {
    route: 'DELETE /api/seller/products/{id}',
    url: (b) => `/api/seller/products/${b.productId}`,
    asA: 'not-found',
  },
  // B's ids are ignored: A's call answers 200 with nothing affected
  {
    route: 'POST /api/seller/products/bulk',
    url: () => '/api/seller/products/bulk',
    body: (b) => ({ ids: [b.productId], action: 'delete' }),
    asA: 'own-rows',
  },
  {
    route: 'POST /api/seller/products/import',
    url: () => '/api/seller/products/import',
    body: { rows: [{ name: 'Imported by A', price: '1' }], dryRun: false },
    asA: 'own-rows',
  },
  { route: 'GET /api/seller/me', url: () => '/api/seller/me', asA: 'own-rows' },
  { route: 'GET /api/seller/sessions', url: () => '/api/seller/sessions', asA: 'own-rows' },
  {
    route: 'DELETE /api/seller/sessions/{id}',
    url: (b) => `/api/seller/sessions/${b.sessionId}`,
    asA: 'not-found',
  },
  { route: 'GET /api/seller/categories', url: () => '/api/seller/categories', asA: 'own-rows' },
  {
    route: 'POST /api/seller/categories',
    url: () => '/api/seller/categories',
    body: { name: 'Category of b' },
    asA: 'own-rows',
  },
  {
    route: 'PUT /api/seller/categories/order',
    url: () => '/api/seller/categories/order',
    body: (b) => ({ ids: [b.categoryId] }),
    asA: 'refused',
  },
  {
    route: 'PUT /api/seller/categories/{id}',
    url: (b) => `/api/seller/categories/${b.categoryId}`,
    body: { name: 'Renamed by a' },
    asA: 'not-found',
  },
  {
    route: 'DELETE /api/seller/categories/{id}',
    url: (b) => `/api/seller/categories/${b.categoryId}?moveTo=${b.categoryId}`,
    asA: 'not-found',
  },
  { route: 'GET /api/seller/banners', url: () => '/api/seller/banners', asA: 'own-rows' },
  {
    route: 'POST /api/seller/banners',
    url: () => '/api/seller/banners',
    body: (b) => ({ image: '/images/a.jpg', productId: b.productId }),
    asA: 'not-found',
  },
  {
    route: 'PUT /api/seller/banners/order',
    url: () => '/api/seller/banners/order',
    body: (b) => ({ ids: [b.bannerId] }),
    asA: 'refused',
  },
  {
    route: 'PUT /api/seller/banners/{id}',
    url: (b) => `/api/seller/banners/${b.bannerId}`,
    body: { image: '/images/a.jpg' },
    asA: 'not-found',
  },
  {
    route: 'DELETE /api/seller/banners/{id}',
    url: (b) => `/api/seller/banners/${b.bannerId}`,
    asA: 'not-found',
  },
  { route: 'GET /api/seller/pages', url: () => '/api/seller/pages', asA: 'own-rows' },
  {
    route: 'PUT /api/seller/pages/{name}',
    url: () => '/api/seller/pages/about-our-shop',
    body: { content: 'Written by a' },
    asA: 'own-rows',
  },
  { route: 'GET /api/seller/shop', url: () => '/api/seller/shop', asA: 'own-rows' },
  {
    route: 'PUT /api/seller/shop',
    url: () => '/api/seller/shop',
    body: { shopName: 'Shop a', countryCode: '27', currency: 'ZAR' },
    asA: 'own-rows',
  },
  // A's upload is A's own image (B's media uploads are in the snapshot)
  { route: 'POST /api/seller/media', url: () => '/api/seller/media', upload: true, asA: 'own-rows' },
  // A's own password: changed for A alone (B's account and sessions are in the snapshot)
  {
    route: 'PUT /api/seller/password',
    url: () => '/api/seller/password',
    body: { currentPassword: SELLER_PASSWORD, newPassword: SELLER_PASSWORD },
    asA: 'own-rows',
  },
  // last: they end A's own sessions (A signs in again after each, see `signInAgain`)
  { route: 'POST /api/seller/logout', url: () => '/api/seller/logout', asA: 'own-rows' },
  {
    route: 'POST /api/seller/logout-everywhere',
    url: () => '/api/seller/logout-everywhere',
    asA: 'own-rows',
  },
];

/** Routes that end the caller's session: A signs in again after calling one. */
const ENDS_SESSION = new Set(['POST /api/seller/logout', 'POST /api/seller/logout-everywhere']);

/**
 * Routes anyone may call, so no session to check: signing in (and the password reset ones), opening a shop
 * (sign-up, its address check and its verification), and the
 * storefront's public calls that the spec puts under `/seller/{sellerId}/` (a shop's payment methods).
 */
const PUBLIC_ROUTES = new Set([
  'POST /api/seller/login',
  'POST /api/seller/password-reset',
  'POST /api/seller/password-reset/confirm',
  'GET /api/seller/signup/name-available',
  'POST /api/seller/signup',
  'POST /api/seller/signup/verify',
  'GET /api/seller/{sellerId}/payment-config/public',
  'GET /api/seller/{sellerId}/payment-methods',
  'GET /api/seller/{sellerId}/payment-config',
]);

/** The payload and headers of a row's request: its JSON body, or a one-image upload. */
async function requestOf(row: Row, headers: Record<string, string>) {
  if (row.upload) {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const body = multipart([{ name: 'a.png', body: png }]);
    return { payload: body.payload, headers: { ...headers, ...body.headers } };
  }
  return { headers, ...(row.body ? { payload: bodyOf(row) } : {}) };
}

let ctx: TestContext;
let a: ConsoleShop;
let b: ConsoleShop;
let ids: Ids;
/** Texts of B's rows that must never show in an answer to A. */
let markers: string[];

/** A fresh session for a shop whose session a row ended. */
async function signInAgain(shop: ConsoleShop): Promise<Record<string, string>> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: shop.account.email, password: SELLER_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json().token}` };
}

function bodyOf(row: Row): Record<string, unknown> | undefined {
  return typeof row.body === 'function' ? row.body(ids) : row.body;
}

let senders = 0;
async function shopData(shop: ConsoleShop, label: string) {
  const orderNumber = await placeGuestOrder(ctx, shop.productId, { quantity: 2 });
  const paymentReference = await recordOfflinePayment(ctx, orderNumber, 'eft');
  // a second order, paid: the dashboard and notifications have figures to leak
  const paid = await placeGuestOrder(ctx, shop.productId, { quantity: 1 });
  const paidReference = await recordOfflinePayment(ctx, paid, 'cash');
  const approved = await ctx.app.inject({
    method: 'PUT',
    url: `/api/seller/payments/${paidReference}/approve`,
    headers: shop.headers,
  });
  expect(approved.statusCode).toBe(200);
  const contact = await ctx.app.inject({
    method: 'POST',
    url: '/api/save-contact',
    remoteAddress: `10.7.0.${++senders}`,
    payload: {
      sellerId: shop.sellerId,
      name: `Writer ${label}`,
      email: `writer-${label}@example.com`,
      subject: `Subject ${label}`,
      message: 'Hello',
    },
  });
  expect(contact.statusCode, contact.body).toBeLessThan(300);
  const [message] = await ctx.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.sellerId, shop.sellerId));
  const review = await ctx.app.inject({
    method: 'POST',
    url: '/api/home/customer/submit-review',
    remoteAddress: `10.7.1.${++senders}`,
    payload: { name: `Reviewer ${label}`, review: 'Fine', rating: 4, productId: shop.productId },
  });
  expect(review.statusCode).toBe(200);
  const [reviewRow] = await ctx.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.productId, shop.productId));
  if (!message || !reviewRow) throw new Error('fixture rows missing');
  // the shop's own reply, so B has contact_replies to protect
  const replied = await ctx.app.inject({
    method: 'POST',
    url: `/api/seller/messages/${message.id}/replies`,
    headers: shop.headers,
    payload: { body: `Reply of ${label}` },
  });
  expect(replied.statusCode).toBe(201);
  return {
    orderNumber,
    paymentReference,
    messageId: message.id,
    reviewId: reviewRow.id,
    paid,
    paidReference,
  };
}

/** Every row of B's that a seller call could touch. */
async function snapshotOfB() {
  const parts = await ctx.db
    .select()
    .from(sellerOrders)
    .where(eq(sellerOrders.sellerId, b.sellerId))
    .orderBy(asc(sellerOrders.id));
  const orderIds = parts.map((part) => part.orderId);
  const productRows = await ctx.db
    .select()
    .from(products)
    .where(eq(products.sellerId, b.sellerId))
    .orderBy(asc(products.id));
  return {
    shop: await ctx.db.select().from(sellers).where(eq(sellers.id, b.sellerId)),
    categories: await ctx.db
      .select()
      .from(categories)
      .where(eq(categories.sellerId, b.sellerId))
      .orderBy(asc(categories.id)),
    banners: await ctx.db
      .select()
      .from(banners)
      .where(eq(banners.sellerId, b.sellerId))
      .orderBy(asc(banners.id)),
    parts,
    orders: await ctx.db.select().from(orders).where(inArray(orders.id, orderIds)).orderBy(asc(orders.id)),
    payments: await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.sellerId, b.sellerId))
      .orderBy(asc(payments.id)),
    messages: await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.sellerId, b.sellerId))
      .orderBy(asc(contactMessages.id)),
    replies: await ctx.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.sellerId, b.sellerId))
      .orderBy(asc(contactReplies.id)),
    reviews: await ctx.db
      .select()
      .from(reviews)
      .where(
        inArray(
          reviews.productId,
          productRows.map((product) => product.id),
        ),
      )
      .orderBy(asc(reviews.id)),
    products: productRows,
    paymentConfig: await ctx.db.select().from(paymentConfigs).where(eq(paymentConfigs.sellerId, b.sellerId)),
    mediaUploads: await ctx.db
      .select()
      .from(mediaUploads)
      .where(eq(mediaUploads.sellerId, b.sellerId))
      .orderBy(asc(mediaUploads.mediaId)),
    accounts: await ctx.db.select().from(sellerAccounts).where(eq(sellerAccounts.sellerId, b.sellerId)),
    sessions: await ctx.db
      .select()
      .from(sellerSessions)
      .where(eq(sellerSessions.accountId, b.account.id))
      .orderBy(asc(sellerSessions.id)),
    subscriptions: await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.sellerId, b.sellerId))
      .orderBy(asc(subscriptions.id)),
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  a = await consoleShop(ctx, 'a');
  b = await consoleShop(ctx, 'b');
  await shopData(a, 'a');
  const data = await shopData(b, 'b');
  const [session] = await ctx.db
    .select({ id: sellerSessions.id })
    .from(sellerSessions)
    .where(eq(sellerSessions.accountId, b.account.id));
  if (!session) throw new Error("B's session missing");
  const category = await ctx.app.inject({
    method: 'POST',
    url: '/api/seller/categories',
    headers: b.headers,
    payload: { name: 'Category of b' },
  });
  expect(category.statusCode, category.body).toBe(201);
  await ctx.db.update(products).set({ category: 'Category of b' }).where(eq(products.id, b.productId));
  const banner = await ctx.app.inject({
    method: 'POST',
    url: '/api/seller/banners',
    headers: b.headers,
    payload: { image: '/images/banner-b.jpg', productId: b.productId },
  });
  expect(banner.statusCode, banner.body).toBe(201);
  // a confirmed newsletter subscriber of B: in B's list and export, never in A's
  await ctx.db.insert(subscriptions).values({
    id: `subscription-of-b-${b.sellerId}`,
    sellerId: b.sellerId,
    kind: 'newsletter',
    email: 'reader-b@example.com',
    status: 'confirmed',
    confirmedAt: new Date(),
  });
  ids = {
    ...data,
    sessionId: session.id,
    categoryId: category.json().category._id,
    bannerId: banner.json().banner._id,
    productId: b.productId,
  };
  markers = [
    data.orderNumber,
    data.paid,
    data.paymentReference,
    data.paidReference,
    data.messageId,
    data.reviewId,
    b.sellerId,
    b.productId,
    'writer-b@example.com',
    'reader-b@example.com',
    'Reviewer b',
    'Reply of b',
    ids.categoryId,
    ids.bannerId,
    '/images/banner-b.jpg',
  ];
});
afterAll(() => ctx.close());

describe('the seller area answers each seller for its own shop only', () => {
  it('the table names every route registered under /api/seller', async () => {
    // the OpenAPI document lists every route the app registered under /api (collected by an onRoute hook)
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const registered = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/seller/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      );
    const listed = new Set([...ROUTES.map((row) => row.route), ...PUBLIC_ROUTES]);
    expect(registered.filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !registered.includes(route))).toEqual([]);
  });

  it.each(ROUTES.map((row) => [row.route, row] as const))(
    "%s: seller A gets nothing of B's and changes nothing",
    async (_route, row) => {
      const before = await snapshotOfB();
      const [method] = row.route.split(' ');
      const response = await ctx.app.inject({
        method: method as 'GET',
        url: row.url(ids),
        ...(await requestOf(row, a.headers)),
      });
      if (row.asA === 'not-found') {
        expect([403, 404], response.body).toContain(response.statusCode);
      } else if (row.asA === 'refused') {
        expect([400, 403, 404], response.body).toContain(response.statusCode);
      } else {
        // 201 for a create in A's own shop
        expect([200, 201], response.body).toContain(response.statusCode);
      }
      for (const marker of markers) expect(response.body).not.toContain(marker);
      expect(await snapshotOfB()).toEqual(before);
      if (ENDS_SESSION.has(row.route)) a = { ...a, headers: await signInAgain(a) };
    },
  );

  it.each(ROUTES.map((row) => [row.route, row] as const))(
    '%s: without a session answers 401 and changes nothing',
    async (_route, row) => {
      const before = await snapshotOfB();
      const [method] = row.route.split(' ');
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
        const response = await ctx.app.inject({
          method: method as 'GET',
          url: row.url(ids),
          ...(await requestOf(row, headers)),
        });
        expect(response.statusCode, response.body).toBe(401);
      }
      expect(await snapshotOfB()).toEqual(before);
    },
  );

  it("B's own calls still work on the same ids (the table's ids are real)", async () => {
    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/seller/orders/${ids.orderNumber}`,
      headers: b.headers,
    });
    expect(order.statusCode).toBe(200);
    const review = await ctx.app.inject({
      method: 'PUT',
      url: `/api/seller/reviews/${ids.reviewId}`,
      headers: b.headers,
      payload: { hidden: false },
    });
    expect(review.statusCode).toBe(200);
    const message = await ctx.app.inject({
      method: 'PUT',
      url: `/api/seller/messages/${ids.messageId}`,
      headers: b.headers,
      payload: {},
    });
    expect(message.statusCode).toBe(200);
    const pending = await ctx.app.inject({
      method: 'GET',
      url: '/api/seller/payments/pending',
      headers: b.headers,
    });
    expect(pending.body).toContain(ids.paymentReference);
  });
});
