import { randomUUID } from 'node:crypto';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, categories, sellerSessions, wishlistItems } from '../src/db/schema.js';
import { addToWishlist } from './cart-fixtures.js';
import { insertBanner, insertReview } from './catalogue-fixtures.js';
import { insertCategory, insertProduct } from './fixtures.js';
import { createWorld, type World } from './fuzz/world.js';
import { multipart } from './media-fixtures.js';
import { insertCartLine, placeOrderBody } from './order-fixtures.js';
import { guest, placeGuestOrder, recordOfflinePayment } from './seller-console-fixtures.js';

/**
 * One table over every call that takes an id (issue 19 point 14): a path parameter, a query parameter or a
 * top-level body field naming a product, order, cart line, wishlist item, shop, review, message, media,
 * session or customer. Each row calls the route on a target owned by customer A, guest G or shop A, as
 * each of seven roles, and states which of them may act: those get a 2xx (or, for payment calls that the
 * shop's settings refuse, any answer but 401/403/404); everybody else gets 401, 403 or 404 and changes no
 * table. The first test fails when a route that takes an id has no row, or a row names no route: a new
 * route cannot slip in without its rule.
 *
 * The seller area's routes without ids (lists, settings) and the no-leak checks of seller A against shop B's
 * rows stay in seller-access.test.ts, which names every /api/seller route.
 */

const ROLES = [
  'owner',
  'ownerGuest',
  'otherCustomer',
  'otherGuest',
  'seller',
  'otherSeller',
  'anonymous',
] as const;
type Role = (typeof ROLES)[number];

/** Field names that carry an id (paths, queries, top-level body fields). */
const ID_FIELD = /^(id|ids|orderNumber|paymentReference)$|Ids?$/;
const ID_PATH_PARAM = /^(slug)$/;

interface Target {
  url: string;
  body?: unknown;
}

interface Row {
  /** Method and path as the app registers it (OpenAPI form). */
  route: string;
  /** Who owns the target: the row's label and its fresh data say whose it is. */
  owner: 'customer' | 'guest' | 'seller' | 'nobody';
  /** The roles that may act on the target (every role for a public read). */
  allowed: readonly Role[];
  /** What a refused role gets (default 401, 403 or 404). */
  refusal?: readonly number[];
  /** What an allowed role gets: a 2xx, or (a payment the shop does not offer) anything but 401/403/404. */
  answer?: 'ok' | 'past-authorization';
  /** The request; `fresh` data made for this row (a call that consumes its target gets its own). */
  target(w: Fixtures): Target | Promise<Target>;
}

const EVERYONE = ROLES;
const SHOPPERS_AND_ANONYMOUS: readonly Role[] = [
  'owner',
  'ownerGuest',
  'otherCustomer',
  'otherGuest',
  'anonymous',
];

let world: World;
/** The ids the rows name: customer A's, guest G's and shop A's. */
interface Fixtures {
  sellerId: string;
  productId: string;
  productSlug: string;
  customerId: string;
  customerOrder: string;
  guestOrder: string;
  mediaPath: string;
  fresh: FreshData;
}

interface FreshData {
  cartLine(owner: 'customer' | 'guest'): Promise<string>;
  wishlistItem(owner: 'customer' | 'guest'): Promise<string>;
  order(owner: 'customer' | 'guest'): Promise<string>;
  /** A guest order of shop A with a recorded bank transfer, by its payment reference. */
  payment(): Promise<string>;
  product(): Promise<string>;
  category(): Promise<string>;
  banner(): Promise<string>;
  /** Every category (or banner) id of shop A: a new order must name each once. */
  allOf(table: 'categories' | 'banners'): Promise<string[]>;
  review(): Promise<string>;
  messageId: string;
  session(): Promise<string>;
}

