import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { CARD_PAYMENT_MESSAGES, CONFIRMATION_MESSAGES } from '@souk/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { paymentConfigs, payments } from '../src/db/schema.js';
import { createTokenService } from '../src/lib/tokens.js';
import {
  bodyDigest,
  CYBERSOURCE_POST_SIGNED_HEADERS,
  createCybersourceClient,
  cybersourceBaseUrl,
  signatureHash,
  signedPostHeaders,
  signingString,
} from '../src/providers/cybersource.js';
import { PAYMENT_THROTTLED } from '../src/routes/store/payments/cybersource.js';
import { ORDER_NOT_FOUND } from '../src/services/orders/order-rows.js';
import {
  AMOUNT_MISMATCH,
  CURRENCY_MISMATCH,
  PAYMENT_IN_PROGRESS,
} from '../src/services/payments/cybersource.js';
import { ORDER_ALREADY_PAID } from '../src/services/payments/payable-order.js';
import { PAYMENT_PROCESSING } from '../src/services/payments/verifier.js';
import { type CybersourceFake, FAKE_CARDS, startCybersourceFake } from './fakes/cybersource-fake.js';
import { guestSession, insertCustomer, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { orderRows, placeOrderBody } from './order-fixtures.js';

type Headers = Record<string, string>;
type Customer = Awaited<ReturnType<typeof insertCustomer>>;

const MERCHANT = { merchantId: 'souk_test_merchant', keyId: '7c1a2b3c-0000-4000-8000-00000000c5c5' };
const SHARED_SECRET = randomBytes(32).toString('base64');
/** A card number and CVV no row or log line may ever contain. */
const SECRET_CARD = '4242424242424242';
const SECRET_CVV = '9174';
const EXPIRY_YEAR = String(new Date().getFullYear() + 3);

let ctx: TestContext;
let fake: CybersourceFake;
let customer: Customer;
let otherCustomer: Customer;
/** Configured currency ZAR, correct keys. */
let shop: { sellerId: string; productId: string };
/** Configured with a wrong shared secret: CyberSource refuses its signatures. */
let forgedShop: { sellerId: string; productId: string };
/** Offers bank transfer only. */
let offlineShop: { sellerId: string; productId: string };
/** Enabled but without keys. */
let keylessShop: { sellerId: string; productId: string };

let addressCounter = 0;
/** A fresh client address per call: the per-IP card payment limit is tested on its own. */
const nextAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

async function shopWith(config: Partial<typeof paymentConfigs.$inferInsert>) {
  const seller = await insertSeller(ctx.db);
  await ctx.db.insert(paymentConfigs).values({ sellerId: seller.id, ...config });
  const product = await insertProduct(ctx.db, seller.id, { priceCents: 1000, stock: 10_000 });
  return { sellerId: seller.id, productId: product.id };
}

/** Places a one-line order (10.00 + 5.00 shipping) through HTTP and returns its number. */
async function placeOrder(headers: Headers, productId = shop.productId): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/home/order/place-order',
    payload: placeOrderBody([{ productId, quantity: 1 }]),
    headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order.orderNumber;
}

function paymentBody(orderNumber: string, overrides: Record<string, unknown> = {}) {
  return {
    orderNumber,
    amount: 1500,
    currency: 'ZAR',
    cardDetails: {
      number: '4111 1111 1111 1111',
      expirationMonth: '12',
      expirationYear: EXPIRY_YEAR,
      securityCode: '123',
      cardholderName: 'Ann Guest',
    },
    billingAddress: {
      firstName: 'Ann',
      lastName: 'Guest',
      address1: '1 Market St',
      city: 'San Francisco',
      state: 'California',
      postalCode: '94105',
      country: 'US',
      email: 'ann@example.com',
      phoneNumber: '4158880000',
    },
    ...overrides,
  };
}

