import { CONFIRMATION_MESSAGES } from '@souk/core';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentConfigs, payments, sellerOrders } from '../src/db/schema.js';
import { createTokenService } from '../src/lib/tokens.js';
import { fromStripeAmount, toStripeAmount } from '../src/providers/stripe.js';
import { ORDER_NOT_FOUND } from '../src/services/orders/order-rows.js';
import { METHOD_NOT_AVAILABLE, ORDER_CONFIRMED } from '../src/services/payments/confirm-payment.js';
import { ORDER_ALREADY_PAID, ORDER_CANCELLED } from '../src/services/payments/payable-order.js';
import {
  CREATE_PAYMENT_FAILED,
  INVALID_SIGNATURE,
  PAYMENT_MISMATCH,
  STRIPE_NOT_ENABLED,
} from '../src/services/payments/stripe.js';
import { type StripeFake, startStripeFake } from './fakes/stripe-fake.js';
import { guestSession, insertCustomer, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { placeOrderBody } from './order-fixtures.js';

const SECRET_KEY = 'sk_test_soukSECRETkey0001';
const WEBHOOK_SECRET = 'whsec_soukSECRETwebhook0002';
const OTHER_SECRET_KEY = 'sk_test_otherSECRETkey0003';
const OTHER_WEBHOOK_SECRET = 'whsec_otherSECRETwebhook0004';
const SECRETS = [SECRET_KEY, WEBHOOK_SECRET, OTHER_SECRET_KEY, OTHER_WEBHOOK_SECRET];

type Headers = Record<string, string>;
type Customer = Awaited<ReturnType<typeof insertCustomer>>;

let fake: StripeFake;
let ctx: TestContext;
let sellerId: string;
let productId: string;
/** A second Stripe seller with its own keys (webhooks must not cross sellers). */
let otherSellerId: string;
/** Offers cash and bank transfer only. */
let offlineSellerId: string;
let offlineProductId: string;
let customer: Customer;
let otherCustomer: Customer;
/** Every body the API answered in this file: no secret may appear in any of them. */
const responseBodies: string[] = [];

async function stripeSeller(secretKey: string, webhookSecret: string) {
  const seller = await insertSeller(ctx.db, { currency: 'USD', shippingFeeCents: 500 });
  await ctx.db.insert(paymentConfigs).values({
    sellerId: seller.id,
    enabledMethods: ['stripe', 'eft'],
    settings: { stripe: { publishableKey: 'pk_test_public' } },
    secrets: { stripe: { secretKey, webhookSecret } },
  });
  const product = await insertProduct(ctx.db, seller.id, { priceCents: 1000, stock: 1000 });
  return { sellerId: seller.id, productId: product.id };
}

beforeAll(async () => {
  fake = await startStripeFake({ requiredMetadata: ['orderNumber', 'orderId', 'sellerId'] });
  ctx = await createTestContext({ STRIPE_API_BASE: fake.url });
  ({ sellerId, productId } = await stripeSeller(SECRET_KEY, WEBHOOK_SECRET));
  otherSellerId = (await stripeSeller(OTHER_SECRET_KEY, OTHER_WEBHOOK_SECRET)).sellerId;
  const offline = await insertSeller(ctx.db, { shippingFeeCents: 500 });
  offlineSellerId = offline.id;
  offlineProductId = (await insertProduct(ctx.db, offline.id, { priceCents: 1000 })).id;
  await ctx.db.insert(paymentConfigs).values({ sellerId: offlineSellerId, enabledMethods: ['eft'] });
  const tokens = createTokenService(ctx.config.jwtSecret);
  customer = await insertCustomer(ctx.db, tokens);
  otherCustomer = await insertCustomer(ctx.db, tokens);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

async function call(options: InjectOptions) {
  const response = await ctx.app.inject(options);
  responseBodies.push(response.body);
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response;
}

/** Places a $10 + $5 shipping order (total 1500 cents) and returns its number and id. */
async function placeOrder(headers: Headers, product = productId, userId: string | null = null) {
  const response = await call({
    method: 'POST',
    url: '/api/home/order/place-order',
    payload: placeOrderBody([{ productId: product, quantity: 1 }], { userId }),
    headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  const orderNumber: string = response.json().order.orderNumber;
  const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!row) throw new Error('order not stored');
  return { orderNumber, orderId: row.id };
}

const customerOrder = () => placeOrder(customer.headers, productId, customer.id);

// create-payment is rate-limited per client address: each call comes from its own address unless a test says
// otherwise
let addressCounter = 0;
const nextAddress = () => {
  addressCounter++;
  return `10.30.${addressCounter >> 8}.${addressCounter & 255}`;
};

function createPayment(
  orderNumber: string,
  headers: Headers,
  body: Record<string, unknown> = {},
  remoteAddress = nextAddress(),
) {
  return call({
    method: 'POST',
    url: '/api/order/create-payment',
    payload: { orderNumber, sellerId, price: 0.01, shippingInfo: { name: 'Ann' }, ...body },
    headers,
    remoteAddress,
  });
}

/** create-payment that must succeed: returns the PaymentIntent id behind the client secret. */
async function startPayment(orderNumber: string, headers: Headers, seller = sellerId): Promise<string> {
  const response = await createPayment(orderNumber, headers, { sellerId: seller });
  expect(response.statusCode, response.body).toBe(200);
  const { clientSecret } = response.json();
  expect(clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
  return clientSecret.split('_secret_')[0];
}

function confirm(
  orderNumber: string,
  headers: Headers,
  body: Record<string, unknown> = { paymentMethod: 'stripe' },
) {
  return call({ method: 'PUT', url: `/api/order/order-confirm/${orderNumber}`, payload: body, headers });
}

function webhook(seller: string, payload: string, signature?: string) {
  return call({
    method: 'POST',
    url: `/api/payment/stripe/webhook/${seller}`,
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
  });
}

const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

async function orderRow(orderId: string) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('order missing');
  return row;
}

const paymentRows = (orderId: string) => ctx.db.select().from(payments).where(eq(payments.orderId, orderId));

describe('POST /api/order/create-payment', () => {
  it('creates a PaymentIntent for the server total — never the body price — and records it', async () => {
    const { orderNumber, orderId } = await customerOrder();
    const before = fake.requests.length;
    const intentId = await startPayment(orderNumber, customer.headers);

    const intent = fake.intent(intentId);
    expect(intent).toMatchObject({
      amount: 1500,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { orderNumber, orderId, sellerId },
      automatic_payment_methods: { enabled: true },
    });
    // the request as Stripe documents it: form-encoded, bearer key, idempotency key
    const [request] = fake.requests.slice(before);
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.headers['idempotency-key']).toContain(orderId);
    expect(request?.raw).toContain(`metadata[orderNumber]=${orderNumber}`);
    expect(request?.params).toMatchObject({ amount: '1500', currency: 'usd' });

    const rows = await paymentRows(orderId);
    expect(rows).toMatchObject([
      {
        method: 'stripe',
        providerRef: intentId,
        amountCents: 1500,
        currency: 'USD',
        status: 'created',
        sellerId,
      },
    ]);
  });

  it('a retried click gets the same PaymentIntent back (idempotency key), one payment row', async () => {
    const { orderNumber, orderId } = await customerOrder();
    const first = await startPayment(orderNumber, customer.headers);
    const second = await startPayment(orderNumber, customer.headers);
    expect(second).toBe(first);
    expect(fake.intents().filter((intent) => intent.metadata.orderId === orderId)).toHaveLength(1);
    expect(await paymentRows(orderId)).toHaveLength(1);
  });

  it('works for a guest session', async () => {
    const guest = guestSession();
    const { orderNumber } = await placeOrder(guest.headers);
    const intentId = await startPayment(orderNumber, guest.headers);
    expect(fake.intent(intentId)?.amount).toBe(1500);
  });

  it('refuses another customer, another guest session and anonymous callers with 404; no intent made', async () => {
    const { orderNumber } = await customerOrder();
    const guest = guestSession();
    const { orderNumber: guestOrder } = await placeOrder(guest.headers);
    const before = fake.intents().length;
    for (const [order, headers] of [
      [orderNumber, otherCustomer.headers],
      [orderNumber, guestSession().headers],
      [orderNumber, {}],
      [guestOrder, guestSession().headers],
      [guestOrder, customer.headers],
    ] as const) {
      const response = await createPayment(order, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: ORDER_NOT_FOUND });
    }
    expect(fake.intents()).toHaveLength(before);
  });

  it('answers 400 with the spec text when the seller does not offer Stripe or has no secret key', async () => {
    const guest = guestSession();
    const { orderNumber } = await placeOrder(guest.headers, offlineProductId);
    const offline = await createPayment(orderNumber, guest.headers, { sellerId: offlineSellerId });
    expect(offline.statusCode).toBe(400);
    expect(offline.json()).toEqual({ error: STRIPE_NOT_ENABLED });

    const keyless = await insertSeller(ctx.db, { shippingFeeCents: 500 });
    await ctx.db.insert(paymentConfigs).values({ sellerId: keyless.id, enabledMethods: ['stripe'] });
    const product = await insertProduct(ctx.db, keyless.id);
    const { orderNumber: keylessOrder } = await placeOrder(guest.headers, product.id);
    const response = await createPayment(keylessOrder, guest.headers, { sellerId: keyless.id });
    expect(response.json()).toEqual({ error: STRIPE_NOT_ENABLED });
  });

  it("answers 'Seller ID not found' without a seller id, 404 for another seller's id", async () => {
    const { orderNumber } = await customerOrder();
    const missing = await createPayment(orderNumber, customer.headers, { sellerId: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Seller ID not found' });
    const wrong = await createPayment(orderNumber, customer.headers, { sellerId: otherSellerId });
    expect(wrong.statusCode).toBe(404);
  });

  it('answers 409 for a paid or a cancelled order', async () => {
    const paid = await customerOrder();
    const intentId = await startPayment(paid.orderNumber, customer.headers);
    fake.setStatus(intentId, 'succeeded');
    expect((await confirm(paid.orderNumber, customer.headers)).json().paymentStatus).toBe('paid');
    const again = await createPayment(paid.orderNumber, customer.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ORDER_ALREADY_PAID });

    const cancelled = await customerOrder();
    await call({
      method: 'PUT',
      url: `/api/order/cancel-order/${cancelled.orderNumber}`,
      headers: customer.headers,
    });
    const response = await createPayment(cancelled.orderNumber, customer.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: ORDER_CANCELLED });
  });

  it('is rate-limited per client address (each call reaches the provider)', async () => {
    const { orderNumber } = await customerOrder();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await createPayment(orderNumber, customer.headers, {}, '10.99.0.1')).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('maps provider failures to 4xx: Stripe outage, refusal, idempotency conflict, bad seller key', async () => {
    const { orderNumber, orderId } = await customerOrder();
    // 500 twice: the one network retry fails as well
    fake.failNext(2, 500, { type: 'api_error', message: 'Something went wrong on our end.' });
    const outage = await createPayment(orderNumber, customer.headers);
    expect(outage.statusCode).toBe(400);
    expect(outage.json()).toEqual({ error: CREATE_PAYMENT_FAILED });

    fake.failNext(1, 400, {
      type: 'invalid_request_error',
      code: 'amount_too_small',
      param: 'amount',
      message: 'Amount must be at least $0.50 usd',
    });
    const refused = await createPayment(orderNumber, customer.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'Amount must be at least $0.50 usd' });

    fake.failNext(1, 400, { type: 'idempotency_error', message: 'Keys for idempotent requests…' });
    const conflict = await createPayment(orderNumber, customer.headers);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ error: CREATE_PAYMENT_FAILED });
    expect(await paymentRows(orderId)).toHaveLength(0);

    // a live key is refused by the (test-mode) fake with 401: the shopper sees neither 5xx nor the key
    const liveKeyed = await insertSeller(ctx.db, { shippingFeeCents: 500 });
    await ctx.db.insert(paymentConfigs).values({
      sellerId: liveKeyed.id,
      enabledMethods: ['stripe'],
      secrets: { stripe: { secretKey: 'sk_live_SECRETliveKey9999', webhookSecret: 'whsec_x' } },
    });
    const product = await insertProduct(ctx.db, liveKeyed.id);
    const guest = guestSession();
    const order = await placeOrder(guest.headers, product.id);
    const denied = await createPayment(order.orderNumber, guest.headers, { sellerId: liveKeyed.id });
    expect(denied.statusCode).toBe(400);
    expect(denied.json()).toEqual({ error: CREATE_PAYMENT_FAILED });
    expect(denied.body).not.toContain('SECRET');
  });
});

