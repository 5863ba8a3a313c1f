import { randomBytes } from 'node:crypto';
import { PAYMENT_METHOD_IDS, type PaymentMethodSettingsInput } from '@souk/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { paymentConfigs } from '../src/db/schema.js';
import { isSealed, openSecret, SecretUnreadableError, sealSecret } from '../src/lib/secret-box.js';
import { loadPaymentConfig, sealLegacySecrets } from '../src/services/payments/seller-payment-config.js';
import { type CybersourceFake, startCybersourceFake } from './fakes/cybersource-fake.js';
import { type PayfastFake, startPayfastFake } from './fakes/payfast-fake.js';
import { type PaypalFake, startPaypalFake } from './fakes/paypal-fake.js';
import { type StripeFake, startStripeFake } from './fakes/stripe-fake.js';
import { insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { type ConsoleShop, consoleShop, guest, placeGuestOrder } from './seller-console-fixtures.js';

const STRIPE_SECRET = 'sk_test_SECRETstripeKey4242';
const PAYFAST = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'SECRET-payfastPhrase' };
const CYBERSOURCE = {
  merchantId: 'souk_test_merchant',
  keyId: '7c1a2b3c-0000-4000-8000-00000000c5c5',
  sharedSecret: randomBytes(32).toString('base64'),
};

let ctx: TestContext;
let stripe: StripeFake;
let paypal: PaypalFake;
let payfast: PayfastFake;
let cybersource: CybersourceFake;
let shop: ConsoleShop;
/** Every response body of this file: no secret may ever be in one. */
const bodies: string[] = [];

beforeAll(async () => {
  stripe = await startStripeFake({ secretKeys: [STRIPE_SECRET] });
  paypal = await startPaypalFake({ clientSecret: 'SECRET_paypal_client_9876' });
  payfast = await startPayfastFake(PAYFAST);
  cybersource = await startCybersourceFake(CYBERSOURCE);
  ctx = await createTestContext({
    STRIPE_API_BASE: stripe.url,
    PAYPAL_API_BASE: paypal.url,
    PAYFAST_BASE: payfast.url,
    CYBERSOURCE_API_BASE: cybersource.url,
  });
  shop = await consoleShop(ctx, 'pay');
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([stripe.close(), paypal.close(), payfast.close(), cybersource.close()]);
});

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers = shop.headers) {
  const response = await ctx.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  bodies.push(response.body);
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response;
}

/** All six methods off with empty settings, then the given ones in front (the order sent). */
function body(...methods: PaymentMethodSettingsInput[]): { methods: PaymentMethodSettingsInput[] } {
  const empty: Record<string, PaymentMethodSettingsInput> = {
    stripe: { method: 'stripe', enabled: false, settings: {} },
    paypal: { method: 'paypal', enabled: false, settings: {} },
    payfast: { method: 'payfast', enabled: false, settings: {} },
    cybersource: { method: 'cybersource', enabled: false, settings: {} },
    eft: { method: 'eft', enabled: false, settings: {} },
    cashOnDelivery: { method: 'cashOnDelivery', enabled: false, settings: {} },
  };
  for (const method of methods) empty[method.method] = method;
  const first = methods.map((method) => method.method);
  return {
    methods: [...first, ...PAYMENT_METHOD_IDS.filter((id) => !first.includes(id))].map(
      (id) => empty[id] as PaymentMethodSettingsInput,
    ),
  };
}

const stripeOn = (
  secrets: { secretKey?: string; webhookSecret?: string } = {},
): PaymentMethodSettingsInput => ({
  method: 'stripe',
  enabled: true,
  settings: { publishableKey: 'pk_test_console' },
  secrets,
});
const paypalOn = (secrets: { clientSecret?: string } = {}): PaymentMethodSettingsInput => ({
  method: 'paypal',
  enabled: true,
  settings: { clientId: paypal.clientId, exchangeRate: 1, environment: 'sandbox' },
  secrets,
});
const eftOn: PaymentMethodSettingsInput = {
  method: 'eft',
  enabled: true,
  settings: { bankDetails: { 'Bank name': 'Test Bank', 'Account number': '123' }, instructions: 'Pay now' },
};

