import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentConfigs, payments } from '../src/db/schema.js';
import { createTokenService } from '../src/lib/tokens.js';
import {
  checkoutSignature,
  escapeHtml,
  isPayfastSource,
  itnParamString,
  PAYFAST_ITN_HOSTS,
  parseItnBody,
  payfastBaseUrl,
  payfastSignature,
  phpUrlencode,
} from '../src/providers/payfast.js';
import {
  MALFORMED_ITN,
  PAYFAST_FORM_READY,
  PAYFAST_NOT_CONFIGURED,
  PAYFAST_ZAR_ONLY,
} from '../src/services/payments/payfast.js';
import { PAYMENT_PROCESSING } from '../src/services/payments/verifier.js';
import { type Pairs, type PayfastFake, startPayfastFake } from './fakes/payfast-fake.js';
import { guestSession, insertCustomer, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { orderRows, placeOrderBody } from './order-fixtures.js';

type Customer = Awaited<ReturnType<typeof insertCustomer>>;
type Headers = Record<string, string>;

const PUBLIC_URL = 'https://shop.example';
const MERCHANT = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'SECRET-jt7NOE43FZPn' };

let fake: PayfastFake;
let ctx: TestContext;
let customer: Customer;
let otherCustomer: Customer;
/** A ZAR shop with PayFast: R123.45 product + R5.00 shipping = R128.45. */
let shop: { id: string; name: string; productId: string };
/** Every response body of this file, to prove the passphrase never leaves the server. */
const bodies: string[] = [];