const ROWS: Row[] = [
  // the public catalogue: every role reads it
  ...[
    'GET /api/home/get-categorys/{sellerId}',
    'GET /api/home/seller/{sellerId}/products',
    'GET /api/home/seller/price-range-latest-product/{sellerId}',
    'GET /api/banner/get/{sellerId}',
    'GET /api/banners/{sellerId}',
    'GET /api/home/seller/{sellerId}/query-products',
    'GET /api/get-support-info-by-seller/{sellerId}',
    'GET /api/social-media/seller/{sellerId}',
    'GET /api/links-content/{sellerId}',
    'GET /api/seller/{sellerId}/payment-config/public',
    'GET /api/seller/{sellerId}/payment-methods',
    'GET /api/seller/{sellerId}/payment-config',
  ].map(
    (route): Row => ({
      route,
      owner: 'nobody',
      allowed: EVERYONE,
      target: (w) => ({ url: route.split(' ')[1]?.replace('{sellerId}', w.sellerId) ?? '' }),
    }),
  ),
  {
    route: 'GET /api/home/seller/{sellerId}/product/{slug}',
    owner: 'nobody',
    allowed: EVERYONE,
    target: (w) => ({ url: `/api/home/seller/${w.sellerId}/product/${w.productSlug}` }),
  },
  {
    route: 'GET /api/home/seller/{sellerId}/product/id/{productId}',
    owner: 'nobody',
    allowed: EVERYONE,
    target: (w) => ({ url: `/api/home/seller/${w.sellerId}/product/id/${w.productId}` }),
  },
  {
    route: 'GET /api/home/products-by-ids/{sellerId}',
    owner: 'nobody',
    allowed: EVERYONE,
    target: (w) => ({ url: `/api/home/products-by-ids/${w.sellerId}?ids=${w.productId}` }),
  },
  {
    // an alert sign-up (issue 22): public like the newsletter box, on a product of the shop in the path
    route: 'POST /api/shops/{sellerName}/products/{productId}/alerts',
    owner: 'nobody',
    allowed: EVERYONE,
    target: async (w) => {
      const [shop] = world.shops;
      return {
        url: `/api/shops/${shop?.seller.name}/products/${w.productId}/alerts`,
        body: { email: `watcher-${randomUUID()}@example.com`, kind: 'price_drop' },
      };
    },
  },
  {
    route: 'GET /api/home/customer/get-reviews/{productId}',
    owner: 'nobody',
    allowed: EVERYONE,
    target: (w) => ({ url: `/api/home/customer/get-reviews/${w.productId}` }),
  },
  {
    route: 'GET /api/search-seller-by-id',
    owner: 'nobody',
    allowed: EVERYONE,
    target: (w) => ({ url: `/api/search-seller-by-id?id=${w.sellerId}` }),
  },
  {
    route: 'GET /api/media/{id}/{file}',
    owner: 'nobody',
    allowed: EVERYONE,
    target: (w) => ({ url: w.mediaPath }),
  },
  // anyone may review a product or write to a shop (a body userId must be the caller's own: not sent here)
  {
    route: 'POST /api/home/customer/submit-review',
    owner: 'nobody',
    allowed: EVERYONE,
    target: (w) => ({
      url: '/api/home/customer/submit-review',
      body: { name: 'Sam', review: 'Good', rating: 5, productId: w.productId },
    }),
  },
  {
    route: 'POST /api/save-contact',
    owner: 'nobody',
    allowed: EVERYONE,
    target: (w) => ({
      url: '/api/save-contact',
      body: { sellerId: w.sellerId, name: 'Writer', email: 'w@example.com', subject: 'Hi', message: 'Hello' },
    }),
  },
  // a capture names a PayPal order id, which only a created PayPal payment has (none here): unknown to all
  {
    route: 'POST /api/payment/capture-paypal-payment',
    owner: 'nobody',
    allowed: [],
    target: (w) => ({
      url: '/api/payment/capture-paypal-payment',
      body: { orderId: 'PAYPAL-ORDER-1', sellerId: w.sellerId },
    }),
  },
  // a webhook answers to its provider's signature only: nobody's token counts, and nothing is signed here
  {
    route: 'POST /api/payment/stripe/webhook/{sellerId}',
    owner: 'nobody',
    allowed: [],
    refusal: [400],
    target: (w) => ({
      url: `/api/payment/stripe/webhook/${w.sellerId}`,
      body: { type: 'payment_intent.succeeded' },
    }),
  },

  // the cart and wishlist: customer A by token; guest G by the session id (the guest's only credential)
  {
    route: 'POST /api/home/product/add-to-card',
    owner: 'customer',
    allowed: ['owner'],
    target: (w) => ({
      url: '/api/home/product/add-to-card',
      body: { sellerId: w.sellerId, productId: w.productId, quantity: 1, userId: w.customerId },
    }),
  },
  {
    route: 'POST /api/home/product/add-to-card',
    owner: 'guest',
    // the body's session id is the credential: whoever holds it adds to that guest's cart
    allowed: SHOPPERS_AND_ANONYMOUS.concat(['seller', 'otherSeller']),
    target: (w) => ({
      url: '/api/home/product/add-to-card',
      body: { sellerId: w.sellerId, productId: w.productId, quantity: 1, sessionId: guest.sessionId },
    }),
  },
  {
    route: 'GET /api/home/product/get-card-product/{userId}/{sellerId}',
    owner: 'customer',
    allowed: ['owner'],
    target: (w) => ({ url: `/api/home/product/get-card-product/${w.customerId}/${w.sellerId}` }),
  },
  {
    route: 'GET /api/home/product/get-card-product-guest/{sessionId}/{sellerId}',
    owner: 'guest',
    allowed: EVERYONE,
    target: (w) => ({ url: `/api/home/product/get-card-product-guest/${guest.sessionId}/${w.sellerId}` }),
  },
  ...(['customer', 'guest'] as const).flatMap((owner): Row[] => [
    {
      route: 'DELETE /api/home/product/delete-card-product/{cartId}',
      owner,
      allowed: [owner === 'customer' ? 'owner' : 'ownerGuest'],
      target: async (w) => ({
        url: `/api/home/product/delete-card-product/${await w.fresh.cartLine(owner)}`,
      }),
    },
    {
      route: 'PUT /api/home/product/quantity-inc/{cartId}',
      owner,
      allowed: [owner === 'customer' ? 'owner' : 'ownerGuest'],
      target: async (w) => ({ url: `/api/home/product/quantity-inc/${await w.fresh.cartLine(owner)}` }),
    },
    {
      route: 'PUT /api/home/product/quantity-dec/{cartId}',
      owner,
      allowed: [owner === 'customer' ? 'owner' : 'ownerGuest'],
      target: async (w) => ({ url: `/api/home/product/quantity-dec/${await w.fresh.cartLine(owner)}` }),
    },
    {
      route: 'PUT /api/home/product/update-cart-item/{cartId}',
      owner,
      allowed: [owner === 'customer' ? 'owner' : 'ownerGuest'],
      target: async (w) => ({
        url: `/api/home/product/update-cart-item/${await w.fresh.cartLine(owner)}`,
        body: { quantity: 2, addons: [] },
      }),
    },
    {
      route: 'DELETE /api/home/product/delete-wishlist-product/{wishlistId}',
      owner,
      allowed: [owner === 'customer' ? 'owner' : 'ownerGuest'],
      target: async (w) => ({
        url: `/api/home/product/delete-wishlist-product/${await w.fresh.wishlistItem(owner)}`,
      }),
    },
    {
      route: 'GET /api/home/customer/gat-order/{orderId}',
      owner,
      allowed: [owner === 'customer' ? 'owner' : 'ownerGuest'],
      target: (w) => ({
        url: `/api/home/customer/gat-order/${owner === 'customer' ? w.customerOrder : w.guestOrder}`,
      }),
    },
    {
      route: 'PUT /api/order/cancel-order/{orderNumber}',
      owner,
      allowed: [owner === 'customer' ? 'owner' : 'ownerGuest'],
      target: async (w) => ({ url: `/api/order/cancel-order/${await w.fresh.order(owner)}` }),
    },
    {
      route: 'POST /api/order/create-payment',
      owner,
      allowed: [owner === 'customer' ? 'owner' : 'ownerGuest'],
      // shop A offers bank transfer and cash only: the owner's card payment is refused by the shop's settings
      answer: 'past-authorization',
      target: async (w) => ({
        url: '/api/order/create-payment',
        body: { orderNumber: await w.fresh.order(owner), sellerId: w.sellerId },
      }),
    },
    // these check the shop's provider before the order: shop A has none, so every role, the owner too, gets
    // the shop's 400; the rows pin that nobody gets past it or changes anything
    ...(
      [
        ['POST /api/payment/create-paypal-order', '/api/payment/create-paypal-order', {}],
        ['POST /api/payment/create-payfast-payment', '/api/payment/create-payfast-payment', {}],
        [
          'POST /api/payment/create-cybersource-payment',
          '/api/payment/create-cybersource-payment',
          {
            amount: 1500,
            currency: 'USD',
            cardDetails: {
              number: '4111111111111111',
              expirationMonth: '12',
              expirationYear: '2031',
              securityCode: '123',
            },
            billingAddress: {
              firstName: 'Ann',
              lastName: 'Guest',
              city: 'Cape Town',
              country: 'ZA',
              email: 'ann@example.com',
            },
          },
        ],
      ] as const
    ).map(
      ([route, url, extra]): Row => ({
        route,
        owner,
        allowed: [],
        refusal: [400, 401, 403, 404],
        target: async (w) => ({
          url,
          body: { orderNumber: await w.fresh.order(owner), sellerId: w.sellerId, ...extra },
        }),
      }),
    ),
    {
      route: 'POST /api/order/create-offline-payment',
      owner,
      allowed: [owner === 'customer' ? 'owner' : 'ownerGuest'],
      target: async (w) => ({
        url: '/api/order/create-offline-payment',
        body: { orderNumber: await w.fresh.order(owner), price: 1, paymentMethod: 'eft', bankDetails: {} },
      }),
    },
    {
      route: 'PUT /api/order/order-confirm/{orderNumber}',
      owner,
      allowed: [owner === 'customer' ? 'owner' : 'ownerGuest'],
      answer: 'past-authorization',
      target: async (w) => ({
        url: `/api/order/order-confirm/${await w.fresh.order(owner)}`,
        body: { paymentMethod: 'stripe', paymentIntentId: 'pi_unknown' },
      }),
    },
  ]),
  {
    route: 'POST /api/home/product/add-to-wishlist',
    owner: 'customer',
    allowed: ['owner'],
    target: async (w) => ({
      url: '/api/home/product/add-to-wishlist',
      body: { sellerId: w.sellerId, productId: await w.fresh.product(), userId: w.customerId },
    }),
  },
  {
    route: 'POST /api/home/product/add-to-wishlist',
    owner: 'guest',
    allowed: SHOPPERS_AND_ANONYMOUS.concat(['seller', 'otherSeller']),
    target: async (w) => ({
      url: '/api/home/product/add-to-wishlist',
      body: { sellerId: w.sellerId, productId: await w.fresh.product(), sessionId: guest.sessionId },
    }),
  },
  {
    route: 'GET /api/home/product/get-wishlist-products/{userId}',
    owner: 'customer',
    allowed: ['owner'],
    target: (w) => ({ url: `/api/home/product/get-wishlist-products/${w.customerId}` }),
  },
  {
    route: 'GET /api/home/product/get-wishlist-products-guest/{sessionId}',
    owner: 'guest',
    allowed: EVERYONE,
    target: () => ({ url: `/api/home/product/get-wishlist-products-guest/${guest.sessionId}` }),
  },
  {
    route: 'POST /api/home/order/place-order',
    owner: 'customer',
    allowed: ['owner'],
    target: (w) => ({
      url: '/api/home/order/place-order',
      body: placeOrderBody([{ productId: w.productId, quantity: 1 }], { userId: w.customerId }),
    }),
  },
  {
    route: 'GET /api/home/customer/gat-orders/{customerId}/{status}',
    owner: 'customer',
    allowed: ['owner'],
    target: (w) => ({ url: `/api/home/customer/gat-orders/${w.customerId}/all` }),
  },
  // recently viewed (issue 22): the path names the shop, the token whose list, so every customer reaches
  // their own list only (customer B's call reads or changes B's); without a customer token, 401
  ...(
    [
      ['GET /api/customer/recently-viewed/{sellerId}', undefined],
      ['POST /api/customer/recently-viewed/{sellerId}', 'record'],
      ['DELETE /api/customer/recently-viewed/{sellerId}', undefined],
    ] as const
  ).map(
    ([route, body]): Row => ({
      route,
      owner: 'customer',
      allowed: ['owner', 'otherCustomer'],
      refusal: [401],
      target: (w) => ({
        url: `/api/customer/recently-viewed/${w.sellerId}`,
        ...(body ? { body: { productIds: [w.productId] } } : {}),
      }),
    }),
  ),
  {
    route: 'GET /api/home/customer/gat-dashboard-data/{userId}',
    owner: 'customer',
    allowed: ['owner'],
    target: (w) => ({ url: `/api/home/customer/gat-dashboard-data/${w.customerId}` }),
  },
  // an order lookup by number and the shipping email: anyone holding both
  {
    route: 'GET /api/home/customer/guest-orders',
    owner: 'guest',
    allowed: EVERYONE,
    target: (w) => ({
      url: `/api/home/customer/guest-orders?orderNumber=${w.guestOrder}&email=ann@example.com`,
    }),
  },

  // the seller console: shop A's own rows, for shop A's seller only
  ...(
    [
      [
        'DELETE /api/seller/sessions/{id}',
        async (w) => ({ url: `/api/seller/sessions/${await w.fresh.session()}` }),
      ],
      [
        'PUT /api/seller/payments/{paymentReference}/approve',
        async (w) => ({ url: `/api/seller/payments/${await w.fresh.payment()}/approve` }),
      ],
      [
        'PUT /api/seller/payments/{paymentReference}/reject',
        async (w) => ({
          url: `/api/seller/payments/${await w.fresh.payment()}/reject`,
          body: { reason: 'Not received' },
        }),
      ],
      ['GET /api/seller/orders/{orderNumber}', (w) => ({ url: `/api/seller/orders/${w.guestOrder}` })],
      [
        'POST /api/seller/orders/{orderNumber}/status',
        async (w) => ({
          url: `/api/seller/orders/${await w.fresh.order('guest')}/status`,
          body: { from: 'pending', to: 'processing' },
        }),
      ],
      [
        'PUT /api/seller/messages/{id}',
        (w) => ({ url: `/api/seller/messages/${w.fresh.messageId}`, body: { read: true } }),
      ],
      [
        'POST /api/seller/messages/{id}/replies',
        (w) => ({ url: `/api/seller/messages/${w.fresh.messageId}/replies`, body: { body: 'Thanks' } }),
      ],
      [
        'PUT /api/seller/reviews/{id}',
        async (w) => ({ url: `/api/seller/reviews/${await w.fresh.review()}`, body: { hidden: true } }),
      ],
      ['GET /api/seller/products/{id}', (w) => ({ url: `/api/seller/products/${w.productId}` })],
      [
        'GET /api/seller/products/{id}/alerts',
        (w) => ({ url: `/api/seller/products/${w.productId}/alerts` }),
      ],
      [
        'PUT /api/seller/products/{id}',
        async (w) => ({
          url: `/api/seller/products/${await w.fresh.product()}`,
          body: { name: 'Renamed', price: 2, slug: '', published: true },
        }),
      ],
      [
        'PATCH /api/seller/products/{id}',
        async (w) => ({ url: `/api/seller/products/${await w.fresh.product()}`, body: { stock: 3 } }),
      ],
      [
        'DELETE /api/seller/products/{id}',
        async (w) => ({ url: `/api/seller/products/${await w.fresh.product()}` }),
      ],
      [
        'PUT /api/seller/categories/{id}',
        async (w) => ({
          url: `/api/seller/categories/${await w.fresh.category()}`,
          body: { name: `Renamed ${randomUUID()}` },
        }),
      ],
      [
        'DELETE /api/seller/categories/{id}',
        async (w) => ({ url: `/api/seller/categories/${await w.fresh.category()}` }),
      ],
      [
        'PUT /api/seller/banners/{id}',
        async (w) => ({
          url: `/api/seller/banners/${await w.fresh.banner()}`,
          body: { image: '/images/b.jpg' },
        }),
      ],
      [
        'DELETE /api/seller/banners/{id}',
        async (w) => ({ url: `/api/seller/banners/${await w.fresh.banner()}` }),
      ],
      [
        'POST /api/seller/banners',
        (w) => ({ url: '/api/seller/banners', body: { image: '/images/a.jpg', productId: w.productId } }),
      ],
      // a list of the shop's own ids: another shop's ids are refused (400) or ignored (200, nothing done)
      [
        'POST /api/seller/products/bulk',
        async (w) => ({
          url: '/api/seller/products/bulk',
          body: { ids: [await w.fresh.product()], action: 'unpublish' },
        }),
      ],
      [
        'PUT /api/seller/categories/order',
        async (w) => ({
          url: '/api/seller/categories/order',
          body: { ids: await w.fresh.allOf('categories') },
        }),
      ],
      [
        'PUT /api/seller/banners/order',
        async (w) => ({ url: '/api/seller/banners/order', body: { ids: await w.fresh.allOf('banners') } }),
      ],
    ] as const satisfies readonly (readonly [string, Row['target']])[]
  ).map(([route, target]): Row => ({ route, owner: 'seller', allowed: ['seller'], target })),
];