async function storedRow(sellerId = shop.sellerId) {
  const [row] = await ctx.db.select().from(paymentConfigs).where(eq(paymentConfigs.sellerId, sellerId));
  return row;
}

describe('secret box', () => {
  const key = randomBytes(32);
  const context = { sellerId: 's1', method: 'stripe', field: 'secretKey' };

  it('round-trips, with a fresh IV each time', () => {
    const a = sealSecret(key, 'sk_test_abc', context);
    const b = sealSecret(key, 'sk_test_abc', context);
    expect(a).not.toBe(b);
    expect(isSealed(a)).toBe(true);
    expect(a).toMatch(/^v1:/);
    expect(openSecret(key, a, context)).toBe('sk_test_abc');
  });

  it('does not open under another key, seller, method or field, or when tampered with', () => {
    const sealed = sealSecret(key, 'sk_test_abc', context);
    expect(() => openSecret(randomBytes(32), sealed, context)).toThrow(SecretUnreadableError);
    expect(() => openSecret(key, sealed, { ...context, sellerId: 's2' })).toThrow(SecretUnreadableError);
    expect(() => openSecret(key, sealed, { ...context, method: 'paypal' })).toThrow(SecretUnreadableError);
    expect(() => openSecret(key, sealed, { ...context, field: 'webhookSecret' })).toThrow(
      SecretUnreadableError,
    );
    const [v, iv, tag, data] = sealed.split(':');
    const flipped = Buffer.from(data ?? '', 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => openSecret(key, [v, iv, tag, flipped.toString('base64')].join(':'), context)).toThrow(
      SecretUnreadableError,
    );
  });
});

describe('SECRETS_KEY', () => {
  it('is required in production with DATABASE_URL, with a clear message', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://localhost/souk',
        JWT_SECRET: 'x'.repeat(40),
      }),
    ).toThrow(/SECRETS_KEY: required in production/);
  });

  it('takes 32 bytes as hex or base64 and refuses anything else', () => {
    const hex = randomBytes(32).toString('hex');
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), SECRETS_KEY: hex }).secretsKey).toEqual(
      Buffer.from(hex, 'hex'),
    );
    const b64 = randomBytes(32).toString('base64');
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), SECRETS_KEY: b64 }).secretsKey).toEqual(
      Buffer.from(b64, 'base64'),
    );
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), SECRETS_KEY: 'short' })).toThrow(
      /SECRETS_KEY must be 32 bytes/,
    );
  });

  it('is generated once in the data folder for the embedded default', () => {
    const dir = `/tmp/souk-secrets-key-${randomBytes(4).toString('hex')}`;
    const first = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir }).secretsKey;
    const again = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir }).secretsKey;
    expect(first).toHaveLength(32);
    expect(again).toEqual(first);
  });
});

