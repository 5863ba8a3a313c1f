import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentConfigs, payments } from '../src/db/schema.js';
import { createTokenService } from '../src/lib/tokens.js';
import {
  PAYMENT_CAPTURE_FAILED,
  PAYMENT_CAPTURED,
  PAYPAL_NOT_CONFIGURED,
} from '../src/services/payments/paypal.js';
import { PAYMENT_PROCESSING } from '../src/services/payments/verifier.js';
import { type PaypalFake, startPaypalFake } from './fakes/paypal-fake.js';
import { guestSession, insertCustomer, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { orderRows, placeOrderBody } from './order-fixtures.js';

type Customer = Awaited<ReturnType<typeof insertCustomer>>;
type Headers = Record<string, string>;

let fake: PaypalFake;
let ctx: TestContext;
let customer: Customer;
let otherCustomer: Customer;
/** A USD shop with exchange rate 1: $25.00 product + $5.00 shipping. */
let usdSeller: { id: string; productId: string };
/** A ZAR shop converting at 0.055: R123.45 product + R5.00 shipping = R128.45. */
let zarSeller: { id: string; productId: string };
/** Every response body of this file, to prove no secret ever leaves the server. */
const bodies: string[] = [];

async function paypalShop(currency: string, priceCents: number, exchangeRate: number) {
  const seller = await insertSeller(ctx.db, { currency });
  const product = await insertProduct(ctx.db, seller.id, { priceCents, currency, stock: 1000 });
  await ctx.db.insert(paymentConfigs).values({
    sellerId: seller.id,
    enabledMethods: ['paypal', 'eft'],
    settings: { paypal: { clientId: fake.clientId, exchangeRate, environment: 'sandbox' } },
    secrets: { paypal: { clientSecret: fake.clientSecret } },
  });
  return { id: seller.id, productId: product.id };
}

beforeAll(async () => {
  fake = await startPaypalFake();
  ctx = await createTestContext({ PAYPAL_API_BASE: fake.url });
  const tokens = createTokenService(ctx.config.jwtSecret);
  customer = await insertCustomer(ctx.db, tokens);
  otherCustomer = await insertCustomer(ctx.db, tokens);
  usdSeller = await paypalShop('USD', 2500, 1);
  zarSeller = await paypalShop('ZAR', 12345, 0.055);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

async function call(method: 'POST' | 'PUT', url: string, payload: unknown, headers: Headers) {
  const response = await ctx.app.inject({ method, url: `/api${url}`, payload: payload as object, headers });
  bodies.push(response.body);
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response;
}

async function placeOrder(shop: { productId: string }, headers: Headers = customer.headers) {
  const response = await call(
    'POST',
    '/home/order/place-order',
    placeOrderBody([{ productId: shop.productId, quantity: 1 }]),
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order.orderNumber as string;
}

function createPaypalOrder(orderNumber: string, sellerId: string, headers: Headers = customer.headers) {
  return call('POST', '/payment/create-paypal-order', { orderNumber, sellerId, price: 1 }, headers);
}

async function createdPaypalOrder(
  shop: { id: string; productId: string },
  headers: Headers = customer.headers,
) {
  const orderNumber = await placeOrder(shop, headers);
  const response = await createPaypalOrder(orderNumber, shop.id, headers);
  expect(response.statusCode, response.body).toBe(200);
  return { orderNumber, paypalOrderId: response.json().orderId as string };
}

function capture(orderId: string, sellerId: string, headers: Headers = customer.headers) {
  return call('POST', '/payment/capture-paypal-payment', { orderId, sellerId }, headers);
}

function confirm(orderNumber: string, headers: Headers = customer.headers) {
  return call('PUT', `/order/order-confirm/${orderNumber}`, { paymentMethod: 'paypal' }, headers);
}

async function paymentRows(orderNumber: string) {
  const { order } = await orderRows(ctx.db, orderNumber);
  if (!order) throw new Error('order missing');
  return ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
}

describe('POST /payment/create-paypal-order', () => {
  it('creates a PayPal order for the server total in USD (not the body price) and records it', async () => {
    const { orderNumber, paypalOrderId } = await createdPaypalOrder(usdSeller);

    const created = fake.orders.get(paypalOrderId);
    expect(created?.intent).toBe('CAPTURE');
    expect(created?.purchase_units[0]).toMatchObject({
      reference_id: orderNumber,
      custom_id: orderNumber,
      invoice_id: orderNumber,
      amount: { currency_code: 'USD', value: '30.00' },
    });
    const request = fake.requests.find((entry) => entry.path === '/v2/checkout/orders');
    expect(request?.headers['paypal-request-id']).toMatch(/\S{8,}/);
    expect(request?.headers.authorization).toMatch(/^Bearer /);

    const [row, ...others] = await paymentRows(orderNumber);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      method: 'paypal',
      providerRef: paypalOrderId,
      amountCents: 3000,
      currency: 'USD',
      status: 'created',
    });
  });

  it('converts with the seller exchange rate: USD, × 0.055, 2 decimals (spec §9)', async () => {
    const { orderNumber, paypalOrderId } = await createdPaypalOrder(zarSeller);
    // R128.45 × 0.055 = 7.06475 → $7.06
    expect(fake.orders.get(paypalOrderId)?.purchase_units[0]?.amount).toEqual({
      currency_code: 'USD',
      value: '7.06',
    });
    const [row] = await paymentRows(orderNumber);
    expect(row).toMatchObject({ amountCents: 706, currency: 'USD' });
    expect(row?.details).toMatchObject({
      originalAmount: 128.45,
      originalCurrency: 'ZAR',
      exchangeRate: 0.055,
      exchangeRateApplied: true,
    });
  });

  it('takes one OAuth token (Basic auth, client_credentials) and reuses it until it expires', async () => {
    await createdPaypalOrder(usdSeller);
    await createdPaypalOrder(usdSeller);
    expect(fake.tokenCount()).toBe(1);
    const tokenRequest = fake.requests.find((entry) => entry.path === '/v1/oauth2/token');
    expect(tokenRequest?.body).toBe('grant_type=client_credentials');
    expect(tokenRequest?.headers.authorization).toMatch(/^Basic /);
  });

  it('refuses a seller without PayPal enabled or configured', async () => {
    const bare = await insertSeller(ctx.db);
    const product = await insertProduct(ctx.db, bare.id);
    const orderNumber = await placeOrder({ productId: product.id });
    const response = await createPaypalOrder(orderNumber, bare.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PAYPAL_NOT_CONFIGURED });

    await ctx.db.insert(paymentConfigs).values({
      sellerId: bare.id,
      enabledMethods: ['paypal'],
      settings: { paypal: { clientId: 'client-without-secret' } },
    });
    const noSecret = await createPaypalOrder(orderNumber, bare.id);
    expect(noSecret.json()).toEqual({ error: PAYPAL_NOT_CONFIGURED });
  });

  it("refuses another customer's order, a guest without its session, and another seller's order", async () => {
    const before = fake.orders.size;
    const orderNumber = await placeOrder(usdSeller);
    expect((await createPaypalOrder(orderNumber, usdSeller.id, otherCustomer.headers)).statusCode).toBe(404);
    expect((await createPaypalOrder(orderNumber, usdSeller.id, guestSession().headers)).statusCode).toBe(404);
    expect((await createPaypalOrder(orderNumber, zarSeller.id)).statusCode).toBe(404);
    expect(fake.orders.size).toBe(before);
    expect(await paymentRows(orderNumber)).toEqual([]);
  });

  it('answers 400 for malformed bodies', async () => {
    expect(
      (await call('POST', '/payment/create-paypal-order', { sellerId: usdSeller.id }, customer.headers))
        .statusCode,
    ).toBe(400);
    expect((await createPaypalOrder('bad-number!', usdSeller.id)).statusCode).toBe(400);
  });
});

describe('POST /payment/capture-paypal-payment', () => {
  it('captures, checks COMPLETED and the amount, stores PaymentDetails with fee and net, marks paid', async () => {
    const { orderNumber, paypalOrderId } = await createdPaypalOrder(usdSeller);
    fake.approve(paypalOrderId);

    const response = await capture(paypalOrderId, usdSeller.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const captured = fake.orders.get(paypalOrderId)?.purchase_units[0]?.payments?.captures[0];
    expect(body).toEqual({
      message: PAYMENT_CAPTURED,
      capture: {
        id: captured?.id,
        status: 'COMPLETED',
        seller_receivable_breakdown: captured?.seller_receivable_breakdown,
      },
    });
    // PayPal fee of the fake: 3.49 % + 0.49 → $1.54 of $30.00
    expect(captured?.seller_receivable_breakdown).toMatchObject({
      gross_amount: { value: '30.00' },
      paypal_fee: { value: '1.54' },
      net_amount: { value: '28.46' },
    });

    const { order, parts } = await orderRows(ctx.db, orderNumber);
    expect(order?.paymentStatus).toBe('paid');
    expect(order?.paymentMethod).toBe('paypal');
    expect(parts.every((part) => part.paymentStatus === 'paid')).toBe(true);
    expect(order?.paymentDetails).toEqual({
      transactionId: captured?.id,
      paymentId: paypalOrderId,
      amount: 30,
      originalAmount: 30,
      exchangeRate: 1,
      exchangeRateApplied: false,
      fee: 1.54,
      netAmount: 28.46,
      gateway: 'paypal',
      status: 'COMPLETED',
      paidAt: captured?.create_time,
    });
    const rows = await paymentRows(orderNumber);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('succeeded');

    const capturePost = fake.requests.find((entry) => entry.path.endsWith(`${paypalOrderId}/capture`));
    expect(capturePost?.headers['paypal-request-id']).toBe(`souk-capture-${paypalOrderId}`);

    // the confirmation page's order-confirm is then a no-op success (spec §4 wallet)
    expect((await confirm(orderNumber)).json()).toMatchObject({ success: true, paymentStatus: 'paid' });
  });

  it('stores the conversion of a ZAR order: USD amount, original amount, rate applied', async () => {
    const { orderNumber, paypalOrderId } = await createdPaypalOrder(zarSeller);
    fake.approve(paypalOrderId);
    expect((await capture(paypalOrderId, zarSeller.id)).statusCode).toBe(200);
    const { order } = await orderRows(ctx.db, orderNumber);
    expect(order?.paymentDetails).toMatchObject({
      amount: 7.06,
      originalAmount: 128.45,
      exchangeRate: 0.055,
      exchangeRateApplied: true,
      gateway: 'paypal',
    });
    const [row] = await paymentRows(orderNumber);
    expect(row).toMatchObject({ amountCents: 706, currency: 'USD', status: 'succeeded' });
  });

  for (const [name, override] of [
    ['a different amount', { value: '1.00' }],
    ['a different currency', { currency: 'EUR' }],
    ['a declined capture', { status: 'DECLINED' }],
    ['another order number', { customId: 'SK20260101OTHER1' }],
  ] as const) {
    it(`refuses ${name}: 400 Payment capture failed, not paid`, async () => {
      const { orderNumber, paypalOrderId } = await createdPaypalOrder(usdSeller);
      fake.approve(paypalOrderId);
      fake.captureOverride = override;
      try {
        const response = await capture(paypalOrderId, usdSeller.id);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: PAYMENT_CAPTURE_FAILED });
      } finally {
        fake.captureOverride = undefined;
      }
      const { order } = await orderRows(ctx.db, orderNumber);
      expect(order?.paymentStatus).toBe('unpaid');
      expect(order?.paymentDetails).toBeNull();
      expect((await paymentRows(orderNumber)).map((row) => row.status)).toEqual(['created']);
    });
  }

  it('refuses a capture before the buyer approved', async () => {
    const { orderNumber, paypalOrderId } = await createdPaypalOrder(usdSeller);
    const response = await capture(paypalOrderId, usdSeller.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PAYMENT_CAPTURE_FAILED });
    expect((await orderRows(ctx.db, orderNumber)).order?.paymentStatus).toBe('unpaid');
  });

  it('replayed 10 times: one capture at PayPal, one payment record, one state change', async () => {
    const { orderNumber, paypalOrderId } = await createdPaypalOrder(usdSeller);
    fake.approve(paypalOrderId);
    const first = await Promise.all(Array.from({ length: 5 }, () => capture(paypalOrderId, usdSeller.id)));
    const { order: paid } = await orderRows(ctx.db, orderNumber);
    const [rowAfterFirst] = await paymentRows(orderNumber);
    const again = [];
    for (let i = 0; i < 5; i++) again.push(await capture(paypalOrderId, usdSeller.id));

    const captureIds = new Set([...first, ...again].map((response) => response.json().capture?.id));
    expect([...first, ...again].every((response) => response.statusCode === 200)).toBe(true);
    expect(captureIds.size).toBe(1);
    expect(fake.orders.get(paypalOrderId)?.purchase_units[0]?.payments?.captures).toHaveLength(1);

    const rows = await paymentRows(orderNumber);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.updatedAt).toEqual(rowAfterFirst?.updatedAt);
    const { order } = await orderRows(ctx.db, orderNumber);
    expect(order?.paymentStatus).toBe('paid');
    expect(order?.paymentDetails).toEqual(paid?.paymentDetails);
  });

  it("refuses another customer's PayPal order, a wrong seller and unknown ids with 404", async () => {
    const { orderNumber, paypalOrderId } = await createdPaypalOrder(usdSeller);
    fake.approve(paypalOrderId);
    expect((await capture(paypalOrderId, usdSeller.id, otherCustomer.headers)).statusCode).toBe(404);
    expect((await capture(paypalOrderId, usdSeller.id, guestSession().headers)).statusCode).toBe(404);
    expect((await capture(paypalOrderId, zarSeller.id)).statusCode).toBe(404);
    expect((await capture('NOSUCHORDER123', usdSeller.id)).statusCode).toBe(404);
    expect(fake.orders.get(paypalOrderId)?.status).toBe('APPROVED');
    expect((await orderRows(ctx.db, orderNumber)).order?.paymentStatus).toBe('unpaid');
  });

  it('works for a guest with its session', async () => {
    const guest = guestSession();
    const { orderNumber, paypalOrderId } = await createdPaypalOrder(usdSeller, guest.headers);
    fake.approve(paypalOrderId);
    expect((await capture(paypalOrderId, usdSeller.id, guest.headers)).statusCode).toBe(200);
    expect((await orderRows(ctx.db, orderNumber)).order?.paymentStatus).toBe('paid');
  });
});