/**
 * Routes whose rule for another shop's ids is "ignored, 200 with nothing done" or "refused as invalid":
 * another seller's answer may be 200 or 400 there, as long as no table changes.
 */
const OTHER_SELLER_IGNORED = new Set([
  'POST /api/seller/products/bulk',
  'PUT /api/seller/categories/order',
  'PUT /api/seller/banners/order',
]);

function headersOf(role: Role, otherGuest: string): Record<string, string> {
  switch (role) {
    case 'owner':
      return world.headersOf('customer');
    case 'ownerGuest':
      return world.headersOf('guest');
    case 'otherCustomer':
      return world.headersOf('otherCustomer');
    case 'otherGuest':
      return { 'x-guest-session': otherGuest };
    case 'seller':
      return world.headersOf('seller');
    case 'otherSeller':
      return world.headersOf('otherSeller');
    case 'anonymous':
      return {};
  }
}

let fixtures: Fixtures;
let addresses = 0;

beforeAll(async () => {
  world = await createWorld();
  const [shop] = world.shops;
  const [customer] = world.customers;
  if (!shop || !customer) throw new Error('world fixtures missing');
  const { ctx } = world;
  const rows = async (query: SQL) =>
    ((await ctx.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;
  const [customerOrder] = await rows(
    sql`select order_number from orders where customer_id = ${customer.id} order by created_at limit 1`,
  );
  const [message] = await rows(
    sql`select id from contact_messages where seller_id = ${shop.sellerId} limit 1`,
  );
  const image = multipart([{ name: 'a.png', body: await pngBytes() }]);
  const upload = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/seller/media',
    headers: { ...world.headersOf('seller'), ...image.headers },
    payload: image.payload,
  });
  expect(upload.statusCode, upload.body).toBeLessThan(300);
  const mediaUrl = JSON.stringify(upload.json()).match(/\/api\/media\/[^"]+/)?.[0];
  if (!customerOrder || !message || !mediaUrl) throw new Error('world fixtures missing');
  const order = async (owner: 'customer' | 'guest') => {
    if (owner === 'guest') return placeGuestOrder(ctx, shop.productId);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/order/place-order',
      headers: customer.headers,
      payload: placeOrderBody([{ productId: shop.productId, quantity: 1 }], { userId: customer.id }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().order.orderNumber as string;
  };
  fixtures = {
    sellerId: shop.sellerId,
    productId: shop.productId,
    productSlug: shop.product.slug,
    customerId: customer.id,
    customerOrder: String(customerOrder.order_number),
    guestOrder: await placeGuestOrder(ctx, shop.productId),
    mediaPath: mediaUrl,
    fresh: {
      cartLine: (owner) =>
        insertCartLine(ctx.db, {
          sellerId: shop.sellerId,
          productId: shop.productId,
          ...(owner === 'customer' ? { customerId: customer.id } : { sessionId: guest.sessionId }),
          quantity: 2,
        }),
      async wishlistItem(owner) {
        const product = await insertProduct(ctx.db, shop.sellerId);
        const added = await addToWishlist(
          ctx,
          {
            sellerId: shop.sellerId,
            productId: product.id,
            ...(owner === 'customer' ? { userId: customer.id } : { sessionId: guest.sessionId }),
          },
          owner === 'customer' ? customer.headers : guest.headers,
        );
        expect(added.statusCode, added.body).toBeLessThan(300);
        const [item] = await ctx.db
          .select({ id: wishlistItems.id })
          .from(wishlistItems)
          .where(eq(wishlistItems.productId, product.id));
        if (!item) throw new Error('wishlist item missing');
        return item.id;
      },
      order,
      payment: async () => recordOfflinePayment(ctx, await placeGuestOrder(ctx, shop.productId)),
      product: async () => (await insertProduct(ctx.db, shop.sellerId)).id,
      category: async () =>
        (await insertCategory(ctx.db, shop.sellerId, `Category ${randomUUID().slice(0, 8)}`)).id,
      banner: async () => (await insertBanner(ctx.db, shop.sellerId)).id,
      async allOf(table) {
        const source = table === 'categories' ? categories : banners;
        const found = await ctx.db
          .select({ id: source.id })
          .from(source)
          .where(eq(source.sellerId, shop.sellerId));
        return found.map((row) => row.id);
      },
      review: async () => (await insertReview(ctx.db, shop.productId)).id,
      messageId: String(message.id),
      async session() {
        await world.signInSellers();
        const [session] = await ctx.db
          .select({ id: sellerSessions.id })
          .from(sellerSessions)
          .where(eq(sellerSessions.accountId, shop.account.id))
          .orderBy(desc(sellerSessions.createdAt))
          .limit(1);
        if (!session) throw new Error('session missing');
        // a second session, so the row's target is not the session that signs the calls in
        await world.signInSellers();
        return session.id;
      },
    },
  };
});
afterAll(() => world?.close());

function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}

/** Every route of the app that takes an id, as "METHOD /path", from the OpenAPI document. */
async function routesWithIds(): Promise<string[]> {
  const document = (await world.ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string }[];
          requestBody?: { content: Record<string, { schema: { properties?: object } }> };
        }
      >
    >;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => {
        const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in !== 'header');
        const bodyFields = Object.keys(
          Object.values(operation.requestBody?.content ?? {})[0]?.schema.properties ?? {},
        );
        return (
          parameters.some(
            (parameter) =>
              ID_FIELD.test(parameter.name) ||
              (parameter.in === 'path' && ID_PATH_PARAM.test(parameter.name)),
          ) || bodyFields.some((field) => ID_FIELD.test(field))
        );
      })
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

