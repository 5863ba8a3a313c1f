import {
  CONFIRMATION_MESSAGES,
  CONFIRMATION_TITLES,
  orderNumberFromPaymentReference,
  SELECT_PAYMENT_METHOD_MESSAGE,
} from '@souk/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, paymentConfigs, payments } from '../src/db/schema.js';
import { createSellerTokenService } from '../src/lib/seller-tokens.js';
import { createTokenService } from '../src/lib/tokens.js';
import { LOGIN_THROTTLED } from '../src/plugins/sign-in-throttle.js';
import { INVALID_CREDENTIALS } from '../src/services/customers.js';
import { ORDER_NOT_FOUND } from '../src/services/orders/order-rows.js';
import {
  OFFLINE_PAYMENT_RECORDED,
  PAYMENT_ALREADY_APPROVED,
  PAYMENT_ALREADY_REJECTED,
  PAYMENT_NOT_FOUND,
} from '../src/services/payments/offline.js';
import { ORDER_ALREADY_PAID, ORDER_CANCELLED } from '../src/services/payments/payable-order.js';
import {
  createSellerAccount,
  SELLER_EMAIL_TAKEN,
  SELLER_SIGN_IN_REQUIRED,
} from '../src/services/seller-accounts.js';
import {
  guestSession,
  insertCustomer,
  insertOfflinePaymentConfig,
  insertProduct,
  insertSeller,
  productStock,
} from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { orderRows, placeOrderBody } from './order-fixtures.js';

type Headers = Record<string, string>;
type Customer = Awaited<ReturnType<typeof insertCustomer>>;
interface Shop {
  sellerId: string;
  productId: string;
}

const PASSWORD = 'seller password 123';

let ctx: TestContext;
let customer: Customer;
let otherCustomer: Customer;
/** Bank transfer and cash on delivery; has a seller account. */
let shop: Shop;
/** Another shop with its own seller account. */
let otherShop: Shop;
/** Bank transfer only. */
let eftOnlyShop: Shop;
/** No payment configuration at all. */
let bareShop: Shop;
let sellerHeaders: Headers;
let otherSellerHeaders: Headers;

async function newShop(configure?: (sellerId: string) => Promise<void>): Promise<Shop> {
  const seller = await insertSeller(ctx.db);
  await configure?.(seller.id);
  const product = await insertProduct(ctx.db, seller.id, { priceCents: 2000, stock: 10_000 });
  return { sellerId: seller.id, productId: product.id };
}

async function placeOrder(headers: Headers = customer.headers, productId = shop.productId): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/home/order/place-order',
    payload: placeOrderBody([{ productId, quantity: 2 }]),
    headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order.orderNumber;
}

function createOffline(payload: Record<string, unknown>, headers: Headers = customer.headers) {
  return ctx.app.inject({ method: 'POST', url: '/api/order/create-offline-payment', payload, headers });
}

/** The client's body (spec §7): the informative price and the bank details shown to the shopper. */
function offlineBody(orderNumber: string, paymentMethod: unknown) {
  return { orderNumber, price: 45, paymentMethod, bankDetails: { 'Bank name': 'Test Bank' } };
}

async function recorded(orderNumber: string, method: 'eft' | 'cash' = 'eft'): Promise<string> {
  const response = await createOffline(offlineBody(orderNumber, method));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().paymentReference;
}

const REJECT_REASON = 'No transfer received within 7 days';

function decide(
  reference: string,
  decision: 'approve' | 'reject',
  headers: Headers = sellerHeaders,
  payload: Record<string, unknown> | undefined = decision === 'reject'
    ? { reason: REJECT_REASON }
    : undefined,
) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/seller/payments/${encodeURIComponent(reference)}/${decision}`,
    headers,
    ...(payload ? { payload } : {}),
  });
}

function pending(headers: Headers = sellerHeaders) {
  return ctx.app.inject({ method: 'GET', url: '/api/seller/payments/pending', headers });
}

function confirm(orderNumber: string, paymentMethod: string, headers: Headers = customer.headers) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/order/order-confirm/${orderNumber}`,
    payload: { paymentMethod },
    headers,
  });
}

let loginCount = 0;
/** Each login from its own address: the per-IP limit is the customer login's, tested in auth.test.ts. */
function login(email: string, password: string, remoteAddress = `10.2.0.${++loginCount}`) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email, password },
    remoteAddress,
  });
}

