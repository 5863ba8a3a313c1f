import { describe, expect, it } from 'vitest';
import { createHttp } from './api/http.js';
import { BuyAgainItemSchema, createBuyAgainApi } from './buy-again/index.js';
import { ApiError } from './errors.js';
import { createRecentlyViewedApi } from './recently-viewed/index.js';
import { createSellerNewsletterApi, createSubscriptionsApi } from './subscriptions/index.js';

// the issue 22 entries' calls (buy again, recently viewed, the newsletter) against a recording fetch:
// each sends the method, path, query and body the API serves, with the caller's token, and parses the answer

interface Recorded {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

function fakeServer(answer: unknown, status = 200) {
  const requests: Recorded[] = [];
  const fetchImpl = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    requests.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  };
  const http = createHttp({
    baseUrl: 'http://localhost:8000/api',
    getToken: () => 'token-1',
    fetch: fetchImpl as typeof fetch,
  });
  return { requests, http };
}

const item = {
  productId: 'p1',
  name: 'Green Tea',
  slug: 'green-tea',
  image: '',
  price: 4.5,
  discount: 0,
  currency: 'USD',
  status: 'available',
  lastOrderedAt: '2026-11-02T09:00:00.000Z',
  orderNumber: 'SK1001',
};
const link = {
  message: 'ok',
  kind: 'newsletter',
  shopName: 'Tea House',
  sellerName: 'tea-house',
  email: 'a***@example.com',
  status: 'confirmed',
};

describe('createBuyAgainApi', () => {
  it("GETs the shop's list with the customer's token and parses it", async () => {
    const server = fakeServer({ products: [item] });
    const { products } = await createBuyAgainApi(server.http).list('tea house');
    expect(products).toEqual([BuyAgainItemSchema.parse(item)]);
    expect(server.requests).toEqual([
      {
        method: 'GET',
        url: 'http://localhost:8000/api/shops/tea%20house/buy-again',
        authorization: 'Bearer token-1',
        body: undefined,
      },
    ]);
  });

  it("rejects with the server's message, or its fallback for an answer of another shape", async () => {
    const refused = await createBuyAgainApi(fakeServer({ error: 'Seller not found' }, 404).http)
      .list('x')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ message: 'Seller not found', status: 404 });
    await expect(createBuyAgainApi(fakeServer({ products: [{ name: 1 }] }).http).list('x')).rejects.toThrow(
      'Failed to fetch products to buy again',
    );
  });
});

describe('createRecentlyViewedApi', () => {
  it('reads products by ids in their order, and the customer’s list: read, record, clear', async () => {
    const products = fakeServer({ products: [] });
    await createRecentlyViewedApi(products.http).productsByIds('s1', ['p3', 'p1']);
    expect(products.requests[0]).toMatchObject({
      method: 'GET',
      url: 'http://localhost:8000/api/home/products-by-ids/s1?ids=p3%2Cp1',
    });

    const list = fakeServer({ productIds: ['p1'] });
    const api = createRecentlyViewedApi(list.http);
    expect(await api.list('s1')).toEqual({ productIds: ['p1'] });
    await api.record('s1', ['p2', 'p1']);
    await api.clear('s1');
    expect(list.requests).toEqual([
      {
        method: 'GET',
        url: 'http://localhost:8000/api/customer/recently-viewed/s1',
        authorization: 'Bearer token-1',
        body: undefined,
      },
      {
        method: 'POST',
        url: 'http://localhost:8000/api/customer/recently-viewed/s1',
        authorization: 'Bearer token-1',
        body: { productIds: ['p2', 'p1'] },
      },
      {
        method: 'DELETE',
        url: 'http://localhost:8000/api/customer/recently-viewed/s1',
        authorization: 'Bearer token-1',
        body: undefined,
      },
    ]);
  });
});

describe('createSubscriptionsApi and createSellerNewsletterApi', () => {
  it('subscribes to a shop, confirms, describes and follows an unsubscribe link', async () => {
    const server = fakeServer(link);
    const api = createSubscriptionsApi(server.http);
    await api.confirm('t1');
    await api.describeUnsubscribeLink('t2');
    expect(await api.unsubscribe('t2')).toEqual(link);
    expect(server.requests.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', 'http://localhost:8000/api/subscriptions/confirm', { token: 't1' }],
      ['GET', 'http://localhost:8000/api/subscriptions/unsubscribe?token=t2', undefined],
      ['POST', 'http://localhost:8000/api/subscriptions/unsubscribe?token=t2', undefined],
    ]);

    const signUp = fakeServer({ message: 'Check your inbox' });
    await createSubscriptionsApi(signUp.http).subscribeToNewsletter('tea house', {
      email: 'ann@example.com',
    });
    expect(signUp.requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:8000/api/shops/tea%20house/newsletter',
      body: { email: 'ann@example.com' },
    });
  });

  it("lists a page of the seller's subscribers with the counts", async () => {
    const answer = {
      counts: { pending: 1, confirmed: 2, unsubscribed: 0 },
      subscribers: [],
      page: 2,
      pages: 2,
    };
    const server = fakeServer(answer);
    expect(await createSellerNewsletterApi(server.http).listSubscribers({ page: 2 })).toEqual(answer);
    await createSellerNewsletterApi(server.http).listSubscribers();
    expect(server.requests.map((request) => request.url)).toEqual([
      'http://localhost:8000/api/seller/newsletter?page=2',
      'http://localhost:8000/api/seller/newsletter',
    ]);
  });
});
