import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import { resolveApiBaseUrl } from './base-url.js';
import { createCatalogueApi, createGlobalCatalogueApi } from './catalogue.js';
import { type ApiClient, createApiClient } from './client.js';
import { createHttp, path } from './http.js';
import { shopperIdentity } from './identity.js';

interface Recorded {
  method: string;
  url: string;
  credentials: string;
  authorization: string | null;
  guest: string | null;
  body: unknown;
}

const BASE = 'http://localhost:8000/api';

function fakeServer(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Recorded[] = [];
  const fetchImpl = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    requests.push({
      method: request.method,
      url: request.url,
      credentials: request.credentials,
      authorization: request.headers.get('authorization'),
      guest: request.headers.get('x-guest-session'),
      body: text ? JSON.parse(text) : undefined,
    });
    return respond(request);
  };
  return { requests, fetch: fetchImpl as typeof fetch };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const product = { _id: 'p1', name: 'Rooibos', price: 4.5, slug: 'rooibos' };
const order = { orderNumber: 'SK1001', products: [{ name: 'Rooibos', quantity: 1, price: 4.5 }] };
const shippingInfo = {
  name: 'Thandi',
  address: '1 Long St',
  email: 't@example.com',
  phone: '0821234567',
  post: '8001',
  province: 'Western Cape',
  city: 'Cape Town',
  area: 'CBD',
};

interface CallCase {
  name: string;
  invoke: (api: ApiClient) => Promise<unknown>;
  method: string;
  url: string;
  body?: unknown;
  response: unknown;
  fallback: string;
}