async function paymentRows(orderNumber: string) {
  const { order } = await orderRows(ctx.db, orderNumber);
  if (!order) return [];
  return ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
}

async function eventsOf(orderId: string, type: string) {
  const rows = await ctx.db
    .select({ payload: events.payload })
    .from(events)
    .where(and(eq(events.type, type), sql`${events.payload} ->> 'orderId' = ${orderId}`))
    .orderBy(asc(events.createdAt));
  return rows.map((row) => row.payload);
}

async function sellerAccountHeaders(target: Shop, email: string): Promise<Headers> {
  await createSellerAccount(ctx.db, { seller: target.sellerId, email, password: PASSWORD });
  const response = await login(email, PASSWORD);
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json().token}` };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const tokens = createTokenService(ctx.config.jwtSecret);
  customer = await insertCustomer(ctx.db, tokens);
  otherCustomer = await insertCustomer(ctx.db, tokens);
  shop = await newShop((sellerId) => insertOfflinePaymentConfig(ctx.db, sellerId));
  otherShop = await newShop((sellerId) => insertOfflinePaymentConfig(ctx.db, sellerId));
  eftOnlyShop = await newShop(async (sellerId) => {
    await ctx.db.insert(paymentConfigs).values({ sellerId, enabledMethods: ['eft'] });
  });
  bareShop = await newShop();
  sellerHeaders = await sellerAccountHeaders(shop, 'owner@shop.example');
  otherSellerHeaders = await sellerAccountHeaders(otherShop, 'owner@other-shop.example');
});
afterAll(() => ctx.close());

describe('POST /api/order/create-offline-payment', () => {
  it('records a bank transfer awaiting approval: EFT-{orderNumber}-XXXXXX, order pending, not paid', async () => {
    const orderNumber = await placeOrder();
    const response = await createOffline(offlineBody(orderNumber, 'eft'));
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      success: true,
      paymentReference: expect.stringMatching(new RegExp(`^EFT-${orderNumber}-[A-Z0-9]{6}$`)),
      message: OFFLINE_PAYMENT_RECORDED,
    });
    expect(orderNumberFromPaymentReference(answer.paymentReference)).toBe(orderNumber);

    const { order, parts } = await orderRows(ctx.db, orderNumber);
    expect(order).toMatchObject({ paymentStatus: 'pending', paymentMethod: 'eft' });
    expect(parts.map((part) => part.paymentStatus)).toEqual(['pending']);
    expect(await paymentRows(orderNumber)).toMatchObject([
      {
        method: 'eft',
        providerRef: answer.paymentReference,
        status: 'pending_approval',
        amountCents: 4500,
        sellerId: shop.sellerId,
      },
    ]);
    expect((await confirm(orderNumber, 'eft')).json()).toEqual({
      success: false,
      message: CONFIRMATION_TITLES.pendingApproval,
      paymentStatus: 'pending',
    });
  });

  it('records cash on delivery as COD-{orderNumber}-XXXXXX', async () => {
    const orderNumber = await placeOrder();
    const reference = await recorded(orderNumber, 'cash');
    expect(reference).toMatch(new RegExp(`^COD-${orderNumber}-[A-Z0-9]{6}$`));
    expect(orderNumberFromPaymentReference(reference)).toBe(orderNumber);
    expect((await orderRows(ctx.db, orderNumber)).order).toMatchObject({
      paymentStatus: 'pending',
      paymentMethod: 'cashOnDelivery',
    });
  });

  it('is idempotent per order and method: a repeat answers the same reference, one record', async () => {
    const orderNumber = await placeOrder();
    const reference = await recorded(orderNumber);
    for (let attempt = 0; attempt < 3; attempt++) {
      const again = await createOffline(offlineBody(orderNumber, 'eft'));
      expect(again.statusCode).toBe(200);
      expect(again.json().paymentReference).toBe(reference);
    }
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => createOffline(offlineBody(orderNumber, 'eft'))),
    );
    expect(new Set(concurrent.map((response) => response.json().paymentReference))).toEqual(
      new Set([reference]),
    );
    expect(await paymentRows(orderNumber)).toHaveLength(1);
  });

  it('records one payment under concurrent first calls', async () => {
    const orderNumber = await placeOrder();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => createOffline(offlineBody(orderNumber, 'cash'))),
    );
    expect(new Set(responses.map((response) => response.json().paymentReference)).size).toBe(1);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await paymentRows(orderNumber)).toHaveLength(1);
  });

  it.each([
    ['an unknown method', 'bitcoin'],
    ['an empty method', ''],
    ['no method', undefined],
    ['the tile id instead of the wire value', 'cashOnDelivery'],
  ])('answers %s with "Please select a payment method"', async (_name, method) => {
    const orderNumber = await placeOrder();
    const response = await createOffline(offlineBody(orderNumber, method));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SELECT_PAYMENT_METHOD_MESSAGE });
  });

  it('refuses a method the seller has not enabled with the spec text', async () => {
    const cashOrder = await placeOrder(customer.headers, eftOnlyShop.productId);
    const cash = await createOffline(offlineBody(cashOrder, 'cash'));
    expect(cash.statusCode).toBe(400);
    expect(cash.json()).toEqual({ error: CONFIRMATION_MESSAGES.paymentMethodNotAvailable });
    expect((await createOffline(offlineBody(cashOrder, 'eft'))).statusCode).toBe(201);

    const bareOrder = await placeOrder(customer.headers, bareShop.productId);
    for (const method of ['eft', 'cash']) {
      const response = await createOffline(offlineBody(bareOrder, method));
      expect(response.json()).toEqual({ error: CONFIRMATION_MESSAGES.paymentMethodNotAvailable });
    }
    expect(await paymentRows(bareOrder)).toEqual([]);
    expect((await orderRows(ctx.db, bareOrder)).order?.paymentStatus).toBe('unpaid');
  });

  it("refuses another customer's order (404) and a paid order (409)", async () => {
    const orderNumber = await placeOrder();
    for (const headers of [otherCustomer.headers, guestSession().headers, {}]) {
      const response = await createOffline(offlineBody(orderNumber, 'eft'), headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: ORDER_NOT_FOUND });
    }
    const reference = await recorded(orderNumber);
    expect((await decide(reference, 'approve')).statusCode).toBe(200);
    const paid = await createOffline(offlineBody(orderNumber, 'cash'));
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ error: ORDER_ALREADY_PAID });
  });

  it('lets a guest record a payment for its own order', async () => {
    const guest = guestSession();
    const orderNumber = await placeOrder(guest.headers);
    const response = await createOffline(offlineBody(orderNumber, 'eft'), guest.headers);
    expect(response.statusCode).toBe(201);
  });
});

describe('seller approval of offline payments', () => {
  it('lists the pending payment; approving marks the order paid once, whatever the replays', async () => {
    const orderNumber = await placeOrder();
    const reference = await recorded(orderNumber);

    const list = await pending();
    expect(list.statusCode).toBe(200);
    expect(list.json().payments).toContainEqual({
      paymentReference: reference,
      orderNumber,
      paymentMethod: 'eft',
      amount: 45,
      currency: 'USD',
      customerName: 'Ann Guest',
      createdAt: expect.any(String),
    });

    const approved = await decide(reference, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      success: true,
      message: 'Payment approved',
      paymentReference: reference,
      orderNumber,
      paymentStatus: 'approved',
      orderPaymentStatus: 'paid',
    });
    const { order, parts } = await orderRows(ctx.db, orderNumber);
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'eft',
      paymentDetails: {
        transactionId: reference,
        paymentId: reference,
        amount: 45,
        gateway: 'eft',
        status: 'approved',
        paidAt: expect.any(String),
      },
    });
    expect(parts.map((part) => part.paymentStatus)).toEqual(['paid']);
    const [row] = await paymentRows(orderNumber);
    expect(row).toMatchObject({ status: 'approved', providerRef: reference });

    for (let attempt = 0; attempt < 10; attempt++) {
      const replay = await decide(reference, 'approve');
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({ paymentStatus: 'approved', orderPaymentStatus: 'paid' });
    }
    expect(await paymentRows(orderNumber)).toEqual([row]);
    expect((await orderRows(ctx.db, orderNumber)).order).toEqual(order);
    expect(
      (await pending())
        .json()
        .payments.map((payment: { paymentReference: string }) => payment.paymentReference),
    ).not.toContain(reference);

    const confirmed = await confirm(orderNumber, 'eft');
    expect(confirmed.json()).toEqual({
      success: true,
      message: 'Order confirmed successfully',
      paymentStatus: 'paid',
    });
    const rejected = await decide(reference, 'reject');
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json()).toEqual({ error: PAYMENT_ALREADY_APPROVED });
  });

  it('approves a cash payment; concurrent approvals change the order once', async () => {
    const orderNumber = await placeOrder();
    const reference = await recorded(orderNumber, 'cash');
    const responses = await Promise.all(Array.from({ length: 10 }, () => decide(reference, 'approve')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const { order } = await orderRows(ctx.db, orderNumber);
    expect(order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'cashOnDelivery' });
    expect(await paymentRows(orderNumber)).toMatchObject([{ status: 'approved', method: 'cashOnDelivery' }]);
    expect((await confirm(orderNumber, 'cash')).json()).toMatchObject({
      success: true,
      paymentStatus: 'paid',
    });
  });

  it('rejecting with a reason cancels the order and puts its stock back once; replays change nothing', async () => {
    const orderNumber = await placeOrder();
    const reference = await recorded(orderNumber);
    const stockBefore = await productStock(ctx.db, shop.productId);
    const rejected = await decide(reference, 'reject');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({
      success: true,
      message: 'Payment rejected',
      paymentReference: reference,
      orderNumber,
      paymentStatus: 'rejected',
      orderPaymentStatus: 'unpaid',
    });
    const { order, parts } = await orderRows(ctx.db, orderNumber);
    expect(order).toMatchObject({ paymentStatus: 'unpaid', deliveryStatus: 'cancelled' });
    expect(parts).toMatchObject([
      { paymentStatus: 'unpaid', deliveryStatus: 'cancelled', cancelReason: REJECT_REASON },
    ]);
    expect(await paymentRows(orderNumber)).toMatchObject([
      { status: 'rejected', details: { status: 'rejected', reason: REJECT_REASON } },
    ]);
    expect(await productStock(ctx.db, shop.productId)).toBe((stockBefore ?? 0) + 2);
    expect(await eventsOf(order?.id ?? '', 'payment.rejected')).toEqual([
      {
        orderId: order?.id,
        orderNumber,
        sellerId: shop.sellerId,
        method: 'eft',
        paymentReference: reference,
        reason: REJECT_REASON,
      },
    ]);

    for (let attempt = 0; attempt < 3; attempt++) {
      const replay = await decide(reference, 'reject', sellerHeaders, { reason: 'another reason' });
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({ paymentStatus: 'rejected' });
    }
    expect(await productStock(ctx.db, shop.productId)).toBe((stockBefore ?? 0) + 2);
    expect((await orderRows(ctx.db, orderNumber)).parts[0]?.cancelReason).toBe(REJECT_REASON);
    expect(await eventsOf(order?.id ?? '', 'payment.rejected')).toHaveLength(1);

    const approve = await decide(reference, 'approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toEqual({ error: PAYMENT_ALREADY_REJECTED });
    // the order is cancelled: no confirmation, no new payment for it
    expect((await confirm(orderNumber, 'eft')).json()).toEqual({ error: ORDER_CANCELLED });
    const again = await createOffline(offlineBody(orderNumber, 'eft'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ORDER_CANCELLED });
  });

  it('concurrent rejections restock once', async () => {
    const orderNumber = await placeOrder();
    const reference = await recorded(orderNumber, 'cash');
    const stockBefore = await productStock(ctx.db, shop.productId);
    const responses = await Promise.all(Array.from({ length: 6 }, () => decide(reference, 'reject')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect(await productStock(ctx.db, shop.productId)).toBe((stockBefore ?? 0) + 2);
    const { order } = await orderRows(ctx.db, orderNumber);
    expect(await eventsOf(order?.id ?? '', 'payment.rejected')).toHaveLength(1);
  });

  it('a reason is required (400 naming it, nothing written)', async () => {
    const orderNumber = await placeOrder();
    const reference = await recorded(orderNumber);
    for (const [payload, error] of [
      [{}, 'Reason is required'],
      [{ reason: '   ' }, 'Reason is required'],
      [{ reason: 'x'.repeat(501) }, 'Reason is too long'],
    ] as const) {
      const response = await decide(reference, 'reject', sellerHeaders, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect(await paymentRows(orderNumber)).toMatchObject([{ status: 'pending_approval' }]);
    expect((await orderRows(ctx.db, orderNumber)).order).toMatchObject({
      paymentStatus: 'pending',
      deliveryStatus: 'pending',
    });
  });

  it('does not restock again an order the shopper cancelled before the rejection', async () => {
    const orderNumber = await placeOrder();
    const reference = await recorded(orderNumber);
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/order/cancel-order/${orderNumber}`,
      headers: customer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const stockAfterCancel = await productStock(ctx.db, shop.productId);
    expect((await decide(reference, 'reject')).statusCode).toBe(200);
    expect(await productStock(ctx.db, shop.productId)).toBe(stockAfterCancel);
    expect(await paymentRows(orderNumber)).toMatchObject([{ status: 'rejected' }]);
  });

  it('keeps the order pending while another offline payment of it awaits approval', async () => {
    const orderNumber = await placeOrder();
    const eft = await recorded(orderNumber, 'eft');
    await recorded(orderNumber, 'cash');
    expect((await decide(eft, 'reject')).json()).toMatchObject({ orderPaymentStatus: 'pending' });
  });

  it("a seller of another shop cannot see or decide this shop's payments (404)", async () => {
    const orderNumber = await placeOrder();
    const reference = await recorded(orderNumber);
    for (const decision of ['approve', 'reject'] as const) {
      const response = await decide(reference, decision, otherSellerHeaders);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: PAYMENT_NOT_FOUND });
    }
    const theirs = (await pending(otherSellerHeaders)).json().payments;
    expect(theirs.map((payment: { paymentReference: string }) => payment.paymentReference)).not.toContain(
      reference,
    );
    expect(await paymentRows(orderNumber)).toMatchObject([{ status: 'pending_approval' }]);
    expect((await orderRows(ctx.db, orderNumber)).order?.paymentStatus).toBe('pending');
  });

  it('answers 404 for an unknown reference', async () => {
    expect((await decide('EFT-SK1-AAAAAA', 'approve')).statusCode).toBe(404);
  });

  it('refuses customers and anonymous callers with 401', async () => {
    const orderNumber = await placeOrder();
    const reference = await recorded(orderNumber);
    const forged = await createSellerTokenService('another secret that is long enough for hs256').sign({
      id: 'x',
      sellerId: shop.sellerId,
      email: 'x@example.com',
      sessionId: 'x',
    });
    for (const headers of [
      customer.headers,
      {},
      { authorization: 'Bearer nonsense' },
      { authorization: `Bearer ${forged}` },
    ]) {
      for (const response of [await pending(headers), await decide(reference, 'approve', headers)]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: SELLER_SIGN_IN_REQUIRED });
      }
    }
    expect((await orderRows(ctx.db, orderNumber)).order?.paymentStatus).toBe('pending');
  });

  it('a seller token never acts as a customer token', async () => {
    const orders = await ctx.app.inject({
      method: 'GET',
      url: `/api/home/customer/gat-orders/${customer.id}/all`,
      headers: sellerHeaders,
    });
    expect(orders.statusCode).toBe(401);
  });
});