beforeAll(async () => {
  fake = await startPayfastFake(MERCHANT);
  ctx = await createTestContext({
    PAYFAST_BASE: fake.url,
    // the ITNs of these tests come from 127.0.0.1 (app.inject's default address)
    PAYFAST_ITN_HOSTS: '127.0.0.1',
    PUBLIC_URL,
  });
  const tokens = createTokenService(ctx.config.jwtSecret);
  customer = await insertCustomer(ctx.db, tokens);
  otherCustomer = await insertCustomer(ctx.db, tokens);
  const seller = await insertSeller(ctx.db, { currency: 'ZAR' });
  const product = await insertProduct(ctx.db, seller.id, { priceCents: 12345, currency: 'ZAR', stock: 1000 });
  await ctx.db.insert(paymentConfigs).values({
    sellerId: seller.id,
    enabledMethods: ['payfast', 'eft'],
    settings: { payfast: { environment: 'sandbox' } },
    secrets: { payfast: MERCHANT },
  });
  shop = { id: seller.id, name: seller.name, productId: product.id };
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

async function placeOrder(productId = shop.productId, headers: Headers = customer.headers) {
  const body = placeOrderBody([{ productId, quantity: 1 }]);
  const response = await call('POST', '/home/order/place-order', body, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order.orderNumber as string;
}

function createPayfast(
  orderNumber: string,
  extra: Record<string, unknown> = {},
  headers: Headers = customer.headers,
) {
  return call(
    'POST',
    '/payment/create-payfast-payment',
    {
      orderNumber,
      sellerId: shop.id,
      sellerName: shop.name,
      amount: 1,
      m_payment_id: 'client-value',
      ...extra,
    },
    headers,
  );
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The action and the hidden fields of the returned HTML form, as a browser would submit them. */
function parseForm(html: string): { action: string; method: string; pairs: Pairs } {
  const form = /<form action="([^"]*)" method="([^"]*)"/.exec(html);
  const pairs: Pairs = [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)" \/>/g)].map(
    (match) => [unescapeHtml(match[1] ?? ''), unescapeHtml(match[2] ?? '')],
  );
  return { action: unescapeHtml(form?.[1] ?? ''), method: form?.[2] ?? '', pairs };
}

/** Places an order and gets its PayFast form. */
async function checkout(headers: Headers = customer.headers) {
  const orderNumber = await placeOrder(shop.productId, headers);
  const response = await createPayfast(orderNumber, {}, headers);
  expect(response.statusCode, response.body).toBe(200);
  return { orderNumber, ...parseForm(response.json().form) };
}

function notify(
  body: string,
  remoteAddress = '127.0.0.1',
  contentType = 'application/x-www-form-urlencoded',
) {
  return ctx.app
    .inject({
      method: 'POST',
      url: '/api/payment/payfast/notify',
      payload: body,
      headers: { 'content-type': contentType },
      remoteAddress,
    })
    .then((response) => {
      bodies.push(response.body);
      expect(response.statusCode, response.body).toBeLessThan(500);
      return response;
    });
}

async function paymentRows(orderNumber: string) {
  const { order } = await orderRows(ctx.db, orderNumber);
  if (!order) throw new Error('order missing');
  return ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
}

async function succeeded(orderNumber: string) {
  const { order } = await orderRows(ctx.db, orderNumber);
  if (!order) throw new Error('order missing');
  return ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
}

async function expectNotPaid(orderNumber: string) {
  const { order } = await orderRows(ctx.db, orderNumber);
  expect(order?.paymentStatus).toBe('unpaid');
  expect(order?.paymentDetails).toBeNull();
  expect(await succeeded(orderNumber)).toEqual([]);
}

describe('PayFast signature', () => {
  // Published vectors of django-payfast's test-suite (PayFast's checkout and a real sandbox ITN).
  const checkout = {
    merchant_id: '10000100',
    merchant_key: '46f0cd694581a',
    notify_url: 'http://127.0.0.1:8000/payfast/notify/',
    name_first: 'Вася',
    name_last: 'Пупников',
    m_payment_id: '23',
    amount: '234',
    item_name: 'Payment (Планета суши). ID:272-15',
  };

  it('matches the published checkout signatures (UTF-8, upper-case escapes, blanks left out)', () => {
    expect(checkoutSignature(checkout)).toBe('481366608545707be67c6514386b3fb1');
    expect(checkoutSignature({ ...checkout, name_first: '' })).toBe('6551205f0fee13cf09174b0b887ec5b3');
    expect(checkoutSignature({ ...checkout, name_first: '', name_last: '  ' })).toBe(
      '8f6435965cd9b00a9a965d93fc6c4c48',
    );
    // values are trimmed and the documented order wins over the object's order
    const { merchant_id, ...rest } = checkout;
    expect(checkoutSignature({ ...rest, merchant_id: ` ${merchant_id} ` })).toBe(
      '481366608545707be67c6514386b3fb1',
    );
  });

  it('matches the signature of an ITN PayFast sandbox sent (received order, blanks included)', () => {
    const itn: Pairs = [
      ['m_payment_id', ''],
      ['pf_payment_id', '558900'],
      ['payment_status', 'COMPLETE'],
      ['item_name', 'Flux capacitor'],
      ['item_description', ''],
      ['amount_gross', '123.00'],
      ['amount_fee', '-2.80'],
      ['amount_net', '120.20'],
      ['custom_str1', ''],
      ['custom_str2', ''],
      ['custom_str3', ''],
      ['custom_str4', ''],
      ['custom_str5', ''],
      ['custom_int1', ''],
      ['custom_int2', ''],
      ['custom_int3', ''],
      ['custom_int4', ''],
      ['custom_int5', ''],
      ['name_first', 'Test'],
      ['name_last', 'User 01'],
      ['email_address', 'sbtu01@payfast.co.za'],
      ['merchant_id', '10000100'],
      ['signature', '94b05677771813701468289ed3cabed1'],
    ];
    expect(payfastSignature(itnParamString(itn))).toBe('94b05677771813701468289ed3cabed1');
  });

  it('appends the passphrase: an MD5 computed independently (Python urllib + hashlib)', () => {
    const fields = {
      merchant_id: '10000100',
      merchant_key: '46f0cd694581a',
      return_url: 'https://shop.example/tea/order/confirm?status=success&orderNumber=SK1',
      m_payment_id: 'SK1',
      amount: '100.00',
      item_name: "Bob's Tea ~ (R100) #1",
    };
    const expected =
      'merchant_id=10000100&merchant_key=46f0cd694581a&return_url=https%3A%2F%2Fshop.example%2Ftea%2Forder' +
      '%2Fconfirm%3Fstatus%3Dsuccess%26orderNumber%3DSK1&m_payment_id=SK1&amount=100.00' +
      '&item_name=Bob%27s+Tea+%7E+%28R100%29+%231&passphrase=jt7NOE43FZPn';
    expect(createHash('md5').update(expected).digest('hex')).toBe('f9c12c00c006a01b8aba0d88a53f7403');
    expect(checkoutSignature(fields, 'jt7NOE43FZPn')).toBe('f9c12c00c006a01b8aba0d88a53f7403');
    expect(checkoutSignature(fields, '')).toBe('2be3eb5d4c1bf37be44454232c6e7526');
  });

  it("URL-encodes as PHP's urlencode and never throws", () => {
    expect(phpUrlencode("a b~!*'()-_.")).toBe('a+b%7E%21%2A%27%28%29-_.');
    expect(phpUrlencode('é/:?&=+')).toBe('%C3%A9%2F%3A%3F%26%3D%2B');
    expect(phpUrlencode('x\uD800')).toBe('x%EF%BF%BD');
  });

  it('escapes every form value for HTML', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe(
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;',
    );
  });

  it('uses the documented sandbox and live hosts unless overridden', () => {
    expect(payfastBaseUrl(undefined, 'sandbox')).toBe('https://sandbox.payfast.co.za');
    expect(payfastBaseUrl(undefined, 'live')).toBe('https://www.payfast.co.za');
    expect(payfastBaseUrl('http://127.0.0.1:9/', 'live')).toBe('http://127.0.0.1:9');
  });
});

describe('ITN source check (injectable resolver)', () => {
  const addresses: Record<string, string[]> = {
    'www.payfast.co.za': ['197.97.145.144'],
    'w1w.payfast.co.za': ['197.97.145.145'],
    'w2w.payfast.co.za': ['41.74.179.194'],
  };
  const resolve = async (host: string) => {
    const found = addresses[host];
    if (!found) throw new Error(`ENOTFOUND ${host}`);
    return found;
  };

  it("accepts the addresses of PayFast's valid hosts only", async () => {
    expect(await isPayfastSource('197.97.145.144', PAYFAST_ITN_HOSTS, resolve)).toBe(true);
    expect(await isPayfastSource('::ffff:41.74.179.194', PAYFAST_ITN_HOSTS, resolve)).toBe(true);
    expect(await isPayfastSource('203.0.113.7', PAYFAST_ITN_HOSTS, resolve)).toBe(false);
    expect(await isPayfastSource('not-an-ip', PAYFAST_ITN_HOSTS, resolve)).toBe(false);
    expect(await isPayfastSource('197.97.145.144', [], resolve)).toBe(false);
  });

  it('resolves with the system resolver by default', async () => {
    expect(await isPayfastSource('127.0.0.1', ['localhost'])).toBe(true);
  });
});

describe('ITN body parsing', () => {
  it('keeps the received order and refuses malformed bodies', () => {
    expect(parseItnBody('b=2&a=1+x&c=')).toEqual([
      ['b', '2'],
      ['a', '1 x'],
      ['c', ''],
    ]);
    for (const body of ['', '%E0%A4%A=1', 'a=1&a=2', 'a%20b=1', 'a=%00', 'a=%ZZ']) {
      expect(parseItnBody(body), body).toBeUndefined();
    }
  });
});

describe('POST /payment/create-payfast-payment', () => {
  it('returns the signed form: documented field order, server amount, return/cancel/notify URLs', async () => {
    const { orderNumber, action, method, pairs } = await checkout();
    expect(action).toBe(`${fake.url}/eng/process`);
    expect(method).toBe('post');
    expect(pairs.map(([key]) => key)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'notify_url',
      'name_first',
      'name_last',
      'email_address',
      'm_payment_id',
      'amount',
      'item_name',
      'signature',
    ]);
    const fields = new Map(pairs);
    const confirm = `${PUBLIC_URL}/${shop.name}/order/confirm?payment_method=payfast`;
    expect(Object.fromEntries(fields)).toMatchObject({
      merchant_id: MERCHANT.merchantId,
      merchant_key: MERCHANT.merchantKey,
      return_url: `${confirm}&status=success&orderNumber=${orderNumber}`,
      cancel_url: `${confirm}&status=cancelled&orderNumber=${orderNumber}`,
      notify_url: `${PUBLIC_URL}/api/payment/payfast/notify`,
      name_first: 'Ann',
      name_last: 'Guest',
      email_address: 'ann@example.com',
      m_payment_id: orderNumber,
      amount: '128.45',
      item_name: `Order ${orderNumber}`,
    });
    // PayFast (the fake, with its own signature code) accepts the form as posted
    expect(() => fake.pay(pairs)).not.toThrow();
    const posted = await fetch(action, { method: 'POST', body: new URLSearchParams(pairs) });
    expect(posted.status, await posted.text()).toBe(200);

    const [row, ...others] = await paymentRows(orderNumber);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      method: 'payfast',
      providerRef: orderNumber,
      amountCents: 12845,
      currency: 'ZAR',
      status: 'created',
    });
  });

  it('HTML-escapes values; the signature covers the original text', async () => {
    const orderNumber = await placeOrder();
    const response = await createPayfast(orderNumber, {
      name_first: `Ann "<b>" & O'Neil`,
      item_name: 'Tea <script>alert(1)</script>',
    });
    const html: string = response.json().form;
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="Ann &quot;&lt;b&gt;&quot; &amp; O&#39;Neil"');
    const { pairs } = parseForm(html);
    expect(new Map(pairs).get('name_first')).toBe(`Ann "<b>" & O'Neil`);
    expect(() => fake.pay(pairs)).not.toThrow();
  });

  it('sends merchant id and key as PayFast requires, never the passphrase', async () => {
    const orderNumber = await placeOrder();
    const response = await createPayfast(orderNumber);
    expect(response.json().message).toBe(PAYFAST_FORM_READY);
    expect(response.body).toContain(MERCHANT.merchantKey);
    expect(response.body).not.toContain(MERCHANT.passphrase);
    expect(response.body).not.toContain('passphrase');
  });

  it('refuses an order not in ZAR', async () => {
    const usd = await insertProduct(ctx.db, shop.id, { currency: 'USD', stock: 10 });
    const orderNumber = await placeOrder(usd.id);
    const response = await createPayfast(orderNumber);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PAYFAST_ZAR_ONLY });
  });

  it('refuses a seller without PayFast enabled or configured', async () => {
    const bare = await insertSeller(ctx.db, { currency: 'ZAR' });
    const product = await insertProduct(ctx.db, bare.id, { currency: 'ZAR' });
    const orderNumber = await placeOrder(product.id);
    const request = () =>
      call('POST', '/payment/create-payfast-payment', { orderNumber, sellerId: bare.id }, customer.headers);
    expect((await request()).json()).toEqual({ error: PAYFAST_NOT_CONFIGURED });
    await ctx.db.insert(paymentConfigs).values({ sellerId: bare.id, enabledMethods: ['payfast'] });
    const response = await request();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PAYFAST_NOT_CONFIGURED });
  });

  it("refuses another customer's order and a guest without its session", async () => {
    const orderNumber = await placeOrder();
    expect((await createPayfast(orderNumber, {}, otherCustomer.headers)).statusCode).toBe(404);
    expect((await createPayfast(orderNumber, {}, guestSession().headers)).statusCode).toBe(404);
    expect(await paymentRows(orderNumber)).toEqual([]);
  });
});