const cases: CallCase[] = [
  {
    name: 'categories',
    invoke: (a) => a.catalogue.getCategories('s1'),
    method: 'GET',
    url: '/home/get-categorys/s1',
    response: { categorys: [{ name: 'Tea', image: 'x' }] },
    fallback: 'Failed to fetch categories',
  },
  {
    name: 'home products',
    invoke: (a) => a.catalogue.getHomeProducts('s1'),
    method: 'GET',
    url: '/home/seller/s1/products',
    response: { products: [product] },
    fallback: 'Failed to fetch products',
  },
  {
    name: 'product by slug',
    invoke: (a) => a.catalogue.getProductBySlug('s1', 'rooibos tea'),
    method: 'GET',
    url: '/home/seller/s1/product/rooibos%20tea',
    response: { product },
    fallback: 'Failed to fetch product',
  },
  {
    name: 'product by id',
    invoke: (a) => a.catalogue.getProductById('s1', 'p1'),
    method: 'GET',
    url: '/home/seller/s1/product/id/p1',
    response: { product },
    fallback: 'Failed to fetch product',
  },
  {
    name: 'price range',
    invoke: (a) => a.catalogue.getPriceRange('s1'),
    method: 'GET',
    url: '/home/seller/price-range-latest-product/s1',
    response: {},
    fallback: 'Failed to fetch price range products',
  },
  {
    name: 'banners',
    invoke: (a) => a.catalogue.getBanners('s1'),
    method: 'GET',
    url: '/banner/get/s1',
    response: { banner: [{ banner: 'b.jpg' }] },
    fallback: 'Failed to fetch banners',
  },
  {
    name: 'banner list',
    invoke: (a) => a.catalogue.listBanners('s1'),
    method: 'GET',
    url: '/banners/s1',
    response: [{ banner: 'b.jpg' }],
    fallback: 'Failed to fetch banners',
  },
  {
    name: 'query products',
    invoke: (a) =>
      a.catalogue.queryProducts('s1', {
        category: 'Tea & Herbs',
        lowPrice: 0,
        highPrice: 100,
        sortPrice: 'low-to-high',
        pageNumber: 2,
        searchValue: '',
      }),
    method: 'GET',
    url: '/home/seller/s1/query-products?category=Tea+%26+Herbs&lowPrice=0&highPrice=100&sortPrice=low-to-high&pageNumber=2',
    response: { products: [product], totalProduct: 1, parPage: 12 },
    fallback: 'Failed to query products',
  },
  {
    name: 'global search',
    invoke: (a) => a.catalogue.searchProducts('tea/coffee & more'),
    method: 'GET',
    url: '/home/search-products/tea%2Fcoffee%20%26%20more',
    response: { products: [product], totalProduct: 1 },
    fallback: 'Failed to load search results',
  },
  {
    name: 'global search, one page sorted by price (portal)',
    invoke: (a) => a.catalogue.searchProducts('tea', { page: 2, perPage: 24, sortPrice: 'high-to-low' }),
    method: 'GET',
    url: '/home/search-products/tea?page=2&perPage=24&sortPrice=high-to-low',
    response: { products: [product], totalProduct: 30, parPage: 24 },
    fallback: 'Failed to load search results',
  },
  {
    name: 'shop directory (portal)',
    invoke: (a) => a.catalogue.listShops(),
    method: 'GET',
    url: '/home/shops',
    response: {
      shops: [{ _id: 's1', name: 'green-pantry', shopName: 'Green Pantry', logo: null, productCount: 24 }],
    },
    fallback: 'Failed to load shops',
  },
  {
    name: 'submit review',
    invoke: (a) => a.reviews.submitReview({ name: 'Ann', review: 'Lovely', rating: 5, productId: 'p1' }),
    method: 'POST',
    url: '/home/customer/submit-review',
    body: { name: 'Ann', review: 'Lovely', rating: 5, productId: 'p1' },
    response: { message: 'Review submitted successfully' },
    fallback: 'Failed to submit review',
  },
  {
    name: 'reviews',
    invoke: (a) => a.reviews.getReviews('p1', 3),
    method: 'GET',
    url: '/home/customer/get-reviews/p1?pageNo=3',
    response: { reviews: [], totalReview: 0 },
    fallback: 'Failed to fetch reviews',
  },
  {
    name: 'seller by name',
    invoke: (a) => a.seller.findByName('Tea House'),
    method: 'GET',
    url: '/search-seller?name=Tea+House',
    response: { seller: { id: 's1', name: 'tea-house' } },
    fallback: 'Failed to fetch seller ID',
  },
  {
    name: 'seller by id',
    invoke: (a) => a.seller.findById('s1'),
    method: 'GET',
    url: '/search-seller-by-id?id=s1',
    response: { seller: null },
    fallback: 'Failed to fetch seller ID',
  },
  {
    name: 'support info',
    invoke: (a) => a.seller.getSupportInfo('s1'),
    method: 'GET',
    url: '/get-support-info-by-seller/s1',
    response: { supportInfo: { email: 'a@b.co' }, seller: { _id: 's1', name: 'tea' } },
    fallback: 'Failed to fetch support info',
  },
  {
    name: 'social media',
    invoke: (a) => a.seller.getSocialMedia('s1'),
    method: 'GET',
    url: '/social-media/seller/s1',
    response: { socialMedia: { facebook: 'https://fb.com/x' } },
    fallback: 'Failed to fetch social media links',
  },
  {
    name: 'links content',
    invoke: (a) => a.seller.getLinksContent('s1'),
    method: 'GET',
    url: '/links-content/s1',
    response: { linksContent: { aboutShop: 'Hi' } },
    fallback: 'Failed to fetch content',
  },
  {
    name: 'content',
    invoke: (a) => a.content.getContent('About Us'),
    method: 'GET',
    url: '/content/About%20Us',
    response: { 'About Us': 'Text' },
    fallback: 'Failed to fetch content',
  },
  {
    name: 'save contact',
    invoke: (a) =>
      a.seller.saveContact({ name: 'A', email: 'a@b.co', subject: 'S', message: 'M', sellerId: 's1' }),
    method: 'POST',
    url: '/save-contact',
    body: { name: 'A', email: 'a@b.co', subject: 'S', message: 'M', sellerId: 's1' },
    response: { message: 'Message sent' },
    fallback: 'Failed to send message',
  },
  {
    name: 'add to cart',
    invoke: (a) => a.cart.addToCart({ sessionId: 'g1', productId: 'p1', quantity: 2, addons: [] }),
    method: 'POST',
    url: '/home/product/add-to-card',
    body: { sessionId: 'g1', productId: 'p1', quantity: 2, addons: [] },
    response: { message: 'Added to cart' },
    fallback: 'Failed to add product to cart',
  },
  {
    name: 'customer cart',
    invoke: (a) => a.cart.getCart({ userId: 'u1' }, 's1'),
    method: 'GET',
    url: '/home/product/get-card-product/u1/s1',
    response: { card_products: [], shipping_fee: 5 },
    fallback: 'Failed to get cart products',
  },
  {
    name: 'guest cart',
    invoke: (a) => a.cart.getCart({ sessionId: 'g1' }, 's1'),
    method: 'GET',
    url: '/home/product/get-card-product-guest/g1/s1',
    response: { card_products: [], shipping_fee: 5 },
    fallback: 'Failed to get cart products',
  },
  {
    name: 'delete cart line',
    invoke: (a) => a.cart.deleteLine('c1'),
    method: 'DELETE',
    url: '/home/product/delete-card-product/c1',
    response: { message: 'Deleted' },
    fallback: 'Failed to delete cart product',
  },
  {
    name: 'quantity inc',
    invoke: (a) => a.cart.increaseQuantity('c1'),
    method: 'PUT',
    url: '/home/product/quantity-inc/c1',
    response: { message: 'ok' },
    fallback: 'Failed to increase quantity',
  },
  {
    name: 'quantity dec',
    invoke: (a) => a.cart.decreaseQuantity('c1'),
    method: 'PUT',
    url: '/home/product/quantity-dec/c1',
    response: { message: 'ok' },
    fallback: 'Failed to decrease quantity',
  },
  {
    name: 'update cart item',
    invoke: (a) => a.cart.updateLine('c1', { addons: [{ text: 'Wrap', price: 1 }] }),
    method: 'PUT',
    url: '/home/product/update-cart-item/c1',
    body: { addons: [{ text: 'Wrap', price: 1 }] },
    response: { message: 'ok' },
    fallback: 'Failed to update cart item',
  },
  {
    name: 'add to wishlist',
    invoke: (a) => a.wishlist.add({ userId: 'u1', productId: 'p1' }),
    method: 'POST',
    url: '/home/product/add-to-wishlist',
    body: { userId: 'u1', productId: 'p1' },
    response: { message: 'Added' },
    fallback: 'Failed to add to wishlist',
  },
  {
    name: 'wishlist',
    invoke: (a) => a.wishlist.list({ userId: 'u1' }),
    method: 'GET',
    url: '/home/product/get-wishlist-products/u1',
    response: { wishlists: [], wishlistCount: 0 },
    fallback: 'Failed to fetch wishlist',
  },
  {
    name: 'guest wishlist',
    invoke: (a) => a.wishlist.list({ sessionId: 'g1' }),
    method: 'GET',
    url: '/home/product/get-wishlist-products-guest/g1',
    response: { wishlists: [], wishlistCount: 0 },
    fallback: 'Failed to fetch wishlist',
  },
  {
    name: 'delete wishlist',
    invoke: (a) => a.wishlist.remove('w1'),
    method: 'DELETE',
    url: '/home/product/delete-wishlist-product/w1',
    response: { message: 'Removed', wishlistId: 'w1' },
    fallback: 'Failed to remove from wishlist',
  },
  {
    name: 'register',
    invoke: (a) => a.auth.register({ name: 'Ann', email: 'a@b.co', password: 'secret123' }),
    method: 'POST',
    url: '/customer/customer-register',
    body: { name: 'Ann', email: 'a@b.co', password: 'secret123' },
    response: { token: 't', message: 'Registered' },
    fallback: 'Registration failed',
  },
  {
    name: 'login',
    invoke: (a) => a.auth.login({ email: 'a@b.co', password: 'secret123' }),
    method: 'POST',
    url: '/customer/customer-login',
    body: { email: 'a@b.co', password: 'secret123' },
    response: { token: 't', message: 'Welcome' },
    fallback: 'Login failed',
  },
  {
    name: 'place order',
    invoke: (a) =>
      a.orders.placeOrder({
        products: [{ productId: 'p1', quantity: 1 }],
        shippingInfo,
        userId: null,
        notes: '',
      }),
    method: 'POST',
    url: '/home/order/place-order',
    body: { products: [{ productId: 'p1', quantity: 1 }], shippingInfo, userId: null, notes: '' },
    response: { message: 'Order placed', order },
    fallback: 'Failed to place order',
  },
  {
    name: 'orders',
    invoke: (a) => a.orders.listOrders('u1', 'pending'),
    method: 'GET',
    url: '/home/customer/gat-orders/u1/pending',
    response: { orders: [order] },
    fallback: 'Failed to fetch order',
  },
  {
    name: 'order',
    invoke: (a) => a.orders.getOrder('SK1001'),
    method: 'GET',
    url: '/home/customer/gat-order/SK1001',
    response: { order },
    fallback: 'Failed to fetch order',
  },
  {
    name: 'cancel order',
    invoke: (a) => a.orders.cancelOrder('SK1001'),
    method: 'PUT',
    url: '/order/cancel-order/SK1001',
    response: { message: 'Order cancelled', order },
    fallback: 'Failed to cancel order',
  },
  {
    name: 'guest orders',
    invoke: (a) => a.orders.listGuestOrders({ email: 'a+b@c.co' }),
    method: 'GET',
    url: '/home/customer/guest-orders?email=a%2Bb%40c.co',
    response: { orders: [], customer: null },
    fallback: 'Failed to fetch guest orders',
  },
  {
    name: 'dashboard',
    invoke: (a) => a.orders.getDashboardData('u1'),
    method: 'GET',
    url: '/home/customer/gat-dashboard-data/u1',
    response: { totalOrder: 1 },
    fallback: 'Failed to fetch dashboard data',
  },
  {
    name: 'public payment config',
    invoke: (a) => a.payment.getPublicConfig('s1'),
    method: 'GET',
    url: '/seller/s1/payment-config/public',
    response: { success: true, config: { clientUrl: 'http://localhost:8000' } },
    fallback: 'Failed to load payment configuration',
  },
  {
    name: 'payment methods',
    invoke: (a) => a.payment.getMethods('s1'),
    method: 'GET',
    url: '/seller/s1/payment-methods',
    response: { success: true, enabledMethods: ['eft'] },
    fallback: 'Failed to load payment configuration',
  },
  {
    name: 'payment config',
    invoke: (a) => a.payment.getConfig('s1'),
    method: 'GET',
    url: '/seller/s1/payment-config',
    response: { config: { stripe: { isEnabled: true, publishableKey: 'pk_test' } } },
    fallback: 'Failed to load Stripe configuration',
  },
  {
    name: 'stripe payment',
    invoke: (a) => a.payment.createStripePayment({ orderNumber: 'SK1001', sellerId: 's1', price: 10 }),
    method: 'POST',
    url: '/order/create-payment',
    body: { orderNumber: 'SK1001', sellerId: 's1', price: 10 },
    response: { clientSecret: 'pi_1_secret_2' },
    fallback: 'Failed to create payment',
  },
  {
    name: 'paypal order',
    invoke: (a) => a.payment.createPaypalOrder({ orderNumber: 'SK1001', sellerId: 's1' }),
    method: 'POST',
    url: '/payment/create-paypal-order',
    body: { orderNumber: 'SK1001', sellerId: 's1' },
    response: { orderId: 'PP1' },
    fallback: 'PayPal payment failed. Please try again.',
  },
  {
    name: 'paypal capture',
    invoke: (a) => a.payment.capturePaypalPayment({ orderId: 'PP1', sellerId: 's1' }),
    method: 'POST',
    url: '/payment/capture-paypal-payment',
    body: { orderId: 'PP1', sellerId: 's1' },
    response: { message: 'Payment captured successfully' },
    fallback: 'Payment capture failed',
  },
  {
    name: 'order confirm',
    invoke: (a) => a.payment.confirmOrder('SK1001', { paymentMethod: 'stripe' }),
    method: 'PUT',
    url: '/order/order-confirm/SK1001',
    body: { paymentMethod: 'stripe' },
    response: { success: true, message: 'Order confirmed' },
    fallback: 'Failed to confirm order',
  },
  {
    name: 'payfast payment',
    invoke: (a) => a.payment.createPayfastPayment({ orderNumber: 'SK1001', sellerId: 's1' }),
    method: 'POST',
    url: '/payment/create-payfast-payment',
    body: { orderNumber: 'SK1001', sellerId: 's1' },
    response: { form: '<form></form>', message: 'ok' },
    fallback: 'Failed to create PayFast payment',
  },
  {
    name: 'cybersource payment',
    invoke: (a) =>
      a.payment.createCybersourcePayment({
        orderNumber: 'SK1001',
        amount: 1000,
        cardDetails: {
          number: '4111111111111111',
          expirationMonth: '12',
          expirationYear: '2031',
          securityCode: '123',
        },
        billingAddress: { firstName: 'An', lastName: 'Bo', email: 'a@b.co' },
      }),
    method: 'POST',
    url: '/payment/create-cybersource-payment',
    body: {
      orderNumber: 'SK1001',
      amount: 1000,
      cardDetails: {
        number: '4111111111111111',
        expirationMonth: '12',
        expirationYear: '2031',
        securityCode: '123',
      },
      billingAddress: { firstName: 'An', lastName: 'Bo', email: 'a@b.co' },
    },
    response: { success: true, status: 'AUTHORIZED' },
    fallback: 'CyberSource payment failed',
  },
  {
    name: 'offline payment',
    invoke: (a) => a.payment.createOfflinePayment({ orderNumber: 'SK1001', paymentMethod: 'eft' }),
    method: 'POST',
    url: '/order/create-offline-payment',
    body: { orderNumber: 'SK1001', paymentMethod: 'eft' },
    response: { success: true, paymentReference: 'EFT-SK1001-1', message: 'ok' },
    fallback: 'Failed to create offline payment',
  },
];

