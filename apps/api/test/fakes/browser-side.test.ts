import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaypalFake, startPaypalFake } from './paypal-fake.js';
import { type StripeFake, startStripeFake } from './stripe-fake.js';

/** The calls the storefront's end-to-end fakes of Stripe.js and the PayPal SDK make from the browser. */

type StripeErrorResponse = { error: { type: string; code?: string; message: string } };

describe('stripe fake: Stripe.js calls with a publishable key', () => {
  let fake: StripeFake;
  beforeAll(async () => {
    fake = await startStripeFake({ publishableKeys: { pk_test_shop: 'sk_test_shop' } });
  });
  afterAll(() => fake.close());

  async function createIntent(): Promise<{ id: string; client_secret: string }> {
    const response = await fetch(`${fake.url}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_shop',
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': randomUUID(),
      },
      body: 'amount=1000&currency=usd&metadata[orderNumber]=ORD1&automatic_payment_methods[enabled]=true',
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { id: string; client_secret: string };
  }

  function browser(path: string, params: Record<string, string>, method: 'GET' | 'POST' = 'POST') {
    const form = new URLSearchParams({ key: 'pk_test_shop', ...params }).toString();
    return method === 'GET'
      ? fetch(`${fake.url}${path}?${form}`)
      : fetch(`${fake.url}${path}`, {
          method,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
        });
  }

  it('confirms with the client secret and a test PaymentMethod; the intent then reads succeeded', async () => {
    const intent = await createIntent();
    const confirmed = await browser(`/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
      payment_method: 'pm_card_visa',
      return_url: 'http://127.0.0.1:8140/shop/order/confirm',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('access-control-allow-origin')).toBe('*');
    expect(fake.intent(intent.id)).toMatchObject({ status: 'succeeded', amount_received: 1000 });
    const read = await browser(
      `/v1/payment_intents/${intent.id}`,
      { client_secret: intent.client_secret },
      'GET',
    );
    expect(await read.json()).toMatchObject({ id: intent.id, status: 'succeeded' });
  });

  it('declines pm_card_chargeDeclined as a card error', async () => {
    const intent = await createIntent();
    const declined = await browser(`/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
      payment_method: 'pm_card_chargeDeclined',
      return_url: 'http://127.0.0.1:8140/shop/order/confirm',
    });
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as StripeErrorResponse).error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
    });
    expect(fake.intent(intent.id)?.status).toBe('requires_payment_method');
  });

  it.each([
    ['a wrong client secret', { client_secret: 'pi_x_secret_y' }, 400, 'does not match'],
    ['no return_url', { return_url: '' }, 400, 'return_url'],
    ['a relative return_url', { return_url: '/shop/order/confirm' }, 400, 'Not a valid URL'],
    ['an unknown PaymentMethod', { payment_method: 'pm_x' }, 400, "No such PaymentMethod: 'pm_x'"],
    ['an unknown publishable key', { key: 'pk_test_other' }, 401, 'Invalid API Key'],
  ])('refuses a confirmation with %s', async (_, change, status, message) => {
    const intent = await createIntent();
    const params: Record<string, string> = {
      client_secret: intent.client_secret,
      payment_method: 'pm_card_visa',
      return_url: 'http://127.0.0.1:8140/shop/order/confirm',
      ...change,
    };
    if (params.return_url === '') delete params.return_url;
    const response = await browser(`/v1/payment_intents/${intent.id}/confirm`, params);
    expect(response.status).toBe(status);
    expect(((await response.json()) as StripeErrorResponse).error.message).toContain(message);
    expect(fake.intent(intent.id)?.status).toBe('requires_payment_method');
  });

  it('lets a publishable key neither create nor read without the client secret', async () => {
    const intent = await createIntent();
    const created = await browser('/v1/payment_intents', { amount: '1000', currency: 'usd' });
    expect(created.status).toBe(401);
    const read = await browser(`/v1/payment_intents/${intent.id}`, {}, 'GET');
    expect(read.status).toBe(400);
  });
});

describe('paypal fake: the buyer approves from the browser', () => {
  let fake: PaypalFake;
  beforeAll(async () => {
    fake = await startPaypalFake();
  });
  afterAll(() => fake.close());

  async function createOrder(): Promise<string> {
    const token = await fetch(`${fake.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    }).then((response) => response.json() as Promise<{ access_token: string }>);
    const created = await fetch(`${fake.url}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'USD', value: '10.00' } }],
      }),
    }).then((response) => response.json() as Promise<{ id: string }>);
    return created.id;
  }

  it('approves a created order, and only a known one', async () => {
    const id = await createOrder();
    const approved = await fetch(`${fake.url}/test/checkout/orders/${id}/approve`, { method: 'POST' });
    expect(approved.status).toBe(200);
    expect(approved.headers.get('access-control-allow-origin')).toBe('*');
    expect(fake.orders.get(id)?.status).toBe('APPROVED');
    const unknown = await fetch(`${fake.url}/test/checkout/orders/NOPE/approve`, { method: 'POST' });
    expect(unknown.status).toBe(404);
  });
});