describe('POST /api/seller/login', () => {
  it('answers a seller token of its own type for the right password', async () => {
    const response = await login('OWNER@shop.example', PASSWORD);
    expect(response.statusCode).toBe(200);
    const { token, message } = response.json();
    expect(message).toBe('Login successful');
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', typ: 'souk-seller+jwt' });
  });

  it('refuses a wrong password or unknown email with the same answer', async () => {
    for (const [email, password] of [
      ['owner@shop.example', 'wrong password'],
      ['nobody@shop.example', PASSWORD],
    ] as const) {
      const response = await login(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: INVALID_CREDENTIALS });
    }
  });

  it('slows failed logins per account and address, never the owner signing in from elsewhere', async () => {
    await createSellerAccount(ctx.db, {
      seller: shop.sellerId,
      email: 'limited@shop.example',
      password: PASSWORD,
    });
    const attacker = '10.3.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await login('limited@shop.example', 'wrong password', attacker)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await login('limited@shop.example', PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: LOGIN_THROTTLED });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const owner = await login('limited@shop.example', PASSWORD, '10.3.0.2');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('refuses a second account with the same email, and an unknown shop', async () => {
    await expect(
      createSellerAccount(ctx.db, {
        seller: otherShop.sellerId,
        email: 'Owner@Shop.example',
        password: PASSWORD,
      }),
    ).rejects.toThrow(SELLER_EMAIL_TAKEN);
    await expect(
      createSellerAccount(ctx.db, { seller: 'no-such-shop', email: 'new@shop.example', password: PASSWORD }),
    ).rejects.toThrow('Seller not found');
  });
});