describe('API client: every call of spec §7', () => {
  it.each(cases)('$name: method, URL, body, credentials', async (call) => {
    const server = fakeServer(() => json(call.response));
    const api = createApiClient({
      baseUrl: BASE,
      fetch: server.fetch,
      getToken: () => 'tok',
      getGuestSessionId: () => '5d1c9a3e-7b2f-4e8a-9c6d-0f1e2a3b4c5d',
    });
    await call.invoke(api);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe(call.method);
    expect(request?.url).toBe(`${BASE}${call.url}`);
    expect(request?.body).toEqual(call.body);
    expect(request?.credentials).toBe('include');
    expect(request?.authorization).toBe('Bearer tok');
    expect(request?.guest).toBe('5d1c9a3e-7b2f-4e8a-9c6d-0f1e2a3b4c5d');
  });

  it.each(cases)('$name: the spec fallback when the failure carries no text', async (call) => {
    const server = fakeServer(() => new Response('', { status: 500 }));
    const api = createApiClient({ baseUrl: BASE, fetch: server.fetch });
    const error = await call.invoke(api).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: call.fallback, status: 500 });
  });

  it.each(cases)('$name: the server error text wins', async (call) => {
    const server = fakeServer(() => json({ error: 'Seller not found' }, 404));
    const api = createApiClient({ baseUrl: BASE, fetch: server.fetch });
    await expect(call.invoke(api)).rejects.toMatchObject({ message: 'Seller not found', status: 404 });
  });
});