describe('POST /payment/payfast/notify (ITN)', () => {
  it('after all four checks marks the order paid, with PaymentDetails from the ITN', async () => {
    const { orderNumber, pairs } = await checkout();
    // before the ITN the confirmation page sees a pending payment
    const pending = await call(
      'PUT',
      `/order/order-confirm/${orderNumber}`,
      { paymentMethod: 'payfast' },
      customer.headers,
    );
    expect(pending.json()).toEqual({ success: false, message: PAYMENT_PROCESSING, paymentStatus: 'unpaid' });

    const { body, pfPaymentId } = fake.pay(pairs);
    const validations = fake.validateRequests.length;
    const response = await notify(body);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
    // the server-to-server validation posted the received data without the signature
    expect(fake.validateRequests.slice(validations)).toEqual([body.replace(/&signature=[0-9a-f]{32}$/, '')]);

    const { order, parts } = await orderRows(ctx.db, orderNumber);
    expect(order?.paymentStatus).toBe('paid');
    expect(order?.paymentMethod).toBe('payfast');
    expect(parts.every((part) => part.paymentStatus === 'paid')).toBe(true);
    expect(order?.paymentDetails).toEqual({
      transactionId: pfPaymentId,
      paymentId: orderNumber,
      amount: 128.45,
      originalAmount: 128.45,
      exchangeRate: 1,
      exchangeRateApplied: false,
      // the fake's fee: 3.2 % + R2.00 of R128.45
      fee: 6.11,
      netAmount: 122.34,
      gateway: 'payfast',
      status: 'COMPLETE',
      paidAt: expect.any(String),
    });
    const [payment, ...others] = await succeeded(orderNumber);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({ providerRef: pfPaymentId, amountCents: 12845, currency: 'ZAR' });

    // the return URL's confirmation then succeeds (spec §4 regional gateway)
    const confirmed = await call(
      'PUT',
      `/order/order-confirm/${orderNumber}`,
      { paymentMethod: 'payfast' },
      customer.headers,
    );
    expect(confirmed.json()).toMatchObject({ success: true, paymentStatus: 'paid' });
  });

  it('replayed 10 times: one payment record, one state change', async () => {
    const { orderNumber, pairs } = await checkout();
    const { body, pfPaymentId } = fake.pay(pairs);
    const first = await Promise.all(Array.from({ length: 5 }, () => notify(body)));
    const { order: paid } = await orderRows(ctx.db, orderNumber);
    const [recorded] = await succeeded(orderNumber);
    const again = [];
    for (let i = 0; i < 5; i++) again.push(await notify(body));

    expect([...first, ...again].every((response) => response.statusCode === 200)).toBe(true);
    const rows = await succeeded(orderNumber);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.providerRef).toBe(pfPaymentId);
    expect(rows[0]?.updatedAt).toEqual(recorded?.updatedAt);
    // the started payment (m_payment_id) and the ITN's payment (pf_payment_id), nothing more
    expect((await paymentRows(orderNumber)).map((row) => row.providerRef).sort()).toEqual(
      [orderNumber, pfPaymentId].sort(),
    );
    const { order } = await orderRows(ctx.db, orderNumber);
    expect(order?.paymentDetails).toEqual(paid?.paymentDetails);
  });

  it('check 1: a forged signature is answered 200 and changes nothing', async () => {
    const { orderNumber, pairs } = await checkout();
    const genuine = fake.pay(pairs).body;
    // a forger who does not know the passphrase signs the same data without it
    const forged = genuine.replace(
      /signature=[0-9a-f]{32}$/,
      `signature=${payfastSignature(itnParamString(parseItnBody(genuine) ?? []))}`,
    );
    expect(forged).not.toBe(genuine);
    const validations = fake.validateRequests.length;
    expect((await notify(forged)).statusCode).toBe(200);
    expect(fake.validateRequests.length).toBe(validations);
    await expectNotPaid(orderNumber);
    // a signature by a wrong passphrase, or tampered data, fail the same way
    expect(
      (await notify(fake.itn({ mPaymentId: orderNumber, amountGross: '128.45', signWith: 'guess' }).body))
        .statusCode,
    ).toBe(200);
    expect(
      (await notify(genuine.replace('payment_status=COMPLETE', 'payment_status=COMPLETE&x=1'))).statusCode,
    ).toBe(200);
    await expectNotPaid(orderNumber);
  });

  it('check 2: an ITN from an address of no PayFast host changes nothing', async () => {
    const { orderNumber, pairs } = await checkout();
    const { body } = fake.pay(pairs);
    expect((await notify(body, '203.0.113.7')).statusCode).toBe(200);
    await expectNotPaid(orderNumber);
  });

  it('check 3: amount_gross off by more than 0.01 changes nothing', async () => {
    const { orderNumber } = await checkout();
    for (const amountGross of ['128.47', '128.43', '12.85', '1284.50']) {
      const { body } = fake.itn({ mPaymentId: orderNumber, amountGross });
      expect((await notify(body)).statusCode).toBe(200);
    }
    await expectNotPaid(orderNumber);
  });

  it('check 4: PayFast answering INVALID to the validation changes nothing', async () => {
    const { orderNumber, pairs } = await checkout();
    const { body } = fake.pay(pairs);
    fake.validateMode = 'INVALID';
    try {
      const validations = fake.validateRequests.length;
      expect((await notify(body)).statusCode).toBe(200);
      expect(fake.validateRequests.length).toBe(validations + 1);
    } finally {
      fake.validateMode = 'issued';
    }
    await expectNotPaid(orderNumber);
  });

  it('a verified ITN without payment_status COMPLETE, or for an unknown order, changes nothing', async () => {
    const { orderNumber, pairs } = await checkout();
    expect((await notify(fake.pay(pairs, { paymentStatus: 'CANCELLED' }).body)).statusCode).toBe(200);
    await expectNotPaid(orderNumber);
    expect(
      (await notify(fake.itn({ mPaymentId: 'SK20260101NOSUCH', amountGross: '128.45' }).body)).statusCode,
    ).toBe(200);
  });

  it('answers 400 to malformed notifications, never 5xx', async () => {
    const { pairs } = await checkout();
    const { body } = fake.pay(pairs);
    for (const malformed of [
      '',
      body.replace(/&signature=[0-9a-f]{32}$/, ''),
      `${body}&pf_payment_id=1`,
      `${body}&x=%E0%A4%A`,
      `${body}&x=%00`,
      body.replace(/pf_payment_id=\d+/, 'pf_payment_id='),
    ]) {
      const response = await notify(malformed);
      expect(response.statusCode, malformed).toBe(400);
      if (malformed) expect(response.json()).toEqual({ error: MALFORMED_ITN });
    }
    expect(
      (await notify(JSON.stringify({ signature: 'x' }), '127.0.0.1', 'application/json')).statusCode,
    ).toBe(400);
  });
});

describe('secrets', () => {
  it('never sends the PayFast passphrase in any response', () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) expect(body).not.toContain(MERCHANT.passphrase);
  });
});