describe('PUT /order/order-confirm with paymentMethod paypal', () => {
  it('is pending while the buyer has not approved', async () => {
    const { orderNumber } = await createdPaypalOrder(usdSeller);
    const response = await confirm(orderNumber);
    expect(response.json()).toEqual({ success: false, message: PAYMENT_PROCESSING, paymentStatus: 'unpaid' });
  });

  it('marks paid a capture PayPal made that the server never recorded (verified by lookup)', async () => {
    const { orderNumber, paypalOrderId } = await createdPaypalOrder(usdSeller);
    const captured = fake.captureDirectly(paypalOrderId);
    const response = await confirm(orderNumber);
    expect(response.json()).toMatchObject({ success: true, paymentStatus: 'paid' });
    const { order } = await orderRows(ctx.db, orderNumber);
    expect(order?.paymentDetails).toMatchObject({
      transactionId: captured.id,
      paymentId: paypalOrderId,
      amount: 30,
    });
  });

  it('a capture call after such an unrecorded capture succeeds from the lookup (ORDER_ALREADY_CAPTURED)', async () => {
    const { orderNumber, paypalOrderId } = await createdPaypalOrder(usdSeller);
    const captured = fake.captureDirectly(paypalOrderId);
    const response = await capture(paypalOrderId, usdSeller.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().capture.id).toBe(captured.id);
    expect((await orderRows(ctx.db, orderNumber)).order?.paymentStatus).toBe('paid');
  });

  it('fails when PayPal captured a different amount', async () => {
    const { orderNumber, paypalOrderId } = await createdPaypalOrder(usdSeller);
    fake.captureOverride = { value: '29.99' };
    try {
      fake.captureDirectly(paypalOrderId);
    } finally {
      fake.captureOverride = undefined;
    }
    const response = await confirm(orderNumber);
    expect(response.json()).toMatchObject({ success: false, message: 'PayPal payment failed' });
    expect((await orderRows(ctx.db, orderNumber)).order?.paymentStatus).toBe('unpaid');
  });

  it("refuses another customer's order", async () => {
    const { orderNumber } = await createdPaypalOrder(usdSeller);
    expect((await confirm(orderNumber, otherCustomer.headers)).statusCode).toBe(404);
  });
});

describe('secrets', () => {
  it('never sends the PayPal client secret or an access token in any response', async () => {
    const tokensIssued = fake.requests.length > 0;
    expect(tokensIssued).toBe(true);
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      expect(body).not.toContain(fake.clientSecret);
      expect(body).not.toMatch(/A21AA[A-Z0-9]{20,}/);
    }
  });
});