describe('PUT /api/order/order-confirm/{orderNumber} with paymentMethod stripe', () => {
  it('happy path: create-payment → Stripe succeeds → order-confirm → paid, payment row and PaymentDetails stored', async () => {
    const { orderNumber, orderId } = await customerOrder();
    const intentId = await startPayment(orderNumber, customer.headers);
    const intent = fake.setStatus(intentId, 'succeeded');

    const response = await confirm(orderNumber, customer.headers, {
      paymentMethod: 'stripe',
      // informative only: the server writes its own details
      paymentDetails: { amount: 0.01, status: 'succeeded', gateway: 'forged' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ORDER_CONFIRMED, paymentStatus: 'paid' });

    const order = await orderRow(orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.paymentMethod).toBe('stripe');
    expect(order.paymentDetails).toEqual({
      transactionId: intent.latest_charge,
      paymentId: intentId,
      amount: 15,
      originalAmount: 15,
      exchangeRate: 1,
      exchangeRateApplied: false,
      // Stripe's 2.9% + 30¢ of the fake's balance transaction
      fee: 0.74,
      netAmount: 14.26,
      gateway: 'stripe',
      status: 'succeeded',
      paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const rows = await paymentRows(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      providerRef: intentId,
      status: 'succeeded',
      details: order.paymentDetails,
    });
    const parts = await ctx.db.select().from(sellerOrders).where(eq(sellerOrders.orderId, orderId));
    expect(parts.map((part) => part.paymentStatus)).toEqual(['paid']);
    // the server asked Stripe for the intent with its charge and balance transaction
    const retrieve = fake.requests.findLast((request) => request.path === `/v1/payment_intents/${intentId}`);
    expect(retrieve?.method).toBe('GET');
    expect(retrieve?.params).toEqual({ expand: ['latest_charge.balance_transaction'] });
  });

  it('is not paid while the intent is processing, or after the card was declined', async () => {
    const { orderNumber, orderId } = await customerOrder();
    const intentId = await startPayment(orderNumber, customer.headers);

    const waiting = await confirm(orderNumber, customer.headers);
    expect(waiting.json()).toEqual({
      success: false,
      message: CONFIRMATION_MESSAGES.paymentFailed,
      paymentStatus: 'unpaid',
    });
    fake.setStatus(intentId, 'processing');
    expect((await confirm(orderNumber, customer.headers)).json()).toEqual({
      success: false,
      message: CONFIRMATION_MESSAGES.processing,
      paymentStatus: 'unpaid',
    });
    fake.setStatus(intentId, 'requires_payment_method');
    expect((await confirm(orderNumber, customer.headers)).json()).toMatchObject({
      success: false,
      message: 'Payment failed',
    });
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
    expect((await paymentRows(orderId)).map((row) => row.status)).toEqual(['created']);
  });

  it.each([
    ['amount', { amount: 1499 }],
    ['currency', { currency: 'eur' }],
    ['order number', { metadata: { orderNumber: 'SK20260101OTHER1', orderId: 'x', sellerId: 'y' } }],
  ] as const)('a succeeded intent with a different %s does not pay the order', async (_label, patch) => {
    const { orderNumber, orderId } = await customerOrder();
    const intentId = await startPayment(orderNumber, customer.headers);
    fake.setStatus(intentId, 'succeeded');
    fake.update(intentId, patch);
    const response = await confirm(orderNumber, customer.headers);
    expect(response.json()).toEqual({ success: false, message: PAYMENT_MISMATCH, paymentStatus: 'unpaid' });
    const order = await orderRow(orderId);
    expect(order.paymentStatus).toBe('unpaid');
    expect(order.paymentDetails).toBeNull();
    expect((await paymentRows(orderId)).map((row) => row.status)).toEqual(['created']);
  });

  it('replayed 10× at once and 10× more: one payment row, one state change', async () => {
    const guest = guestSession();
    const { orderNumber, orderId } = await placeOrder(guest.headers);
    const intentId = await startPayment(orderNumber, guest.headers);
    fake.setStatus(intentId, 'succeeded');

    const burst = await Promise.all(Array.from({ length: 10 }, () => confirm(orderNumber, guest.headers)));
    for (const response of burst) {
      expect(response.json()).toEqual({ success: true, message: ORDER_CONFIRMED, paymentStatus: 'paid' });
    }
    const order = await orderRow(orderId);
    const rows = await paymentRows(orderId);
    expect(rows).toHaveLength(1);
    // the one transaction that paid the order wrote both: a second writer would have changed paidAt
    expect(rows[0]?.details).toEqual(order.paymentDetails);

    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await confirm(orderNumber, guest.headers)).json().paymentStatus).toBe('paid');
    }
    expect(await orderRow(orderId)).toEqual(order);
    expect(await paymentRows(orderId)).toEqual(rows);
  });

  it("refuses another customer's order and another guest session with 404, and never pays it", async () => {
    const { orderNumber, orderId } = await customerOrder();
    const intentId = await startPayment(orderNumber, customer.headers);
    fake.setStatus(intentId, 'succeeded');
    for (const headers of [otherCustomer.headers, guestSession().headers, {}]) {
      const response = await confirm(orderNumber, headers);
      expect(response.statusCode).toBe(404);
    }
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');

    const guest = guestSession();
    const guestOrder = await placeOrder(guest.headers);
    fake.setStatus(await startPayment(guestOrder.orderNumber, guest.headers), 'succeeded');
    expect((await confirm(guestOrder.orderNumber, guestSession().headers)).statusCode).toBe(404);
    expect((await confirm(guestOrder.orderNumber, customer.headers)).statusCode).toBe(404);
    expect((await orderRow(guestOrder.orderId)).paymentStatus).toBe('unpaid');
  });

  it("ignores a paymentIntentId that belongs to another order (someone else's succeeded payment)", async () => {
    const paidOrder = await customerOrder();
    const paidIntent = await startPayment(paidOrder.orderNumber, customer.headers);
    fake.setStatus(paidIntent, 'succeeded');

    const unpaid = await customerOrder();
    const response = await confirm(unpaid.orderNumber, customer.headers, {
      paymentMethod: 'stripe',
      paymentIntentId: paidIntent,
    });
    expect(response.json()).toEqual({
      success: false,
      message: CONFIRMATION_MESSAGES.paymentIntentNotFound,
      paymentStatus: 'unpaid',
    });
    expect((await orderRow(unpaid.orderId)).paymentStatus).toBe('unpaid');
    expect(await paymentRows(unpaid.orderId)).toHaveLength(0);
  });

  it('refuses stripe for a seller that does not offer it', async () => {
    const guest = guestSession();
    const { orderNumber } = await placeOrder(guest.headers, offlineProductId);
    const response = await confirm(orderNumber, guest.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: METHOD_NOT_AVAILABLE });
  });
});