describe('API client behaviour', () => {
  it('builds one area on its own over the HTTP layer, sending the same call', async () => {
    const server = fakeServer(() => json({ categorys: [] }));
    const catalogue = createCatalogueApi(createHttp({ baseUrl: BASE, fetch: server.fetch }));
    await expect(catalogue.getCategories('s1')).resolves.toEqual({ categorys: [] });
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: `${BASE}/home/get-categorys/s1` });
  });

  it('builds the calls across every shop on their own: the global search and the shop directory', async () => {
    const server = fakeServer(() => json({ products: [], totalProduct: 0, didYouMean: 'tea' }));
    const global = createGlobalCatalogueApi(createHttp({ baseUrl: BASE, fetch: server.fetch }));
    expect(Object.keys(global).sort()).toEqual(['listShops', 'searchProducts']);
    await expect(
      global.searchProducts('tae', { category: 'Drinks', lowPrice: 25, highPrice: 49.99 }),
    ).resolves.toEqual({
      products: [],
      totalProduct: 0,
      didYouMean: 'tea',
    });
    expect(server.requests[0]?.url).toBe(
      `${BASE}/home/search-products/tae?category=Drinks&lowPrice=25&highPrice=49.99`,
    );
  });

  it('sends no Authorization header without a token', async () => {
    const server = fakeServer(() => json({ categorys: [] }));
    await createApiClient({
      baseUrl: BASE,
      fetch: server.fetch,
      getToken: () => null,
    }).catalogue.getCategories('s1');
    expect(server.requests[0]?.authorization).toBeNull();
    expect(server.requests[0]?.guest).toBeNull();
  });

  it('reads the message field when there is no error field', async () => {
    const server = fakeServer(() =>
      json({ message: 'You can only add products from one seller at a time.' }, 409),
    );
    const api = createApiClient({ baseUrl: BASE, fetch: server.fetch });
    await expect(api.cart.addToCart({ sessionId: 'g', productId: 'p', quantity: 1 })).rejects.toMatchObject({
      message: 'You can only add products from one seller at a time.',
      status: 409,
      body: { message: 'You can only add products from one seller at a time.' },
    });
  });

  it('uses the fallback for a non-JSON error body', async () => {
    const server = fakeServer(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const api = createApiClient({ baseUrl: BASE, fetch: server.fetch });
    await expect(api.catalogue.getCategories('s1')).rejects.toMatchObject({
      message: 'Failed to fetch categories',
      status: 502,
    });
  });

  it('turns a network failure into the fallback with status 0', async () => {
    const api = createApiClient({
      baseUrl: BASE,
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(api.catalogue.getBanners('s1')).rejects.toMatchObject({
      message: 'Failed to fetch banners',
      status: 0,
    });
  });

  it('rejects with the abort, not a worded failure, when the caller cancels', async () => {
    const controller = new AbortController();
    const api = createApiClient({
      baseUrl: BASE,
      fetch: ((_input: Request | string | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          const signal = init?.signal ?? (_input instanceof Request ? _input.signal : undefined);
          if (signal?.aborted) reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason));
        })) as typeof fetch,
    });
    const search = api.catalogue.searchProducts('tea', {}, { signal: controller.signal });
    controller.abort(new DOMException('outdated', 'AbortError'));
    await expect(search).rejects.toMatchObject({ name: 'AbortError', message: 'outdated' });
  });

  it('rejects a response that does not match its schema, keeping the status', async () => {
    const server = fakeServer(() => json({ clientSecret: '' }));
    const api = createApiClient({ baseUrl: BASE, fetch: server.fetch });
    await expect(
      api.payment.createStripePayment({ orderNumber: 'SK1', sellerId: 's1' }),
    ).rejects.toMatchObject({
      message: 'Failed to create payment',
      status: 200,
    });
  });

  it('parses responses with the §9 defaults', async () => {
    const server = fakeServer(() =>
      json({ products: [product, { name: 'no id', price: 3 }], totalProduct: 1 }),
    );
    const api = createApiClient({ baseUrl: BASE, fetch: server.fetch });
    const result = await api.catalogue.queryProducts('s1');
    expect(result.parPage).toBe(4);
    expect(result.products).toHaveLength(1);
    expect(result.products[0]).toMatchObject({ currency: 'USD', packSize: 1, discount: 0, images: [] });
    expect(server.requests[0]?.url).toBe(`${BASE}/home/seller/s1/query-products`);
  });

  it('returns an empty cart and wishlist for a guest without a session id, without calling', async () => {
    const server = fakeServer(() => json({}));
    const api = createApiClient({ baseUrl: BASE, fetch: server.fetch });
    const cart = await api.cart.getCart(shopperIdentity({ userId: null, sessionId: null }), 's1');
    expect(cart).toMatchObject({ card_products: [], shipping_fee: 0, price: 0, outofstock_products: [] });
    expect((await api.wishlist.list(null)).wishlists).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});

