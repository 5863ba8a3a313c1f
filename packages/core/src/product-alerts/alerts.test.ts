import { describe, expect, it } from 'vitest';
import { createHttp } from '../api/http.js';
import {
  ALERT_KIND_INVALID,
  AlertBodySchema,
  alertAsksText,
  alertConfirmedText,
  alertName,
  alertUnsubscribedText,
  createAlertsApi,
  createSellerAlertsApi,
  isAlertKind,
} from './index.js';

function recording(answer: unknown) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const fetchImpl = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    requests.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : undefined });
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  return {
    requests,
    http: createHttp({ baseUrl: 'http://localhost:8000/api', fetch: fetchImpl as typeof fetch }),
  };
}

describe('AlertBodySchema', () => {
  it('takes an address as the newsletter box does, and one of the two kinds', () => {
    expect(AlertBodySchema.parse({ email: ' Amina@Example.com ', kind: 'price_drop' })).toEqual({
      email: 'amina@example.com',
      kind: 'price_drop',
    });
    const refused = AlertBodySchema.safeParse({ email: 'amina@example.com', kind: 'newsletter' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['kind'], message: ALERT_KIND_INVALID });
  });
});

describe('alert texts', () => {
  it('name the product and the shop', () => {
    expect(isAlertKind('back_in_stock')).toBe(true);
    expect(isAlertKind('newsletter')).toBe(false);
    expect(alertConfirmedText('back_in_stock', 'Mint Tea', 'Tea House')).toBe(
      'We’ll e-mail you when Mint Tea is back in stock at Tea House.',
    );
    expect(alertUnsubscribedText('back_in_stock', 'Mint Tea', 'Tea House')).toBe(
      'You won’t get back-in-stock alerts for Mint Tea from Tea House any more.',
    );
    expect(alertAsksText('price_drop', 'Mint Tea', 'Tea House')).toBe(
      'Stop the price-drop alert for Mint Tea from Tea House?',
    );
    expect(alertName('price_drop')).toBe('price-drop alert');
  });
});

describe('alert calls', () => {
  it('signs up on the product of the shop', async () => {
    const server = recording({ message: 'ok' });
    await createAlertsApi(server.http).subscribe('tea house', 'p1', {
      email: 'ann@example.com',
      kind: 'back_in_stock',
    });
    expect(server.requests).toEqual([
      {
        method: 'POST',
        url: 'http://localhost:8000/api/shops/tea%20house/products/p1/alerts',
        body: { email: 'ann@example.com', kind: 'back_in_stock' },
      },
    ]);
  });

  it('reads the counts of the seller', async () => {
    const server = recording({ productId: 'p1', backInStock: 2, priceDrop: 0 });
    const alerts = createSellerAlertsApi(server.http);
    expect(await alerts.productCounts('p1')).toEqual({ productId: 'p1', backInStock: 2, priceDrop: 0 });
    const list = recording({ products: [] });
    expect(await createSellerAlertsApi(list.http).counts()).toEqual({ products: [] });
    expect(server.requests[0]?.url).toBe('http://localhost:8000/api/seller/products/p1/alerts');
    expect(list.requests[0]?.url).toBe('http://localhost:8000/api/seller/alerts');
  });
});