function withCard(
  orderNumber: string,
  card: Record<string, string>,
  overrides: Record<string, unknown> = {},
) {
  const body = paymentBody(orderNumber, overrides);
  return { ...body, cardDetails: { ...body.cardDetails, ...card } };
}

function pay(
  payload: Record<string, unknown>,
  headers: Headers = customer.headers,
  remoteAddress = nextAddress(),
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payment/create-cybersource-payment',
    payload,
    headers,
    remoteAddress,
  });
}

function confirm(orderNumber: string, headers: Headers = customer.headers) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/order/order-confirm/${orderNumber}`,
    payload: { paymentMethod: 'cybersource' },
    headers,
  });
}

async function paymentsOf(orderNumber: string) {
  const { order } = await orderRows(ctx.db, orderNumber);
  if (!order) return [];
  return ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
}

/** Every row of every table, as JSON text. */
async function databaseText(): Promise<string> {
  const tables = (await ctx.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await ctx.db.execute(
      sql`select row_to_json(t)::text as json from ${sql.identifier(table_name)} t`,
    )) as unknown as { rows: { json: string }[] };
    parts.push(...rows.rows.map((row) => row.json));
  }
  return parts.join('\n');
}

beforeAll(async () => {
  fake = await startCybersourceFake({ ...MERCHANT, sharedSecret: SHARED_SECRET });
  ctx = await createTestContext({ CYBERSOURCE_API_BASE: fake.url });
  const tokens = createTokenService(ctx.config.jwtSecret);
  customer = await insertCustomer(ctx.db, tokens);
  otherCustomer = await insertCustomer(ctx.db, tokens);
  const cybersource = { currency: 'ZAR', environment: 'sandbox' };
  shop = await shopWith({
    enabledMethods: ['cybersource', 'eft'],
    settings: { cybersource },
    secrets: { cybersource: { ...MERCHANT, sharedSecret: SHARED_SECRET } },
  });
  forgedShop = await shopWith({
    enabledMethods: ['cybersource'],
    settings: { cybersource },
    secrets: { cybersource: { ...MERCHANT, sharedSecret: randomBytes(32).toString('base64') } },
  });
  offlineShop = await shopWith({
    enabledMethods: ['eft'],
    secrets: { cybersource: { ...MERCHANT, sharedSecret: SHARED_SECRET } },
  });
  keylessShop = await shopWith({ enabledMethods: ['cybersource'], settings: { cybersource } });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

describe('HTTP Signature (CyberSource REST authentication)', () => {
  it("reproduces the signature of CyberSource's published baseline test", () => {
    // the "Test the Message" baseline: secret, key id, merchant and date as published, with its digest
    const secret = '0123k20MBbIB2t012345678993gHCIZsQKFpf7dR0hY=';
    const signing = signingString(['host', 'date', '(request-target)', 'digest', 'v-c-merchant-id'], {
      host: 'apitest.visaacceptance.com',
      date: 'Fri, 14 Dec 2018 00:00:00 GMT',
      'request-target': 'post /pts/v2/payments/',
      digest: 'SHA-256=a/goIo1XUCr80rnKFCWp7yRpwVL50E9RaunuEHh11XM=',
      'v-c-merchant-id': 'testmid',
    });
    expect(signatureHash(signing, secret)).toBe('ViHPF/tRP+jlFkWaUWBB53WQ6ASQ1ox1zbJ7ApVc7Q8=');
  });

  it('digests the exact body bytes with SHA-256', () => {
    expect(bodyDigest('')).toBe('SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(bodyDigest('{"hello":"world"}')).toBe('SHA-256=k6I5cakU5erL8KjSUVTNownDwccvu5kU1Hxg88toFYg=');
  });

  it('signs host, date, request-target, digest and merchant id with the base64-decoded secret', () => {
    const body = '{"clientReferenceInformation":{"code":"SK1"}}';
    const date = new Date('2026-05-01T10:00:00Z');
    const headers = signedPostHeaders({
      credentials: { ...MERCHANT, sharedSecret: SHARED_SECRET },
      url: new URL('https://apitest.cybersource.com/pts/v2/payments'),
      body,
      date,
    });
    const digest = `SHA-256=${createHash('sha256').update(body).digest('base64')}`;
    const signing = [
      'host: apitest.cybersource.com',
      'date: Fri, 01 May 2026 10:00:00 GMT',
      'request-target: post /pts/v2/payments',
      `digest: ${digest}`,
      `v-c-merchant-id: ${MERCHANT.merchantId}`,
    ].join('\n');
    const expected = createHmac('sha256', Buffer.from(SHARED_SECRET, 'base64'))
      .update(signing)
      .digest('base64');
    expect(headers).toEqual({
      date: 'Fri, 01 May 2026 10:00:00 GMT',
      digest,
      'v-c-merchant-id': MERCHANT.merchantId,
      signature: `keyid="${MERCHANT.keyId}", algorithm="HmacSHA256", headers="host date request-target digest v-c-merchant-id", signature="${expected}"`,
    });
    expect(CYBERSOURCE_POST_SIGNED_HEADERS.join(' ')).toBe('host date request-target digest v-c-merchant-id');
  });

  it("uses CyberSource's hosts unless a base URL is configured", () => {
    expect(cybersourceBaseUrl(undefined, 'sandbox')).toBe('https://apitest.cybersource.com');
    expect(cybersourceBaseUrl(undefined, 'live')).toBe('https://api.cybersource.com');
    expect(cybersourceBaseUrl('http://127.0.0.1:9/', 'live')).toBe('http://127.0.0.1:9');
  });
});

describe('the fake CyberSource checks requests as CyberSource does', () => {
  const request = {
    orderNumber: 'SKFAKE1',
    totalAmount: '15.00',
    currency: 'ZAR',
    card: {
      number: FAKE_CARDS.approved,
      expirationMonth: '12',
      expirationYear: EXPIRY_YEAR,
      securityCode: '123',
    },
    billTo: {
      firstName: 'Ann',
      lastName: 'Guest',
      address1: '1 Market St',
      locality: 'San Francisco',
      administrativeArea: 'CA',
      postalCode: '94105',
      country: 'US',
      email: 'ann@example.com',
      phoneNumber: '',
    },
  };
  const credentials = { ...MERCHANT, sharedSecret: SHARED_SECRET };

  it('authorizes a correctly signed request', async () => {
    const result = await createCybersourceClient({ baseUrl: fake.url, credentials }).createPayment(request);
    expect(result).toMatchObject({
      kind: 'answered',
      httpStatus: 201,
      status: 'AUTHORIZED',
      authorizedAmount: '15.00',
    });
  });

  it.each([
    [
      'a wrong shared secret',
      { credentials: { ...credentials, sharedSecret: randomBytes(32).toString('base64') } },
      'signature mismatch',
    ],
    [
      'a wrong merchant id',
      { credentials: { ...credentials, merchantId: 'someone_else' } },
      'unknown merchant',
    ],
    ['a wrong key id', { credentials: { ...credentials, keyId: 'other-key' } }, 'unknown key id'],
    ['a date 6 minutes old', { now: () => new Date(Date.now() - 6 * 60_000) }, 'stale date'],
  ])('refuses %s with 401', async (_name, options, reason) => {
    const result = await createCybersourceClient({
      baseUrl: fake.url,
      credentials,
      ...options,
    }).createPayment(request);
    expect(result).toEqual({ kind: 'unauthenticated', httpStatus: 401 });
    expect(fake.requests.at(-1)?.authError).toBe(reason);
  });

  it('refuses a body changed after signing, and a missing signature header', async () => {
    const url = new URL(`${fake.url}/pts/v2/payments`);
    const signed = signedPostHeaders({ credentials, url, body: '{"amount":"1.00"}', date: new Date() });
    const tampered = await fetch(url, { method: 'POST', headers: signed, body: '{"amount":"9.00"}' });
    expect(tampered.status).toBe(401);
    expect(fake.requests.at(-1)?.authError).toBe('digest mismatch');
    const { signature: _dropped, ...unsigned } = signed;
    const missing = await fetch(url, { method: 'POST', headers: unsigned, body: '{"amount":"1.00"}' });
    expect(missing.status).toBe(401);
    expect(fake.requests.at(-1)?.authError).toBe('missing signature header');
  });
});

describe('POST /api/payment/create-cybersource-payment', () => {
  it('charges the server total in the seller currency, then the order is paid', async () => {
    const orderNumber = await placeOrder(customer.headers);
    const before = fake.accepted().length;
    const response = await pay(paymentBody(orderNumber));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      success: true,
      transactionId: expect.stringMatching(/^\d{22}$/),
      status: 'AUTHORIZED',
    });

    const sent = fake.accepted().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.signature).toContain('headers="host date request-target digest v-c-merchant-id"');
    expect(sent[0]?.body).toEqual({
      clientReferenceInformation: { code: orderNumber },
      processingInformation: { capture: true },
      paymentInformation: {
        card: {
          number: '4111111111111111',
          expirationMonth: '12',
          expirationYear: EXPIRY_YEAR,
          securityCode: '123',
        },
      },
      orderInformation: {
        amountDetails: { totalAmount: '15.00', currency: 'ZAR' },
        billTo: {
          firstName: 'Ann',
          lastName: 'Guest',
          address1: '1 Market St',
          locality: 'San Francisco',
          administrativeArea: 'CA',
          postalCode: '94105',
          country: 'US',
          email: 'ann@example.com',
          phoneNumber: '4158880000',
        },
      },
    });

    const { order, parts } = await orderRows(ctx.db, orderNumber);
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'cybersource',
      paymentDetails: {
        transactionId: answer.transactionId,
        paymentId: answer.transactionId,
        amount: 15,
        gateway: 'cybersource',
        status: 'AUTHORIZED',
        paidAt: expect.any(String),
      },
    });
    expect(parts.map((part) => part.paymentStatus)).toEqual(['paid']);
    const rows = await paymentsOf(orderNumber);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      method: 'cybersource',
      providerRef: answer.transactionId,
      status: 'succeeded',
      amountCents: 1500,
      currency: 'ZAR',
    });

    const confirmed = await confirm(orderNumber);
    expect(confirmed.json()).toEqual({
      success: true,
      message: 'Order confirmed successfully',
      paymentStatus: 'paid',
    });
  });

  it('counts AUTHORIZED_PENDING_REVIEW as paid', async () => {
    const orderNumber = await placeOrder(customer.headers);
    const response = await pay(withCard(orderNumber, { number: FAKE_CARDS.review }));
    expect(response.json()).toMatchObject({ success: true, status: 'AUTHORIZED_PENDING_REVIEW' });
    expect((await orderRows(ctx.db, orderNumber)).order?.paymentStatus).toBe('paid');
  });

  it.each([
    ['an amount one cent short', { amount: 1499 }, AMOUNT_MISMATCH],
    ['a token amount', { amount: 1 }, AMOUNT_MISMATCH],
    ['the amount in major units', { amount: 15 }, AMOUNT_MISMATCH],
    ['another currency', { currency: 'USD' }, CURRENCY_MISMATCH],
  ])('refuses %s with 400 and never calls CyberSource', async (_name, overrides, message) => {
    const orderNumber = await placeOrder(customer.headers);
    const calls = fake.requests.length;
    const response = await pay(paymentBody(orderNumber, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(fake.requests.length).toBe(calls);
    expect((await orderRows(ctx.db, orderNumber)).order?.paymentStatus).toBe('unpaid');
    expect(await paymentsOf(orderNumber)).toEqual([]);
  });

  it('accepts the configured currency in any letter case', async () => {
    const orderNumber = await placeOrder(customer.headers);
    const response = await pay(paymentBody(orderNumber, { currency: 'zar' }));
    expect(response.json()).toMatchObject({ success: true });
  });

  it('leaves a declined order unpaid with the provider message; another card can then pay', async () => {
    const orderNumber = await placeOrder(customer.headers);
    const declined = await pay(withCard(orderNumber, { number: FAKE_CARDS.declined }));
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({
      success: false,
      transactionId: expect.any(String),
      status: 'DECLINED',
      error: 'Decline - General decline of the card. No other information provided by the issuing bank.',
    });
    expect((await orderRows(ctx.db, orderNumber)).order?.paymentStatus).toBe('unpaid');
    expect(await paymentsOf(orderNumber)).toMatchObject([
      { status: 'failed', providerRef: declined.json().transactionId },
    ]);
    expect((await confirm(orderNumber)).json()).toEqual({
      success: false,
      message: CONFIRMATION_MESSAGES.paymentFailed,
      paymentStatus: 'unpaid',
    });

    const retried = await pay(paymentBody(orderNumber));
    expect(retried.json()).toMatchObject({ success: true, status: 'AUTHORIZED' });
    expect((await paymentsOf(orderNumber)).map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
  });

  it('a forged signature (wrong secret configured) is refused by CyberSource: not paid, a clear error, no 5xx', async () => {
    const orderNumber = await placeOrder(customer.headers, forgedShop.productId);
    const response = await pay(paymentBody(orderNumber));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      status: 'AUTHENTICATION_FAILED',
      error: CONFIRMATION_MESSAGES.cybersourceFailed,
    });
    expect(fake.requests.at(-1)?.authError).toBe('signature mismatch');
    expect((await orderRows(ctx.db, orderNumber)).order?.paymentStatus).toBe('unpaid');
    expect(await paymentsOf(orderNumber)).toMatchObject([{ status: 'failed' }]);
    expect((await confirm(orderNumber)).json()).toMatchObject({ success: false, paymentStatus: 'unpaid' });
  });

  it('reports an unknown outcome when CyberSource fails, without a 5xx', async () => {
    const card = '4000000000009999';
    fake.setOutcome(card, 'SERVER_ERROR');
    const orderNumber = await placeOrder(customer.headers);
    const response = await pay(withCard(orderNumber, { number: card }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      status: 'UNKNOWN',
      error: CONFIRMATION_MESSAGES.paymentStatusUnknown,
    });
    expect((await orderRows(ctx.db, orderNumber)).order?.paymentStatus).toBe('unpaid');
    expect(await paymentsOf(orderNumber)).toMatchObject([{ status: 'unknown' }]);
  });

  it('replayed 10 times: one charge, one payment record, one state change; confirm replays change nothing', async () => {
    const orderNumber = await placeOrder(customer.headers);
    const before = fake.accepted().length;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++)
      statuses.push((await pay(paymentBody(orderNumber))).statusCode);
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect((await pay(paymentBody(orderNumber))).json()).toEqual({ error: ORDER_ALREADY_PAID });
    expect(fake.accepted().length - before).toBe(1);

    const paid = (await orderRows(ctx.db, orderNumber)).order;
    const [record] = await paymentsOf(orderNumber);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await confirm(orderNumber)).json()).toMatchObject({ success: true, paymentStatus: 'paid' });
    }
    expect(await paymentsOf(orderNumber)).toEqual([record]);
    expect((await orderRows(ctx.db, orderNumber)).order).toEqual(paid);
  });

  it('concurrent submits charge the card once', async () => {
    const orderNumber = await placeOrder(customer.headers);
    const before = fake.accepted().length;
    const responses = await Promise.all(Array.from({ length: 10 }, () => pay(paymentBody(orderNumber))));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(fake.accepted().length - before).toBe(1);
    expect((await paymentsOf(orderNumber)).map((row) => row.status)).toEqual(['succeeded']);
  });

  it("refuses another customer's order and a guest without its session (404), without calling CyberSource", async () => {
    const orderNumber = await placeOrder(customer.headers);
    const calls = fake.requests.length;
    for (const headers of [otherCustomer.headers, guestSession().headers, {}]) {
      const response = await pay(paymentBody(orderNumber), headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: ORDER_NOT_FOUND });
    }
    expect(fake.requests.length).toBe(calls);
  });

  it('lets a guest pay its own order with its session', async () => {
    const guest = guestSession();
    const orderNumber = await placeOrder(guest.headers);
    expect((await pay(paymentBody(orderNumber), guest.headers)).json()).toMatchObject({ success: true });
  });

  it.each([
    ['a missing card number', { number: '' }, CARD_PAYMENT_MESSAGES.cardDetails],
    ['a short card number', { number: '4111 1111' }, CARD_PAYMENT_MESSAGES.cardNumber],
    ['month 13', { expirationMonth: '13' }, CARD_PAYMENT_MESSAGES.month],
    ['an expired year', { expirationYear: '2001' }, CARD_PAYMENT_MESSAGES.year],
    ['a 2-digit security code', { securityCode: '12' }, CARD_PAYMENT_MESSAGES.securityCode],
  ])('answers %s with the spec message and no provider call', async (_name, card, message) => {
    const orderNumber = await placeOrder(customer.headers);
    const calls = fake.requests.length;
    const response = await pay(withCard(orderNumber, card));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(fake.requests.length).toBe(calls);
  });

  it('validates the billing address with the spec messages', async () => {
    const orderNumber = await placeOrder(customer.headers);
    const body = paymentBody(orderNumber);
    const withBilling = (billing: Record<string, string>) => ({
      ...body,
      billingAddress: { ...body.billingAddress, ...billing },
    });
    expect((await pay(withBilling({ email: '' }))).json()).toEqual({ error: CARD_PAYMENT_MESSAGES.billing });
    expect((await pay(withBilling({ firstName: 'A' }))).json()).toEqual({
      error: CARD_PAYMENT_MESSAGES.firstName,
    });
    expect((await pay(withBilling({ state: 'Gauteng' }))).json()).toEqual({
      error:
        'Invalid state: "Gauteng" is not a valid US state. Please use a 2-letter state code (e.g., CA, NY, TX) or full state name.',
    });
  });

  it('refuses a malformed body with 400, never a 5xx', async () => {
    const orderNumber = await placeOrder(customer.headers);
    for (const payload of [
      paymentBody(orderNumber, { amount: -5 }),
      paymentBody(orderNumber, { amount: 15.5 }),
      paymentBody(orderNumber, { cardDetails: undefined }),
      paymentBody(orderNumber, { currency: 'RANDS' }),
      paymentBody('SK-1'),
      withCard(orderNumber, { number: '4'.repeat(40) }),
    ]) {
      const response = await pay(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('refuses a method the seller has not enabled or configured: the spec text', async () => {
    for (const target of [offlineShop, keylessShop]) {
      const orderNumber = await placeOrder(customer.headers, target.productId);
      const response = await pay(paymentBody(orderNumber));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: CONFIRMATION_MESSAGES.paymentMethodNotAvailable });
    }
  });

  it('limits card payment attempts per client address', async () => {
    const orderNumber = await placeOrder(customer.headers);
    const address = '10.99.0.1';
    const invalid = withCard(orderNumber, { securityCode: '1' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++)
      statuses.push((await pay(invalid, customer.headers, address)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await pay(invalid, customer.headers, address)).json()).toEqual({ error: PAYMENT_THROTTLED });
  });
});

describe('PUT /api/order/order-confirm with paymentMethod cybersource', () => {
  it('completes an approval recorded before the order was marked paid (a crash in between)', async () => {
    const orderNumber = await placeOrder(customer.headers);
    const { order } = await orderRows(ctx.db, orderNumber);
    if (!order) throw new Error('order missing');
    const details = { transactionId: '7000000000000000000001', gateway: 'cybersource', status: 'AUTHORIZED' };
    await ctx.db.insert(payments).values({
      id: randomUUID(),
      orderId: order.id,
      sellerId: shop.sellerId,
      method: 'cybersource',
      providerRef: details.transactionId,
      amountCents: 1500,
      currency: 'ZAR',
      status: 'authorized',
      details,
    });
    expect((await confirm(orderNumber)).json()).toMatchObject({ success: true, paymentStatus: 'paid' });
    expect((await orderRows(ctx.db, orderNumber)).order).toMatchObject({
      paymentStatus: 'paid',
      paymentDetails: details,
    });
    expect(await paymentsOf(orderNumber)).toMatchObject([{ status: 'succeeded' }]);
  });

  it('answers pending while an attempt is in flight, and failed without any approval', async () => {
    const orderNumber = await placeOrder(customer.headers);
    expect((await confirm(orderNumber)).json()).toEqual({
      success: false,
      message: CONFIRMATION_MESSAGES.paymentFailed,
      paymentStatus: 'unpaid',
    });
    const { order } = await orderRows(ctx.db, orderNumber);
    if (!order) throw new Error('order missing');
    await ctx.db.insert(payments).values({
      id: randomUUID(),
      orderId: order.id,
      sellerId: shop.sellerId,
      method: 'cybersource',
      providerRef: `inflight:${order.id}`,
      amountCents: 1500,
      currency: 'ZAR',
      status: 'processing',
    });
    expect((await confirm(orderNumber)).json()).toEqual({
      success: false,
      message: PAYMENT_PROCESSING,
      paymentStatus: 'unpaid',
    });
    const blocked = await pay(paymentBody(orderNumber));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ error: PAYMENT_IN_PROGRESS });
  });
});

describe('card data is never stored or logged', () => {
  it('keeps no card number, CVV or expiry in any row and logs none of them', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: { level: 'trace', stream },
    });
    await app.ready();
    try {
      const send = (payload: Record<string, unknown>) =>
        app.inject({
          method: 'POST',
          url: '/api/payment/create-cybersource-payment',
          payload,
          headers: customer.headers,
        });
      const card = { number: SECRET_CARD, securityCode: SECRET_CVV, expirationMonth: '07' };
      const paid = await placeOrder(customer.headers);
      expect((await send(withCard(paid, card))).json()).toMatchObject({ success: true });
      fake.setOutcome(SECRET_CARD, 'DECLINED');
      const declined = await placeOrder(customer.headers);
      expect((await send(withCard(declined, card))).json()).toMatchObject({ success: false });
      const invalid = await placeOrder(customer.headers);
      expect((await send(withCard(invalid, { ...card, expirationMonth: '13' }))).statusCode).toBe(400);
      const tampered = await placeOrder(customer.headers);
      expect((await send(withCard(tampered, card, { amount: 1 }))).statusCode).toBe(400);
    } finally {
      await app.close();
    }

    expect(lines.length).toBeGreaterThan(0);
    const logs = lines.join('');
    const stored = await databaseText();
    expect(stored).toContain('cybersource');
    for (const text of [logs, stored]) {
      expect(text).not.toContain(SECRET_CARD);
      expect(text).not.toContain(SECRET_CARD.slice(0, 12));
      // a bare 4-digit value could occur by chance in ids or timings: look for it as a JSON value, leaving
      // out PostgreSQL's transaction ids (the search change log's `xid`), which count up past it in time
      expect(text.replace(/"xid":"\d+"/g, '')).not.toContain(`"${SECRET_CVV}"`);
      for (const field of ['securityCode', 'expirationMonth', 'expirationYear', 'cardDetails']) {
        expect(text).not.toContain(field);
      }
    }
  });
});