describe('GET and PUT /api/seller/payment-settings', () => {
  it('lists the six methods in the shop order, secrets masked', async () => {
    const response = await call('GET', '/seller/payment-settings');
    expect(response.statusCode).toBe(200);
    const { methods } = response.json();
    expect(methods.map((m: { method: string }) => m.method).sort()).toEqual([...PAYMENT_METHOD_IDS].sort());
    const stripeEntry = methods.find((m: { method: string }) => m.method === 'stripe');
    expect(stripeEntry).toMatchObject({
      enabled: false,
      secrets: { secretKey: { set: false, last4: null }, webhookSecret: { set: false, last4: null } },
    });
  });

  it('stores secrets encrypted (no plaintext in the row) and answers only set + last4', async () => {
    const response = await call(
      'PUT',
      '/seller/payment-settings',
      body(
        paypalOn({ clientSecret: 'SECRET_paypal_client_9876' }),
        stripeOn({ secretKey: STRIPE_SECRET }),
        eftOn,
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { methods } = response.json();
    expect(methods.map((m: { method: string }) => m.method).slice(0, 3)).toEqual(['paypal', 'stripe', 'eft']);
    expect(methods[1]).toMatchObject({
      method: 'stripe',
      enabled: true,
      settings: { publishableKey: 'pk_test_console' },
      secrets: { secretKey: { set: true, last4: '4242' }, webhookSecret: { set: false, last4: null } },
    });
    expect(response.body).not.toContain('SECRET');

    const row = await storedRow();
    expect(row?.enabledMethods).toEqual(['paypal', 'stripe', 'eft']);
    expect(row?.methodOrder.slice(0, 3)).toEqual(['paypal', 'stripe', 'eft']);
    const raw = JSON.stringify(row?.secrets);
    expect(raw).not.toContain('SECRET');
    expect(raw).not.toContain('4242');
    expect(isSealed(row?.secrets.stripe?.secretKey ?? '')).toBe(true);
    // services read plain values through loadPaymentConfig
    const loaded = await loadPaymentConfig(ctx.db, shop.sellerId, ctx.config.secretsKey);
    expect(loaded.secrets.stripe?.secretKey).toBe(STRIPE_SECRET);
    expect(loaded.secrets.paypal?.clientSecret).toBe('SECRET_paypal_client_9876');
  });

  it('keeps an omitted secret, clears an empty one, replaces a given one', async () => {
    await call(
      'PUT',
      '/seller/payment-settings',
      body(stripeOn({ webhookSecret: 'whsec_SECRETwebhook1111' })),
    );
    let loaded = await loadPaymentConfig(ctx.db, shop.sellerId, ctx.config.secretsKey);
    expect(loaded.secrets.stripe).toEqual({
      secretKey: STRIPE_SECRET,
      webhookSecret: 'whsec_SECRETwebhook1111',
    });

    await call('PUT', '/seller/payment-settings', body(stripeOn({ webhookSecret: '' })));
    loaded = await loadPaymentConfig(ctx.db, shop.sellerId, ctx.config.secretsKey);
    expect(loaded.secrets.stripe).toEqual({ secretKey: STRIPE_SECRET });

    const response = await call(
      'PUT',
      '/seller/payment-settings',
      body(stripeOn({ secretKey: 'sk_test_SECRETnew0007' })),
    );
    expect(response.json().methods[0].secrets.secretKey).toEqual({ set: true, last4: '0007' });
    loaded = await loadPaymentConfig(ctx.db, shop.sellerId, ctx.config.secretsKey);
    expect(loaded.secrets.stripe?.secretKey).toBe('sk_test_SECRETnew0007');
    // a short secret is shown as set only: its last four would be half of it
    const short = await call(
      'PUT',
      '/seller/payment-settings',
      body({ method: 'payfast', enabled: true, settings: {}, secrets: { ...PAYFAST, merchantKey: 'abc12' } }),
    );
    expect(short.json().methods[0].secrets.merchantKey).toEqual({ set: true, last4: null });
  });

  it('refuses to enable a method without its required fields, naming the field, and saves nothing', async () => {
    const before = await storedRow();
    const cases: [PaymentMethodSettingsInput, string][] = [
      [
        { method: 'stripe', enabled: true, settings: {}, secrets: {} },
        'Publishable key is required to enable',
      ],
      [stripeOn({ secretKey: '' }), 'Secret key is required to enable'],
      [
        { method: 'cybersource', enabled: true, settings: {}, secrets: { merchantId: 'm' } },
        'Key ID is required',
      ],
      [{ method: 'eft', enabled: true, settings: { bankDetails: {} } }, 'Bank details is required'],
      [
        { method: 'paypal', enabled: true, settings: {}, secrets: { clientSecret: 'x' } },
        'Client ID is required',
      ],
    ];
    for (const [method, message] of cases) {
      const response = await call('PUT', '/seller/payment-settings', body(method));
      expect(response.statusCode, JSON.stringify(method)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await storedRow()).toEqual(before);
  });

  it('validates the body with the core schema: 400 naming the field', async () => {
    const wrong = [
      { methods: [] },
      { methods: body().methods.slice(1) },
      { methods: [...body().methods.slice(1), body().methods[1]] },
      body({ method: 'paypal', enabled: true, settings: { clientId: 'c', exchangeRate: -1 } }),
      body({ method: 'cybersource', enabled: false, settings: { currency: 'usd' } }),
      {
        methods: body().methods.map((m) =>
          m.method === 'stripe' ? { ...m, settings: { secretKey: 'x' } } : m,
        ),
      },
      { methods: body().methods.map((m) => (m.method === 'eft' ? { ...m, secrets: { x: 'y' } } : m)) },
      { methods: [{ method: 'bitcoin', enabled: true, settings: {} }] },
    ];
    for (const payload of wrong) {
      const response = await call('PUT', '/seller/payment-settings', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    const rate = await call(
      'PUT',
      '/seller/payment-settings',
      body({ method: 'paypal', enabled: true, settings: { clientId: 'c', exchangeRate: -1 } }),
    );
    expect(rate.json().error).toContain('Exchange rate must be above 0');
  });

  it('answers 401 signed out, and one seller never sees or changes another one', async () => {
    expect((await call('GET', '/seller/payment-settings', undefined, {})).statusCode).toBe(401);
    expect((await call('PUT', '/seller/payment-settings', body(), {})).statusCode).toBe(401);
    const other = await consoleShop(ctx, 'other-pay');
    const mine = await storedRow();
    const response = await call('PUT', '/seller/payment-settings', body(eftOn), other.headers);
    expect(response.statusCode).toBe(200);
    expect(await storedRow()).toEqual(mine);
    expect((await storedRow(other.sellerId))?.enabledMethods).toEqual(['eft']);
  });
});

describe('secrets sealed for one seller', () => {
  it('do not decrypt when copied to another seller: they count as not set', async () => {
    const thief = await insertSeller(ctx.db);
    const victim = await storedRow();
    await ctx.db.insert(paymentConfigs).values({
      sellerId: thief.id,
      enabledMethods: ['stripe'],
      secrets: victim?.secrets ?? {},
    });
    const loaded = await loadPaymentConfig(ctx.db, thief.id, ctx.config.secretsKey);
    const methods = Object.values(loaded.secrets as Record<string, Record<string, string>>);
    expect(methods.length).toBeGreaterThan(0);
    for (const fields of methods) expect(fields).toEqual({});
  });

  it('legacy plaintext rows are read as they are and sealed at start-up', async () => {
    const legacy = await insertSeller(ctx.db);
    await ctx.db.insert(paymentConfigs).values({
      sellerId: legacy.id,
      enabledMethods: ['stripe'],
      secrets: { stripe: { secretKey: 'sk_test_SECRETlegacy' } },
    });
    expect(
      (await loadPaymentConfig(ctx.db, legacy.id, ctx.config.secretsKey)).secrets.stripe?.secretKey,
    ).toBe('sk_test_SECRETlegacy');
    expect(await sealLegacySecrets(ctx.db, ctx.config.secretsKey)).toBeGreaterThanOrEqual(1);
    const row = await storedRow(legacy.id);
    expect(JSON.stringify(row?.secrets)).not.toContain('SECRET');
    expect(
      (await loadPaymentConfig(ctx.db, legacy.id, ctx.config.secretsKey)).secrets.stripe?.secretKey,
    ).toBe('sk_test_SECRETlegacy');
    // idempotent: nothing left to seal
    expect(await sealLegacySecrets(ctx.db, ctx.config.secretsKey)).toBe(0);
  });
});

describe('POST /api/seller/payment-settings/{method}/test', () => {
  const test = (method: string, payload: unknown = {}) =>
    call('POST', `/seller/payment-settings/${method}/test`, payload);

  it('Stripe: saved key works, a typed wrong key is refused as Stripe refuses it', async () => {
    await call('PUT', '/seller/payment-settings', body(stripeOn({ secretKey: STRIPE_SECRET })));
    const ok = await test('stripe');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true, message: expect.stringContaining('Connected to Stripe') });
    const bad = await test('stripe', { secrets: { secretKey: 'sk_test_SECRETwrong0000' } });
    expect(bad.json()).toMatchObject({
      ok: false,
      message: expect.stringContaining('Invalid API Key provided'),
    });
    // the typed key was not saved
    const loaded = await loadPaymentConfig(ctx.db, shop.sellerId, ctx.config.secretsKey);
    expect(loaded.secrets.stripe?.secretKey).toBe(STRIPE_SECRET);
  });

  it('PayPal: OAuth token call with the client ID and secret', async () => {
    await call(
      'PUT',
      '/seller/payment-settings',
      body(paypalOn({ clientSecret: 'SECRET_paypal_client_9876' })),
    );
    expect((await test('paypal')).json()).toMatchObject({ ok: true });
    const bad = await test('paypal', { secrets: { clientSecret: 'SECRET_wrong' } });
    expect(bad.json()).toMatchObject({
      ok: false,
      message: expect.stringContaining('Client Authentication failed'),
    });
  });

  it('PayFast: signed ping with the merchant ID and passphrase', async () => {
    expect((await test('payfast', { secrets: PAYFAST })).json()).toMatchObject({ ok: true });
    const bad = await test('payfast', { secrets: { ...PAYFAST, passphrase: 'SECRET-wrong' } });
    expect(bad.json()).toMatchObject({
      ok: false,
      message: expect.stringContaining('Merchant authorization failed'),
    });
  });

  it('CyberSource: a GET with a verified HTTP Signature', async () => {
    expect((await test('cybersource', { secrets: CYBERSOURCE })).json()).toMatchObject({ ok: true });
    const accepted = cybersource.accepted().at(-1);
    expect(accepted?.path).toBe('/reporting/v3/report-definitions');
    const bad = await test('cybersource', {
      secrets: { ...CYBERSOURCE, sharedSecret: randomBytes(32).toString('base64') },
    });
    expect(bad.json()).toMatchObject({
      ok: false,
      message: expect.stringContaining('Authentication Failed'),
    });
  });

  it('an unreachable provider is { ok: false }, offline methods have nothing to test', async () => {
    const down = await createTestContext({ STRIPE_API_BASE: 'http://127.0.0.1:1' });
    try {
      const account = await consoleShop(down, 'down');
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/seller/payment-settings/stripe/test',
        headers: account.headers,
        payload: { secrets: { secretKey: STRIPE_SECRET } },
      });
      expect(response.json()).toMatchObject({
        ok: false,
        message: expect.stringContaining('Could not reach Stripe'),
      });
    } finally {
      await down.close();
    }
    for (const method of ['eft', 'cashOnDelivery', 'nope']) {
      const response = await test(method);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the store offers only enabled methods', () => {
  it('payment-methods lists only the enabled ones, in the saved order', async () => {
    await call('PUT', '/seller/payment-settings', body(eftOn, paypalOn()));
    const methods = (await call('GET', `/seller/${shop.sellerId}/payment-methods`)).json();
    expect(methods.enabledMethods).toEqual(['eft', 'paypal']);
    expect(methods.paymentMethodOrder.slice(0, 2)).toEqual(['eft', 'paypal']);
    expect(methods.config.paypal.isEnabled).toBe(true);
  });

  it('a disabled method is refused when a shopper pays with it anyway', async () => {
    await call('PUT', '/seller/payment-settings', body(stripeOn()));
    const orderNumber = await placeGuestOrder(ctx, shop.productId);
    const eft = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/create-offline-payment',
      payload: { orderNumber, price: 1, paymentMethod: 'eft', bankDetails: {} },
      headers: guest.headers,
    });
    expect(eft.statusCode, eft.body).toBe(400);
    const wallet = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/create-paypal-order',
      payload: { orderNumber, sellerId: shop.sellerId, price: 1 },
      headers: guest.headers,
    });
    expect(wallet.statusCode, wallet.body).toBe(400);
    expect(wallet.json().error).toContain('PayPal is not enabled or configured');
    // switched back on, the same shopper can pay
    await call('PUT', '/seller/payment-settings', body(eftOn));
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/create-offline-payment',
      payload: { orderNumber, price: 1, paymentMethod: 'eft', bankDetails: {} },
      headers: guest.headers,
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('no response carries a secret', () => {
  it('never', () => {
    for (const text of bodies) {
      expect(text).not.toContain('SECRET');
      expect(text).not.toContain(CYBERSOURCE.sharedSecret);
    }
  });
});