describe('shopperIdentity', () => {
  it('prefers the signed-in user', () => {
    expect(shopperIdentity({ userId: 'u1', sessionId: 'g1' })).toEqual({ userId: 'u1' });
    expect(shopperIdentity({ sessionId: 'g1' })).toEqual({ sessionId: 'g1' });
    expect(shopperIdentity({})).toBeNull();
  });
});

describe('path', () => {
  it('encodes every interpolated segment', () => {
    expect(path`a/${'b c'}/${'d/e'}/${7}`).toBe('a/b%20c/d%2Fe/7');
  });
});

describe('resolveApiBaseUrl (spec §7)', () => {
  it('talks to localhost:8000 from a localhost page', () => {
    expect(resolveApiBaseUrl({ page: { hostname: 'localhost', origin: 'http://localhost:5173' } })).toBe(
      'http://localhost:8000/api',
    );
    expect(resolveApiBaseUrl({ page: { hostname: '127.0.0.1', origin: 'http://127.0.0.1:4173' } })).toBe(
      'http://localhost:8000/api',
    );
  });

  it('uses same-origin /api when served by the Souk server', () => {
    expect(
      resolveApiBaseUrl({
        page: { hostname: 'localhost', origin: 'http://localhost:8123' },
        servedByApi: true,
      }),
    ).toBe('http://localhost:8123/api');
  });

  it('uses the configured production host elsewhere', () => {
    expect(
      resolveApiBaseUrl({
        page: { hostname: 'shop.example.com', origin: 'https://shop.example.com' },
        productionApiUrl: 'https://api.example.com/api/',
      }),
    ).toBe('https://api.example.com/api');
    expect(
      resolveApiBaseUrl({ page: { hostname: 'shop.example.com', origin: 'https://shop.example.com' } }),
    ).toBe('https://shop.example.com/api');
    expect(resolveApiBaseUrl({})).toBe('http://localhost:8000/api');
  });
});