describe('who may act on what: one row per route that takes an id', () => {
  it('the table has a row for every route that takes an id, and no row for a route that is gone', async () => {
    const routes = await routesWithIds();
    const listed = new Set(ROWS.map((row) => row.route));
    expect(routes.filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !routes.includes(route))).toEqual([]);
  });

  it.each(ROWS.map((row) => [`${row.route} (${row.owner})`, row] as const))('%s', async (_name, row) => {
    const otherGuest = randomUUID();
    // the roles refused first: an allowed call may consume its target (a delete, a cancel)
    const ordered = [...ROLES].sort(
      (a, b) => Number(row.allowed.includes(a)) - Number(row.allowed.includes(b)),
    );
    const failures: string[] = [];
    for (const role of ordered) {
      const target = await row.target(fixtures);
      const [method] = row.route.split(' ');
      const before = await world.digest();
      const response = await world.ctx.app.inject({
        method: method as 'GET',
        url: target.url,
        headers: headersOf(role, otherGuest),
        remoteAddress: `10.60.${Math.floor(++addresses / 250)}.${addresses % 250}`,
        ...(target.body === undefined ? {} : { payload: target.body as object }),
      });
      const status = response.statusCode;
      const seen = `${role}: ${status} ${response.body.slice(0, 160)}`;
      if (status >= 500) failures.push(seen);
      else if (row.allowed.includes(role)) {
        const ok =
          row.answer === 'past-authorization'
            ? ![401, 403, 404].includes(status)
            : status >= 200 && status < 300;
        if (!ok)
          failures.push(
            `${seen} (expected ${row.answer === 'past-authorization' ? 'past authorization' : '2xx'})`,
          );
      } else {
        const ignored =
          role === 'otherSeller' && OTHER_SELLER_IGNORED.has(row.route) && (status === 200 || status === 400);
        // the seller console answers 401 to anyone without a seller session, shoppers' tokens included
        const refusal =
          row.refusal ??
          (row.owner === 'seller' && role !== 'seller' && role !== 'otherSeller' ? [401] : [401, 403, 404]);
        if (!refusal.includes(status) && !ignored) failures.push(`${seen} (expected ${refusal.join('/')})`);
        if ((await world.digest()) !== before) failures.push(`${role}: a refused call changed data`);
      }
    }
    expect(failures).toEqual([]);
  });
});