describe('POST /api/payment/stripe/webhook/{sellerId}', () => {
  it('payment_intent.succeeded pays the order; 10 replays: one payment row, one state change', async () => {
    const { orderNumber, orderId } = await customerOrder();
    const intentId = await startPayment(orderNumber, customer.headers);
    fake.setStatus(intentId, 'succeeded');
    const payload = fake.event('payment_intent.succeeded', intentId);
    const signature = sign(payload);

    const first = await webhook(sellerId, payload, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'stripe' });
    expect(order.paymentDetails).toMatchObject({
      paymentId: intentId,
      amount: 15,
      fee: 0.74,
      gateway: 'stripe',
    });
    const rows = await paymentRows(orderId);
    expect(rows).toMatchObject([{ providerRef: intentId, status: 'succeeded' }]);

    const replays = await Promise.all(Array.from({ length: 9 }, () => webhook(sellerId, payload, signature)));
    for (const replay of replays) expect(replay.json()).toEqual({ received: true });
    expect(await orderRow(orderId)).toEqual(order);
    expect(await paymentRows(orderId)).toEqual(rows);
    // and order-confirm afterwards agrees without writing anything
    expect((await confirm(orderNumber, customer.headers)).json().paymentStatus).toBe('paid');
    expect(await paymentRows(orderId)).toEqual(rows);
  });

  it('refuses forged, tampered, stale and missing signatures with 400; nothing changes', async () => {
    const { orderNumber, orderId } = await customerOrder();
    const intentId = await startPayment(orderNumber, customer.headers);
    fake.setStatus(intentId, 'succeeded');
    const payload = fake.event('payment_intent.succeeded', intentId);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    const attempts: [string, string | undefined][] = [
      [payload, sign(payload, 'whsec_forged')],
      [payload, sign(payload, OTHER_WEBHOOK_SECRET)],
      [payload.replace('"livemode":false', '"livemode":true'), sign(payload)],
      [payload, sign(payload, WEBHOOK_SECRET, sixMinutesAgo)],
      [payload, 't=1,v1=deadbeef'],
      [payload, ''],
      [payload, undefined],
    ];
    for (const [body, signature] of attempts) {
      const response = await webhook(sellerId, body, signature);
      expect(response.statusCode, String(signature)).toBe(400);
      expect(response.json()).toEqual({ error: INVALID_SIGNATURE });
    }
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
    expect((await paymentRows(orderId)).map((row) => row.status)).toEqual(['created']);
  });

  it('accepts a signature within the 5-minute tolerance', async () => {
    const { orderNumber, orderId } = await customerOrder();
    const intentId = await startPayment(orderNumber, customer.headers);
    fake.setStatus(intentId, 'succeeded');
    const payload = fake.event('payment_intent.succeeded', intentId);
    const response = await webhook(
      sellerId,
      payload,
      sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 240),
    );
    expect(response.statusCode).toBe(200);
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
  });

  it("an event signed with another seller's secret cannot pay this seller's order", async () => {
    const { orderNumber, orderId } = await customerOrder();
    const intentId = await startPayment(orderNumber, customer.headers);
    fake.setStatus(intentId, 'succeeded');
    const payload = fake.event('payment_intent.succeeded', intentId);
    const response = await webhook(otherSellerId, payload, sign(payload, OTHER_WEBHOOK_SECRET));
    expect(response.json()).toEqual({ received: true });
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
  });

  it('a succeeded event whose amount does not match the order is acknowledged but does not pay it', async () => {
    const { orderNumber, orderId } = await customerOrder();
    const intentId = await startPayment(orderNumber, customer.headers);
    fake.setStatus(intentId, 'succeeded');
    fake.update(intentId, { amount: 50 });
    const payload = fake.event('payment_intent.succeeded', intentId);
    const response = await webhook(sellerId, payload, sign(payload));
    expect(response.json()).toEqual({ received: true });
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
  });

  it('payment_intent.payment_failed marks the attempt failed and leaves the order as it was', async () => {
    const { orderNumber, orderId } = await customerOrder();
    const intentId = await startPayment(orderNumber, customer.headers);
    fake.setStatus(intentId, 'requires_payment_method');
    const before = await orderRow(orderId);
    const payload = fake.event('payment_intent.payment_failed', intentId);
    const response = await webhook(sellerId, payload, sign(payload));
    expect(response.json()).toEqual({ received: true });
    expect((await paymentRows(orderId)).map((row) => row.status)).toEqual(['failed']);
    expect(await orderRow(orderId)).toEqual(before);

    // the shopper retries with another card on the same intent: it can still pay the order
    fake.setStatus(intentId, 'succeeded');
    const succeeded = fake.event('payment_intent.succeeded', intentId);
    await webhook(sellerId, succeeded, sign(succeeded));
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
    expect((await paymentRows(orderId)).map((row) => row.status)).toEqual(['succeeded']);
  });

  it('acknowledges unknown event types and intents it never created, changing nothing', async () => {
    const { orderNumber, orderId } = await customerOrder();
    const intentId = await startPayment(orderNumber, customer.headers);
    const created = fake.event('payment_intent.created', intentId);
    expect((await webhook(sellerId, created, sign(created))).json()).toEqual({ received: true });
    const stranger = JSON.stringify({
      id: 'evt_stranger',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_notours', object: 'payment_intent', status: 'succeeded' } },
    });
    expect((await webhook(sellerId, stranger, sign(stranger))).json()).toEqual({ received: true });
    const malformed = JSON.stringify({ id: 'evt_bad', object: 'event', type: 'payment_intent.succeeded' });
    expect((await webhook(sellerId, malformed, sign(malformed))).json()).toEqual({ received: true });
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
  });

  it('answers 400 for a seller without a webhook secret, and bodies over the limit with 413', async () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.created' });
    const response = await webhook(offlineSellerId, payload, sign(payload));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: STRIPE_NOT_ENABLED });
    const huge = JSON.stringify({ padding: 'x'.repeat(200 * 1024) });
    expect((await webhook(sellerId, huge, sign(huge))).statusCode).toBe(413);
  });

  it('leaves the JSON parser of every other route alone', async () => {
    const { orderNumber } = await customerOrder();
    const response = await createPayment(orderNumber, customer.headers);
    expect(response.statusCode).toBe(200);
  });
});

describe('Stripe amounts', () => {
  it('uses whole units for zero-decimal currencies and thousandths for three-decimal ones', () => {
    expect(toStripeAmount(1999, 'USD')).toBe(1999);
    expect(toStripeAmount(150_000, 'jpy')).toBe(1500);
    expect(toStripeAmount(150_050, 'JPY')).toBeUndefined();
    expect(toStripeAmount(1234, 'kwd')).toBe(12_340);
    expect(fromStripeAmount(1500, 'jpy')).toBe(150_000);
    expect(fromStripeAmount(12_340, 'kwd')).toBe(1234);
  });
});

describe('secrets', () => {
  it('no response of this file carried a secret key or webhook secret', () => {
    expect(responseBodies.length).toBeGreaterThan(50);
    for (const body of responseBodies) {
      for (const secret of SECRETS) expect(body).not.toContain(secret);
      expect(body).not.toMatch(/sk_(test|live)_|whsec_/);
    }
  });
});
