import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { paymentConfigs } from '../src/db/schema.js';
import { applyDemoPaymentKeys } from '../src/demo/payment-keys.js';
import { insertOfflinePaymentConfig, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

const SECRETS = {
  stripe: { secretKey: 'sk_test_SECRET_stripe_1', webhookSecret: 'whsec_SECRET_stripe_2' },
  paypal: { clientSecret: 'SECRET_paypal_3' },
  payfast: {
    merchantId: '10000100',
    merchantKey: 'SECRET_payfast_key_4',
    passphrase: 'SECRET_payfast_pass_5',
  },
  cybersource: { merchantId: 'souk_merchant', keyId: 'SECRET_cs_key_6', sharedSecret: 'SECRET_cs_shared_7' },
};
const SECRET_VALUES = ['SECRET_', 'sk_test_', 'whsec_'];

let ctx: TestContext;
let sellerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const seller = await insertSeller(ctx.db);
  sellerId = seller.id;
  await ctx.db.insert(paymentConfigs).values({
    sellerId,
    enabledMethods: ['stripe', 'paypal', 'payfast', 'cybersource', 'eft', 'cashOnDelivery'],
    methodOrder: ['paypal', 'stripe', 'payfast', 'cybersource', 'eft', 'cashOnDelivery'],
    settings: {
      stripe: { publishableKey: 'pk_test_public' },
      paypal: { clientId: 'paypal-client-id', exchangeRate: 0.055, environment: 'sandbox' },
      payfast: { environment: 'sandbox' },
      cybersource: { currency: 'ZAR', environment: 'sandbox' },
      bankTransfer: { bankDetails: { 'Bank name': 'Test Bank' }, instructions: 'Use the reference' },
      cashOnDelivery: { instructions: 'Pay the courier' },
    },
    secrets: SECRETS,
  });
});
afterAll(() => ctx.close());

describe('payment configuration calls (spec §7 Payment)', () => {
  it('GET /seller/{id}/payment-methods: enabled methods, their order and public fields', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/seller/${sellerId}/payment-methods` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      enabledMethods: ['stripe', 'paypal', 'payfast', 'cybersource', 'eft', 'cashOnDelivery'],
      paymentMethodOrder: ['paypal', 'stripe', 'payfast', 'cybersource', 'eft', 'cashOnDelivery'],
      config: {
        stripe: { isEnabled: true, publishableKey: 'pk_test_public' },
        paypal: { isEnabled: true, clientId: 'paypal-client-id', exchangeRate: 0.055 },
        payfast: { isEnabled: true, environment: 'sandbox' },
      },
    });
  });

  it('GET /seller/{id}/payment-config/public: clientUrl, bank transfer, cash on delivery, currency', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/seller/${sellerId}/payment-config/public`,
    });
    expect(response.json()).toMatchObject({
      success: true,
      config: {
        clientUrl: ctx.config.publicUrl,
        bankTransfer: {
          isEnabled: true,
          bankDetails: { 'Bank name': 'Test Bank' },
          instructions: 'Use the reference',
        },
        cashOnDelivery: { isEnabled: true, instructions: 'Pay the courier' },
        cybersource: { currency: 'ZAR' },
      },
    });
  });

  it('GET /seller/{id}/payment-config: the card provider part', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/seller/${sellerId}/payment-config` });
    expect(response.json()).toMatchObject({
      config: { stripe: { isEnabled: true, publishableKey: 'pk_test_public' } },
    });
  });

  it('never sends a secret in any response', async () => {
    const urls = [
      `/api/seller/${sellerId}/payment-config/public`,
      `/api/seller/${sellerId}/payment-methods`,
      `/api/seller/${sellerId}/payment-config`,
      `/api/get-support-info-by-seller/${sellerId}`,
      `/api/openapi.json`,
    ];
    for (const url of urls) {
      const body = (await ctx.app.inject({ method: 'GET', url })).body;
      for (const secret of SECRET_VALUES) expect(body, url).not.toContain(secret);
      for (const value of Object.values(SECRETS).flatMap((entry) => Object.values(entry))) {
        if (value.startsWith('SECRET') || value.startsWith('sk_') || value.startsWith('whsec_')) {
          expect(body, url).not.toContain(value);
        }
      }
    }
  });

  it('answers 404 for unknown sellers and no methods for sellers without configuration', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/seller/nope/payment-methods' });
    expect(unknown.statusCode).toBe(404);
    const bare = await insertSeller(ctx.db);
    const none = await ctx.app.inject({ method: 'GET', url: `/api/seller/${bare.id}/payment-methods` });
    expect(none.json()).toMatchObject({ enabledMethods: [], config: { stripe: { isEnabled: false } } });
  });
});

describe('demo shops follow the provider keys in env', () => {
  it('enables a provider only when its keys are set, keeping offline methods', async () => {
    const demo = await insertSeller(ctx.db, { name: 'pixel-forge' });
    await insertOfflinePaymentConfig(ctx.db, demo.id);
    const bare = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'x'.repeat(40),
      DATA_DIR: '/tmp/souk-test-unused',
    });
    await applyDemoPaymentKeys(ctx.db, bare.payments, ctx.config.secretsKey);
    let methods = (
      await ctx.app.inject({ method: 'GET', url: `/api/seller/${demo.id}/payment-methods` })
    ).json();
    expect(methods.enabledMethods).toEqual(['eft', 'cashOnDelivery']);

    const withKeys = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'x'.repeat(40),
      DATA_DIR: '/tmp/souk-test-unused',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_demo',
      STRIPE_SECRET_KEY: 'sk_test_SECRET_demo',
      PAYPAL_CLIENT_ID: 'demo-client',
      PAYPAL_CLIENT_SECRET: 'SECRET_demo',
    });
    await applyDemoPaymentKeys(ctx.db, withKeys.payments, ctx.config.secretsKey);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/seller/${demo.id}/payment-methods` });
    methods = response.json();
    expect(methods.enabledMethods).toEqual(['stripe', 'paypal', 'eft', 'cashOnDelivery']);
    expect(methods.config.stripe.publishableKey).toBe('pk_test_demo');
    expect(response.body).not.toContain('SECRET');
  });
});
