import {
  fromCents,
  GUEST_LOOKUP_MESSAGE,
  linePriceCents,
  orderTotalCents,
  SINGLE_SELLER_MESSAGE,
  unitPriceCents,
} from '@souk/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orders } from '../src/db/schema.js';
import { INVALID_GUEST_SESSION } from '../src/domain/owner.js';
import { createTokenService } from '../src/lib/tokens.js';
import { CANNOT_CANCEL, ORDER_CANCELLED_MESSAGE } from '../src/services/orders/cancel-order.js';
import { ORDER_NOT_FOUND } from '../src/services/orders/order-rows.js';
import {
  MIXED_CURRENCIES,
  ORDER_PLACED_MESSAGE,
  ORDER_TOO_LARGE,
  placeOrder,
} from '../src/services/orders/place-order.js';
import { guestSession, insertCustomer, insertProduct, insertSeller, productStock } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import {
  countRows,
  insertCartLine,
  type LineRequest,
  orderRows,
  placeOrderBody,
  setOrderStatus,
  shippingInfo,
} from './order-fixtures.js';

type Seller = Awaited<ReturnType<typeof insertSeller>>;
type Customer = Awaited<ReturnType<typeof insertCustomer>>;

let ctx: TestContext;
let seller: Seller;
/** A seller without a fee of its own: the configured default (7.50) applies. */
let defaultFeeSeller: Seller;
let customer: Customer;
let otherCustomer: Customer;

beforeAll(async () => {
  ctx = await createTestContext({ SHIPPING_FEE_DEFAULT: '7.5' });
  const tokens = createTokenService(ctx.config.jwtSecret);
  seller = await insertSeller(ctx.db, { shopName: 'Urban Threads', currency: 'USD', shippingFeeCents: 500 });
  defaultFeeSeller = await insertSeller(ctx.db, { shopName: 'Pixel Forge', shippingFeeCents: null });
  customer = await insertCustomer(ctx.db, tokens, { name: 'Thandi Ngcobo' });
  otherCustomer = await insertCustomer(ctx.db, tokens, { name: 'Sipho Dlamini' });
});
afterAll(() => ctx.close());

function place(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: '/api/home/order/place-order', payload: body, headers });
}

/** Places an order through HTTP and returns its wire object. */
async function placed(lines: LineRequest[], headers: Record<string, string>, extra = {}) {
  const response = await place(placeOrderBody(lines, extra), headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order;
}

function getOrder(key: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: `/api/home/customer/gat-order/${key}`, headers });
}

function cancel(orderNumber: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'PUT', url: `/api/order/cancel-order/${orderNumber}`, headers });
}

describe('POST /api/home/order/place-order', () => {
  it('places a guest order: 201, the full order, stock taken, the session cart lines of those products cleared', async () => {
    const guest = guestSession();
    const shirt = await insertProduct(ctx.db, seller.id, {
      name: 'Linen Shirt',
      brand: 'Urban',
      priceCents: 2500,
      stock: 4,
      packSize: 2,
      images: ['/images/demo/shirt.svg'],
    });
    const other = await insertProduct(ctx.db, seller.id, { stock: 3 });
    const ordered = await insertCartLine(ctx.db, {
      sellerId: seller.id,
      productId: shirt.id,
      sessionId: guest.sessionId,
    });
    const kept = await insertCartLine(ctx.db, {
      sellerId: seller.id,
      productId: other.id,
      sessionId: guest.sessionId,
    });
    const someoneElses = await insertCartLine(ctx.db, {
      sellerId: seller.id,
      productId: shirt.id,
      sessionId: guestSession().sessionId,
    });

    const response = await place(
      placeOrderBody([{ productId: shirt.id, quantity: 3 }], {
        shippingInfo: shippingInfo({ email: '  Ann.Guest@Example.COM ', phone: '+27 (82) 123-4567' }),
        notes: 'Leave at the door',
      }),
      guest.headers,
    );

    expect(response.statusCode).toBe(201);
    const { message, order } = response.json();
    expect(message).toBe(ORDER_PLACED_MESSAGE);
    expect(order.orderNumber).toMatch(/^SK\d{8}[0-9A-Z]{6}$/);
    expect(order.orderNumber).not.toContain('-');
    expect(Date.parse(order.date)).not.toBeNaN();
    expect(order).toMatchObject({
      price: 80,
      shipping_fee: 5,
      payment_status: 'unpaid',
      delivery_status: 'pending',
      customerId: null,
      sellerId: seller.id,
      currency: 'USD',
      notes: 'Leave at the door',
      paymentMethod: null,
      paymentDetails: null,
      seller: {
        _id: seller.id,
        name: seller.name,
        shopName: 'Urban Threads',
        currency: 'USD',
        currencySymbol: '$',
      },
      shippingInfo: { name: 'Ann Guest', email: 'Ann.Guest@Example.COM', city: 'Cape Town' },
      authorOrdersData: [
        {
          sellerId: seller.id,
          shopName: 'Urban Threads',
          price: 80,
          shippingFee: 5,
          delivery_status: 'pending',
          payment_status: 'unpaid',
        },
      ],
    });
    expect(order.products).toEqual([
      {
        _id: expect.any(String),
        productId: shirt.id,
        sellerId: seller.id,
        name: 'Linen Shirt',
        brand: 'Urban',
        slug: shirt.slug,
        images: ['/images/demo/shirt.svg'],
        productInfo: {
          name: 'Linen Shirt',
          brand: 'Urban',
          images: ['/images/demo/shirt.svg'],
          slug: shirt.slug,
          price: 25,
          discount: 0,
          bulkPricing: [],
          packSize: 2,
        },
        price: 75,
        originalPrice: 25,
        discountedPrice: 25,
        discount: 0,
        bulkPricing: [],
        quantity: 3,
        addons: [],
        currency: 'USD',
        packSize: 2,
        priceDetails: { originalPrice: 25, discount: 0, bulkPricing: [], addons: [] },
      },
    ]);

    const rows = await orderRows(ctx.db, order.orderNumber);
    expect(rows.order).toMatchObject({
      id: order._id,
      sessionId: guest.sessionId,
      customerId: null,
      contactEmail: 'ann.guest@example.com',
      contactPhone: '27821234567',
      subtotalCents: 7500,
      shippingFeeCents: 500,
      totalCents: 8000,
      paymentStatus: 'unpaid',
      deliveryStatus: 'pending',
    });
    expect(rows.parts).toEqual([
      expect.objectContaining({
        sellerId: seller.id,
        subtotalCents: 7500,
        shippingFeeCents: 500,
        priceCents: 8000,
        paymentStatus: 'unpaid',
        deliveryStatus: 'pending',
      }),
    ]);
    expect(rows.lines).toEqual([
      expect.objectContaining({
        productId: shirt.id,
        name: 'Linen Shirt',
        quantity: 3,
        unitPriceCents: 2500,
        discountedUnitCents: 2500,
        lineTotalCents: 7500,
        packSize: 2,
        currency: 'USD',
      }),
    ]);
    expect(await productStock(ctx.db, shirt.id)).toBe(1);
    expect(await productStock(ctx.db, other.id)).toBe(3);
    const left = (await ctx.db.select({ id: cartLines.id }).from(cartLines)).map((row) => row.id);
    expect(left).not.toContain(ordered);
    expect(left).toEqual(expect.arrayContaining([kept, someoneElses]));
  });

  it('places a customer order from the token; the customer’s cart lines of those products are cleared', async () => {
    const product = await insertProduct(ctx.db, seller.id, { stock: 5 });
    const line = await insertCartLine(ctx.db, {
      sellerId: seller.id,
      productId: product.id,
      customerId: customer.id,
    });
    const otherLine = await insertCartLine(ctx.db, {
      sellerId: seller.id,
      productId: product.id,
      customerId: otherCustomer.id,
    });
    const order = await placed([{ productId: product.id, quantity: 2 }], customer.headers, {
      userId: customer.id,
    });
    expect(order.customerId).toBe(customer.id);
    const rows = await orderRows(ctx.db, order.orderNumber);
    expect(rows.order).toMatchObject({ customerId: customer.id, sessionId: null });
    const left = (await ctx.db.select({ id: cartLines.id }).from(cartLines)).map((row) => row.id);
    expect(left).not.toContain(line);
    expect(left).toContain(otherLine);
    expect(await productStock(ctx.db, product.id)).toBe(3);
  });

  it('refuses a body userId that is not the token’s (403) or comes without a token (401); nothing written', async () => {
    const product = await insertProduct(ctx.db, seller.id, { stock: 5 });
    const before = await countRows(ctx.db);
    const body = placeOrderBody([{ productId: product.id, quantity: 1 }], { userId: otherCustomer.id });
    const someoneElse = await place(body, customer.headers);
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json()).toHaveProperty('error');
    const anonymous = await place(body, guestSession().headers);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('error');
    const forged = await place(body, { authorization: 'Bearer not-a-token' });
    expect(forged.statusCode).toBe(401);
    expect(await countRows(ctx.db)).toEqual(before);
    expect(await productStock(ctx.db, product.id)).toBe(5);
  });

  it('ignores tampered prices, fees and statuses: the order is priced from the database and unpaid', async () => {
    const product = await insertProduct(ctx.db, seller.id, {
      priceCents: 1999,
      stock: 5,
      addons: [{ question: 'Wrap', type: 'Checkboxes', options: [{ text: 'Gift wrap', price: 1.5 }] }],
    });
    const response = await place(
      {
        ...placeOrderBody([]),
        products: [
          {
            productId: product.id,
            sellerId: seller.id,
            quantity: 2,
            name: 'Free thing',
            price: 0.01,
            originalPrice: 0,
            priceDetails: { originalPrice: 0, discount: 100 },
            addons: [{ text: 'Gift wrap', price: 0 }],
          },
        ],
        price: 0.01,
        shipping_fee: 0,
        items: 99,
        payment_status: 'paid',
        delivery_status: 'delivered',
      },
      guestSession().headers,
    );
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    // 2 × 19.99 + 1.50 gift wrap, + 5.00 shipping
    expect(order).toMatchObject({
      price: 46.48,
      shipping_fee: 5,
      payment_status: 'unpaid',
      delivery_status: 'pending',
      sellerId: seller.id,
    });
    expect(order.products[0]).toMatchObject({
      name: product.name,
      price: 41.48,
      originalPrice: 19.99,
      addons: [{ text: 'Gift wrap', price: 1.5 }],
      sellerId: seller.id,
    });
    const rows = await orderRows(ctx.db, order.orderNumber);
    expect(rows.order).toMatchObject({
      totalCents: 4648,
      paymentStatus: 'unpaid',
      deliveryStatus: 'pending',
    });
  });

  it('prices bulk tiers, discounts and add-ons exactly like core, plus the seller’s shipping fee', async () => {
    const bulk = await insertProduct(ctx.db, seller.id, {
      priceCents: 1000,
      stock: 100,
      bulkPricing: [
        { quantity: 5, price: 45 },
        { quantity: 10, price: 80 },
      ],
    });
    const discounted = await insertProduct(ctx.db, seller.id, { priceCents: 1999, discount: 15, stock: 10 });
    const offered = [
      {
        question: 'Size',
        type: 'Drop-Down List',
        options: [
          { text: 'Small', price: 0 },
          { text: 'Large', price: 2 },
        ],
      },
      {
        question: 'Extras',
        type: 'Checkboxes',
        options: [
          { text: 'Gift wrap', price: 1.5 },
          { text: 'Card', price: 0.25 },
        ],
      },
    ];
    const withAddons = await insertProduct(ctx.db, seller.id, {
      priceCents: 1250,
      stock: 10,
      addons: offered,
    });
    const guest = guestSession();
    const order = await placed(
      [
        { productId: bulk.id, quantity: 27 },
        { productId: discounted.id, quantity: 3 },
        {
          productId: withAddons.id,
          quantity: 2,
          addons: [
            { text: 'Large', price: 0 },
            { text: 'Gift wrap', price: 0 },
            { text: 'Card', price: 0 },
          ],
        },
      ],
      guest.headers,
    );

    const bulkCents = linePriceCents({ quantity: 27, price: 10, bulkPricing: bulk.bulkPricing });
    const discountedCents = linePriceCents({ quantity: 3, price: 19.99, discount: 15 });
    const addonCents = linePriceCents({
      quantity: 2,
      price: 12.5,
      addons: [
        { text: 'Large', price: 2 },
        { text: 'Gift wrap', price: 1.5 },
        { text: 'Card', price: 0.25 },
      ],
    });
    // spec §9: the largest fitting tier per full multiple, the remainder at unit price
    expect(bulkCents).toBe(2 * 8000 + 7 * 1000);
    expect(order.products.map((line: { price: number }) => line.price)).toEqual([
      fromCents(bulkCents),
      fromCents(discountedCents),
      fromCents(addonCents),
    ]);
    expect(order.products[1]).toMatchObject({
      originalPrice: 19.99,
      discountedPrice: fromCents(unitPriceCents(19.99, 15)),
      discount: 15,
    });
    expect(order.products[0].bulkPricing).toEqual([
      { quantity: 5, price: 45 },
      { quantity: 10, price: 80 },
    ]);

    const total = orderTotalCents(bulkCents + discountedCents + addonCents, 5);
    expect(order.authorOrdersData).toEqual([
      expect.objectContaining({
        sellerId: seller.id,
        shopName: 'Urban Threads',
        price: fromCents(total),
        shippingFee: 5,
      }),
    ]);
    expect(order.shipping_fee).toBe(5);
    expect(order.price).toBe(fromCents(total));
    const rows = await orderRows(ctx.db, order.orderNumber);
    expect(rows.order?.totalCents).toBe(total);
    expect(rows.parts.map((part) => part.priceCents)).toEqual([total]);
    expect(rows.lines.map((line) => line.lineTotalCents)).toEqual([bulkCents, discountedCents, addonCents]);
  });

  it('rejects quantities above stock with 409 and writes nothing', async () => {
    const few = await insertProduct(ctx.db, seller.id, { name: 'Rare Mug', stock: 2 });
    const none = await insertProduct(ctx.db, seller.id, { name: 'Sold Out Tee', stock: 0 });
    const plenty = await insertProduct(ctx.db, seller.id, { stock: 50 });
    const guest = guestSession();
    const cartLine = await insertCartLine(ctx.db, {
      sellerId: seller.id,
      productId: plenty.id,
      sessionId: guest.sessionId,
    });
    const before = await countRows(ctx.db);

    const cases: [LineRequest[], string][] = [
      [[{ productId: few.id, quantity: 3 }], 'Only 2 left of "Rare Mug"'],
      [
        [
          { productId: plenty.id, quantity: 1 },
          { productId: none.id, quantity: 1 },
        ],
        '"Sold Out Tee" is out of stock',
      ],
      // two lines of one product (different add-ons) count together
      [
        [
          { productId: few.id, quantity: 2 },
          { productId: few.id, quantity: 1 },
        ],
        'Only 2 left of "Rare Mug"',
      ],
    ];
    for (const [lines, error] of cases) {
      const response = await place(placeOrderBody(lines), guest.headers);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error });
    }
    expect(await countRows(ctx.db)).toEqual(before);
    expect(await productStock(ctx.db, few.id)).toBe(2);
    expect(await productStock(ctx.db, plenty.id)).toBe(50);
    const [line] = await ctx.db.select().from(cartLines).where(eq(cartLines.id, cartLine));
    expect(line).toBeDefined();
  });

  it('rejects bad input with 4xx { error } and writes nothing', async () => {
    const product = await insertProduct(ctx.db, seller.id, {
      stock: 5,
      addons: [{ question: 'Size', type: 'Radio Buttons', options: [{ text: 'S', price: 0 }] }],
    });
    const zar = await insertProduct(ctx.db, seller.id, { stock: 5, currency: 'ZAR' });
    const pricey = await insertProduct(ctx.db, seller.id, { stock: 10_000, priceCents: 2_000_000_000 });
    const before = await countRows(ctx.db);
    const line = { productId: product.id, quantity: 1 };
    const cases: [unknown, number, string?][] = [
      [{}, 400],
      [placeOrderBody([]), 400, 'No products found. Please add items to your cart first.'],
      [{ ...placeOrderBody([line]), products: 'all of them' }, 400],
      [placeOrderBody([{ ...line, quantity: 0 }]), 400],
      [placeOrderBody([{ ...line, quantity: -2 }]), 400],
      [placeOrderBody([{ ...line, quantity: 1.5 }]), 400],
      [{ ...placeOrderBody([]), products: [{ productId: product.id, quantity: '2' }] }, 400],
      [placeOrderBody([{ ...line, quantity: 1_000_000 }]), 400],
      [placeOrderBody([{ ...line, quantity: 1e308 }]), 400],
      [{ ...placeOrderBody([line]), shippingInfo: undefined }, 400],
      [placeOrderBody([line], { shippingInfo: shippingInfo({ name: '  ' }) }), 400, 'Name is required'],
      [
        placeOrderBody([line], { shippingInfo: shippingInfo({ email: 'nope' }) }),
        400,
        'Please enter a valid email',
      ],
      [placeOrderBody([line], { shippingInfo: { ...shippingInfo(), phone: 42 } }), 400],
      [placeOrderBody([line], { notes: 'x'.repeat(5000) }), 400],
      [placeOrderBody([line], { userId: 12 }), 400],
      [placeOrderBody([{ productId: 'no-such-product', quantity: 1 }]), 404, 'Product not found'],
      [placeOrderBody([{ productId: '', quantity: 1 }]), 400],
      [placeOrderBody([{ productId: 'x'.repeat(500), quantity: 1 }]), 400],
      [placeOrderBody([{ ...line, addons: [{ text: 'Free money', price: -5 }] }]), 400],
      [
        placeOrderBody([{ ...line, addons: [{ text: 'Free money', price: 5 }] }]),
        400,
        'Selected add-on is not available for this product',
      ],
      [placeOrderBody([line, { productId: zar.id, quantity: 1 }]), 400, MIXED_CURRENCIES],
      [placeOrderBody([{ productId: pricey.id, quantity: 10_000 }]), 400, ORDER_TOO_LARGE],
      [placeOrderBody([line], { sessionId: 'short' }), 400, INVALID_GUEST_SESSION],
    ];
    for (const [payload, status, error] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/home/order/place-order',
        payload: payload as Record<string, unknown>,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(status);
      const body = response.json();
      expect(body).toHaveProperty('error');
      if (error) expect(body.error).toBe(error);
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/order/place-order',
      headers: { 'content-type': 'application/json' },
      payload: '{"products": [',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await countRows(ctx.db)).toEqual(before);
    expect(await productStock(ctx.db, product.id)).toBe(5);
    expect(await productStock(ctx.db, pricey.id)).toBe(10_000);
  });

  it('takes the guest session from the body when no header carries one', async () => {
    const product = await insertProduct(ctx.db, seller.id, { stock: 5 });
    const guest = guestSession();
    const line = await insertCartLine(ctx.db, {
      sellerId: seller.id,
      productId: product.id,
      sessionId: guest.sessionId,
    });
    const order = await placed([{ productId: product.id, quantity: 1 }], {}, { sessionId: guest.sessionId });
    const rows = await orderRows(ctx.db, order.orderNumber);
    expect(rows.order?.sessionId).toBe(guest.sessionId);
    expect(await ctx.db.select().from(cartLines).where(eq(cartLines.id, line))).toHaveLength(0);
    expect((await getOrder(order.orderNumber, guest.headers)).statusCode).toBe(200);
  });

  it('lets a guest without any session order; the order is then reachable by the guest lookup only', async () => {
    const product = await insertProduct(ctx.db, seller.id, { stock: 5 });
    const email = `nosession-${Date.now()}@example.com`;
    const order = await placed(
      [{ productId: product.id, quantity: 1 }],
      {},
      {
        shippingInfo: shippingInfo({ email }),
      },
    );
    const rows = await orderRows(ctx.db, order.orderNumber);
    expect(rows.order).toMatchObject({ sessionId: null, customerId: null });
    expect((await getOrder(order.orderNumber)).statusCode).toBe(404);
    expect((await getOrder(order.orderNumber, guestSession().headers)).statusCode).toBe(404);
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: '/api/home/customer/guest-orders',
      query: { email },
    });
    expect(lookup.json().orders.map((found: { orderNumber: string }) => found.orderNumber)).toEqual([
      order.orderNumber,
    ]);
  });

  it('draws a new order number when the first one is taken', async () => {
    const product = await insertProduct(ctx.db, seller.id, { stock: 5 });
    const first = await placed([{ productId: product.id, quantity: 1 }], guestSession().headers);
    const numbers = [first.orderNumber, 'SK20260101RETRY1'];
    const orderId = await placeOrder(
      ctx.db,
      {
        owner: { customerId: null, sessionId: null },
        lines: [{ productId: product.id, quantity: 1, addons: [] }],
        shippingInfo: { ...shippingInfo(), state: undefined },
        notes: '',
      },
      { defaultShippingFeeCents: 750, orderNumber: () => numbers.shift() ?? 'SK20260101RETRY2' },
    );
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.orderNumber).toBe('SK20260101RETRY1');
    expect(await productStock(ctx.db, product.id)).toBe(3);
  });
});

describe('place-order: one order, one seller (spec §5)', () => {
  /** A seller group as the cart hands it to /shipping (spec §2 Cart, §3 "Cart group per seller"). */
  function group(of: Seller, lines: LineRequest[]) {
    return {
      sellerId: of.id,
      shopName: of.shopName,
      products: lines.map((line) => ({ ...line, addons: line.addons ?? [], sellerId: of.id })),
    };
  }

  it('refuses products of two sellers with the spec’s message, in every shape, and writes nothing', async () => {
    const mine = await insertProduct(ctx.db, seller.id, { stock: 5 });
    const theirs = await insertProduct(ctx.db, defaultFeeSeller.id, { stock: 5 });
    const guest = guestSession();
    const cartLine = await insertCartLine(ctx.db, {
      sellerId: seller.id,
      productId: mine.id,
      sessionId: guest.sessionId,
    });
    const before = await countRows(ctx.db);
    const lines = [
      { productId: mine.id, quantity: 1 },
      { productId: theirs.id, quantity: 1 },
    ];
    const bodies = {
      flat: placeOrderBody(lines),
      'two groups': placeOrderBody([], {
        products: [
          group(seller, [lines[0] as LineRequest]),
          group(defaultFeeSeller, [lines[1] as LineRequest]),
        ],
      }),
      'one group holding another seller’s product': placeOrderBody([], { products: [group(seller, lines)] }),
      'a group claiming another seller': placeOrderBody([], {
        products: [
          { ...group(defaultFeeSeller, [lines[0] as LineRequest]), products: [{ ...lines[0], addons: [] }] },
        ],
      }),
      'a flat line claiming another seller': placeOrderBody([], {
        products: [{ ...lines[0], addons: [], sellerId: defaultFeeSeller.id }],
      }),
      'a group and a flat line of another seller': placeOrderBody([], {
        products: [group(seller, [lines[0] as LineRequest]), { ...lines[1], addons: [] }],
      }),
    };
    for (const [shape, body] of Object.entries(bodies)) {
      const response = await place(body, guest.headers);
      expect(response.statusCode, shape).toBe(400);
      expect(response.json(), shape).toEqual({ error: SINGLE_SELLER_MESSAGE });
    }
    expect(await countRows(ctx.db)).toEqual(before);
    expect(await productStock(ctx.db, mine.id)).toBe(5);
    expect(await productStock(ctx.db, theirs.id)).toBe(5);
    const [line] = await ctx.db.select().from(cartLines).where(eq(cartLines.id, cartLine));
    expect(line).toBeDefined();
  });

  it('accepts the spec’s grouped shape: one group, priced and stocked as the flat shape is', async () => {
    const shirt = await insertProduct(ctx.db, seller.id, { priceCents: 2500, stock: 4 });
    const cap = await insertProduct(ctx.db, seller.id, { priceCents: 1000, stock: 9 });
    const guest = guestSession();
    await insertCartLine(ctx.db, { sellerId: seller.id, productId: shirt.id, sessionId: guest.sessionId });
    const grouped = await placed([], guest.headers, {
      products: [
        group(seller, [
          { productId: shirt.id, quantity: 2 },
          { productId: cap.id, quantity: 3 },
        ]),
      ],
    });
    expect(grouped).toMatchObject({ price: 85, shipping_fee: 5, sellerId: seller.id });
    expect(
      grouped.products.map((line: { productId: string; quantity: number }) => [
        line.productId,
        line.quantity,
      ]),
    ).toEqual([
      [shirt.id, 2],
      [cap.id, 3],
    ]);
    expect(await productStock(ctx.db, shirt.id)).toBe(2);
    expect(await productStock(ctx.db, cap.id)).toBe(6);
    expect(await ctx.db.select().from(cartLines).where(eq(cartLines.sessionId, guest.sessionId))).toEqual([]);

    // the flat shape of the same lines charges the same
    const flat = await placed(
      [
        { productId: shirt.id, quantity: 2 },
        { productId: cap.id, quantity: 3 },
      ],
      guest.headers,
    );
    expect(flat).toMatchObject({ price: grouped.price, shipping_fee: grouped.shipping_fee });
  });

  it('charges a seller without a fee of its own the configured default fee', async () => {
    const product = await insertProduct(ctx.db, defaultFeeSeller.id, { priceCents: 1000, stock: 3 });
    const order = await placed([], guestSession().headers, {
      products: [group(defaultFeeSeller, [{ productId: product.id, quantity: 1 }])],
    });
    expect(order).toMatchObject({ price: 17.5, shipping_fee: 7.5, sellerId: defaultFeeSeller.id });
    expect(order.authorOrdersData).toEqual([
      expect.objectContaining({ sellerId: defaultFeeSeller.id, shopName: 'Pixel Forge', shippingFee: 7.5 }),
    ]);
  });

  it('names the field of a bad grouped line', async () => {
    const product = await insertProduct(ctx.db, seller.id, { stock: 5 });
    const cases: [unknown, string][] = [
      [
        [group(seller, [{ productId: product.id, quantity: 0 }])],
        'products[0].products[0].quantity: must be a whole number from 1 to 10000',
      ],
      [[{ sellerId: seller.id, products: [] }], 'products[0].products: must not be empty'],
      [
        [{ shopName: 'x', products: [{ productId: product.id, quantity: 1 }] }],
        'products[0].sellerId: is required',
      ],
      [
        [{ productId: product.id, quantity: 2.5 }],
        'products[0].quantity: must be a whole number from 1 to 10000',
      ],
      [[{ productId: product.id }], 'products[0].quantity: must be a whole number from 1 to 10000'],
      [[{ quantity: 1 }], 'products[0].productId: is required'],
      [[7], 'products[0]: must be an object'],
    ];
    for (const [products, error] of cases) {
      const response = await place(placeOrderBody([], { products }), guestSession().headers);
      expect(response.statusCode, error).toBe(400);
      expect(response.json()).toEqual({ error });
    }
  });
});

describe('GET /api/home/customer/gat-orders/:customerId/:status', () => {
  let buyer: Customer;
  const numbers: string[] = [];

  beforeAll(async () => {
    buyer = await insertCustomer(ctx.db, createTokenService(ctx.config.jwtSecret));
    const product = await insertProduct(ctx.db, seller.id, { stock: 20 });
    for (let index = 0; index < 3; index++) {
      const order = await placed([{ productId: product.id, quantity: 1 }], buyer.headers);
      numbers.push(order.orderNumber);
    }
    await setOrderStatus(ctx.db, numbers[0] ?? '', { deliveryStatus: 'warehouse' });
    await setOrderStatus(ctx.db, numbers[1] ?? '', { deliveryStatus: 'cancelled' });
  });

  function list(customerId: string, status: string, headers: Record<string, string> = {}) {
    return ctx.app.inject({
      method: 'GET',
      url: `/api/home/customer/gat-orders/${customerId}/${status}`,
      headers,
    });
  }

  it('lists the customer’s own orders, newest first, filtered by delivery status', async () => {
    const all = await list(buyer.id, 'all', buyer.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json().orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(
      [...numbers].reverse(),
    );
    expect(all.json().orders.every((order: { customerId: string }) => order.customerId === buyer.id)).toBe(
      true,
    );
    const byStatus = async (status: string) =>
      (await list(buyer.id, status, buyer.headers))
        .json()
        .orders.map((order: { orderNumber: string }) => order.orderNumber);
    expect(await byStatus('warehouse')).toEqual([numbers[0]]);
    expect(await byStatus('cancelled')).toEqual([numbers[1]]);
    expect(await byStatus('pending')).toEqual([numbers[2]]);
    expect(await byStatus('placed')).toEqual([]);
  });

  it('answers only to that customer: 401 anonymous, 403 another customer or a guest', async () => {
    expect((await list(buyer.id, 'all')).statusCode).toBe(401);
    expect((await list(buyer.id, 'all', guestSession().headers)).statusCode).toBe(401);
    const other = await list(buyer.id, 'all', otherCustomer.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toHaveProperty('error');
  });

  it('rejects an unknown status with 400', async () => {
    for (const status of ['shipped', 'ALL', 'delivered']) {
      const response = await list(buyer.id, status, buyer.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
  });
});

describe('GET /api/home/customer/gat-order/:orderId', () => {
  it('answers the owner by order number or id, and 404 to anyone else', async () => {
    const product = await insertProduct(ctx.db, seller.id, { stock: 10 });
    const guest = guestSession();
    const guestOrder = await placed([{ productId: product.id, quantity: 1 }], guest.headers);
    const customerOrder = await placed([{ productId: product.id, quantity: 1 }], customer.headers);

    for (const key of [guestOrder.orderNumber, guestOrder._id]) {
      const response = await getOrder(key, guest.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().order).toEqual(guestOrder);
    }
    for (const key of [customerOrder.orderNumber, customerOrder._id]) {
      const response = await getOrder(key, customer.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().order.orderNumber).toBe(customerOrder.orderNumber);
    }

    const strangers: [string, Record<string, string>][] = [
      [guestOrder.orderNumber, {}],
      [guestOrder.orderNumber, guestSession().headers],
      [guestOrder.orderNumber, customer.headers],
      [customerOrder.orderNumber, {}],
      [customerOrder.orderNumber, otherCustomer.headers],
      [customerOrder.orderNumber, guest.headers],
      ['SK20260101NOSUCH', customer.headers],
    ];
    for (const [key, headers] of strangers) {
      const response = await getOrder(key, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: ORDER_NOT_FOUND });
    }
    expect((await getOrder('x'.repeat(200), customer.headers)).statusCode).toBe(400);
  });
});

describe('PUT /api/order/cancel-order/:orderNumber', () => {
  it('cancels the owner’s order, its seller parts, and restocks every line', async () => {
    const a = await insertProduct(ctx.db, seller.id, { stock: 10 });
    const b = await insertProduct(ctx.db, seller.id, { stock: 4 });
    const guest = guestSession();
    const order = await placed(
      [
        { productId: a.id, quantity: 3 },
        { productId: b.id, quantity: 4 },
      ],
      guest.headers,
    );
    expect(await productStock(ctx.db, a.id)).toBe(7);
    expect(await productStock(ctx.db, b.id)).toBe(0);

    const response = await cancel(order.orderNumber, guest.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(ORDER_CANCELLED_MESSAGE);
    expect(body.order).toMatchObject({ orderNumber: order.orderNumber, delivery_status: 'cancelled' });
    expect(
      body.order.authorOrdersData.map((part: { delivery_status: string }) => part.delivery_status),
    ).toEqual(['cancelled']);
    const rows = await orderRows(ctx.db, order.orderNumber);
    expect(rows.order?.deliveryStatus).toBe('cancelled');
    expect(rows.parts.every((part) => part.deliveryStatus === 'cancelled')).toBe(true);
    expect(await productStock(ctx.db, a.id)).toBe(10);
    expect(await productStock(ctx.db, b.id)).toBe(4);

    // a second cancel neither succeeds nor restocks twice
    const again = await cancel(order.orderNumber, guest.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: CANNOT_CANCEL });
    expect(await productStock(ctx.db, a.id)).toBe(10);
  });

  it('answers 404 to anyone but the owner and changes nothing', async () => {
    const product = await insertProduct(ctx.db, seller.id, { stock: 5 });
    const guest = guestSession();
    const guestOrder = await placed([{ productId: product.id, quantity: 1 }], guest.headers);
    const customerOrder = await placed([{ productId: product.id, quantity: 1 }], customer.headers);
    const attempts: [string, Record<string, string>][] = [
      [guestOrder.orderNumber, {}],
      [guestOrder.orderNumber, guestSession().headers],
      [guestOrder.orderNumber, customer.headers],
      [customerOrder.orderNumber, {}],
      [customerOrder.orderNumber, otherCustomer.headers],
      [customerOrder.orderNumber, guest.headers],
      ['SK20260101NOSUCH', customer.headers],
    ];
    for (const [orderNumber, headers] of attempts) {
      const response = await cancel(orderNumber, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: ORDER_NOT_FOUND });
    }
    expect((await orderRows(ctx.db, guestOrder.orderNumber)).order?.deliveryStatus).toBe('pending');
    expect((await orderRows(ctx.db, customerOrder.orderNumber)).order?.deliveryStatus).toBe('pending');
    expect(await productStock(ctx.db, product.id)).toBe(3);
    for (const bad of ['has-dash', 'x'.repeat(100)]) {
      const response = await cancel(bad, customer.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
  });

  it('follows the spec §4 rules: shipped, delivered, cancelled or refunded orders stay', async () => {
    const product = await insertProduct(ctx.db, seller.id, { stock: 50 });
    const guest = guestSession();
    const cases: [{ deliveryStatus: string; paymentStatus?: string }, Record<string, string>, number][] = [
      [{ deliveryStatus: 'placed' }, guest.headers, 200],
      [{ deliveryStatus: 'warehouse', paymentStatus: 'paid' }, guest.headers, 200],
      [{ deliveryStatus: 'processing' }, customer.headers, 200],
      // processing is offered on the details page to the signed-in owner only
      [{ deliveryStatus: 'processing' }, guest.headers, 409],
      [{ deliveryStatus: 'pending', paymentStatus: 'refunded' }, guest.headers, 409],
      [{ deliveryStatus: 'processing', paymentStatus: 'refunded' }, customer.headers, 409],
      [{ deliveryStatus: 'delivered' }, customer.headers, 409],
      [{ deliveryStatus: 'shipped' }, guest.headers, 409],
    ];
    for (const [status, headers, expected] of cases) {
      const order = await placed([{ productId: product.id, quantity: 2 }], headers);
      await setOrderStatus(ctx.db, order.orderNumber, status);
      const stock = await productStock(ctx.db, product.id);
      const response = await cancel(order.orderNumber, headers);
      expect(response.statusCode, JSON.stringify(status)).toBe(expected);
      const rows = await orderRows(ctx.db, order.orderNumber);
      if (expected === 200) {
        expect(rows.order?.deliveryStatus).toBe('cancelled');
        expect(await productStock(ctx.db, product.id)).toBe((stock ?? 0) + 2);
      } else {
        expect(response.json()).toEqual({ error: CANNOT_CANCEL });
        expect(rows.order?.deliveryStatus).toBe(status.deliveryStatus);
        expect(await productStock(ctx.db, product.id)).toBe(stock);
      }
    }
  });
});

describe('GET /api/home/customer/guest-orders', () => {
  const email = `Track.Me-${Date.now()}@Example.com`;
  const phone = `083 ${String(Date.now()).slice(-7)}`;
  const digits = phone.replace(/\D/g, '');
  let first: { orderNumber: string };
  let second: { orderNumber: string };
  const firstGuest = guestSession();
  const secondGuest = guestSession();

  beforeAll(async () => {
    const product = await insertProduct(ctx.db, seller.id, { stock: 20 });
    first = await placed([{ productId: product.id, quantity: 1 }], firstGuest.headers, {
      shippingInfo: shippingInfo({ name: 'Old Name', email, phone }),
      notes: 'Ring twice, the gate code is 4321',
    });
    second = await placed([{ productId: product.id, quantity: 1 }], secondGuest.headers, {
      shippingInfo: shippingInfo({ name: 'Track Me', email: email.toUpperCase(), phone: `(${phone})` }),
    });
    // a signed-in customer's order with the same contact is not answered to a guest lookup
    await placed([{ productId: product.id, quantity: 1 }], customer.headers, {
      shippingInfo: shippingInfo({ email, phone }),
    });
  });

  let caller = 0;
  // a fresh address per call keeps these tests clear of the rate limit (tested on its own below)
  function lookup(query: Record<string, string | string[]>, headers: Record<string, string> = {}) {
    caller += 1;
    return ctx.app.inject({
      method: 'GET',
      url: '/api/home/customer/guest-orders',
      query,
      headers,
      remoteAddress: `10.1.${Math.floor(caller / 250)}.${caller % 250}`,
    });
  }
  /** What a stranger who knows only the email or the phone may see of a contact. */
  const masked = (name: string, contactEmail: string) => ({
    name,
    // 'Track.Me-…@Example.com' → 'T***@E***.com'
    email: contactEmail === email ? 'T***@E***.com' : 'T***@E***.COM',
    phone: `***${digits.slice(-3)}`,
  });
  const numbersOf = (body: { orders: { orderNumber: string }[] }) =>
    body.orders.map((order) => order.orderNumber);

  it('finds guest orders by email, case- and space-insensitively, newest first, with the newest contact', async () => {
    for (const variant of [email, email.toLowerCase(), `  ${email.toUpperCase()} `]) {
      const response = await lookup({ email: variant });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(numbersOf(body)).toEqual([second.orderNumber, first.orderNumber]);
      expect(body.customer).toEqual(masked('T*** M***', email.toUpperCase()));
    }
  });

  it('finds guest orders by phone whatever the formatting; both given must both match', async () => {
    for (const variant of [digits, phone, `${digits.slice(0, 3)}-${digits.slice(3)}`]) {
      expect(numbersOf((await lookup({ phone: variant })).json())).toEqual([
        second.orderNumber,
        first.orderNumber,
      ]);
    }
    expect(numbersOf((await lookup({ email, phone })).json())).toHaveLength(2);
    expect((await lookup({ email, phone: '0000000000' })).json()).toEqual({ orders: [], customer: null });
  });

  it('masks name, address, phone, email and notes for a caller with only the email or the phone', async () => {
    // e.g. someone whose number differs only in formatting: phones are compared by digits
    const queries: Record<string, string>[] = [{ email }, { phone: digits }, { email, phone }];
    for (const query of queries) {
      const body = (await lookup(query, guestSession().headers)).json();
      expect(body.customer).toEqual(masked('T*** M***', email.toUpperCase()));
      expect(body.orders.map((order: { shippingInfo: unknown }) => order.shippingInfo)).toEqual([
        {
          ...masked('T*** M***', email.toUpperCase()),
          address: '',
          post: '',
          province: '',
          city: 'Cape Town',
          area: '',
        },
        { ...masked('O*** N***', email), address: '', post: '', province: '', city: 'Cape Town', area: '' },
      ]);
      expect(body.orders.map((order: { notes: string }) => order.notes)).toEqual(['', '']);
      expect(JSON.stringify(body)).not.toContain('Bree Street');
      expect(JSON.stringify(body)).not.toContain(digits);
    }
  });

  it('answers the guest session that placed an order its full details, the others still masked', async () => {
    const body = (await lookup({ email }, secondGuest.headers)).json();
    expect(body.customer).toEqual({ name: 'Track Me', email: email.toUpperCase(), phone: `(${phone})` });
    expect(body.orders[0].shippingInfo).toEqual(
      shippingInfo({ name: 'Track Me', email: email.toUpperCase(), phone: `(${phone})` }),
    );
    expect(body.orders[1].shippingInfo).toMatchObject({ name: 'O*** N***', address: '' });
  });

  it('answers the order whose number comes with the email or phone in full, and only that one', async () => {
    const queries: Record<string, string>[] = [
      { email, orderNumber: first.orderNumber },
      { phone, orderNumber: ` ${first.orderNumber} ` },
    ];
    for (const query of queries) {
      const body = (await lookup(query, guestSession().headers)).json();
      expect(numbersOf(body)).toEqual([second.orderNumber, first.orderNumber]);
      expect(body.orders[1].shippingInfo).toEqual(shippingInfo({ name: 'Old Name', email, phone }));
      expect(body.orders[1].notes).toBe('Ring twice, the gate code is 4321');
      expect(body.orders[0].shippingInfo).toMatchObject({ name: 'T*** M***', address: '' });
      // the customer is the newest order's contact, and that order was not proven
      expect(body.customer).toEqual(masked('T*** M***', email.toUpperCase()));
    }
    // a number alone is not a lookup, and a number with someone else's email unlocks nothing
    const alone = await lookup({ orderNumber: first.orderNumber });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toEqual({ error: GUEST_LOOKUP_MESSAGE });
    expect((await lookup({ email: 'other@example.com', orderNumber: first.orderNumber })).json()).toEqual({
      orders: [],
      customer: null,
    });
  });

  it('answers 200 with no orders and a null customer when nothing matches', async () => {
    const queries: Record<string, string>[] = [
      { email: 'nobody@example.com' },
      { phone: '0119999999' },
      { email: email.replace('@', '+x@') },
    ];
    for (const query of queries) {
      const response = await lookup(query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ orders: [], customer: null });
    }
  });

  it('needs an email or a phone (400 with the spec text)', async () => {
    const queries: Record<string, string>[] = [{}, { email: '  ', phone: '' }, { phone: 'call me' }];
    for (const query of queries) {
      const response = await lookup(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: GUEST_LOOKUP_MESSAGE });
    }
    const repeated = await lookup({ email: [email, email] });
    expect(repeated.statusCode).toBe(400);
    const huge = await lookup({ email: `${'x'.repeat(400)}@example.com` });
    expect(huge.statusCode).toBe(400);
  });
});

describe('GET /api/home/customer/gat-dashboard-data/:userId', () => {
  it('counts the customer’s orders in SQL and returns the 5 newest', async () => {
    const buyer = await insertCustomer(ctx.db, createTokenService(ctx.config.jwtSecret));
    const product = await insertProduct(ctx.db, seller.id, { stock: 50 });
    const statuses = ['pending', 'placed', 'cancelled', 'warehouse', 'delivered', 'pending', 'cancelled'];
    const numbers: string[] = [];
    for (const status of statuses) {
      const order = await placed([{ productId: product.id, quantity: 1 }], buyer.headers);
      await setOrderStatus(ctx.db, order.orderNumber, { deliveryStatus: status });
      numbers.push(order.orderNumber);
    }
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/home/customer/gat-dashboard-data/${buyer.id}`,
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalOrder: 7, pendingOrder: 3, cancelledOrder: 2 });
    expect(body.recentOrders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(
      numbers.slice(2).reverse(),
    );
  });

  it('answers only to that customer', async () => {
    const url = `/api/home/customer/gat-dashboard-data/${customer.id}`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers: guestSession().headers })).statusCode).toBe(
      401,
    );
    const other = await ctx.app.inject({ method: 'GET', url, headers: otherCustomer.headers });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toHaveProperty('error');
    const empty = await ctx.app.inject({
      method: 'GET',
      url: `/api/home/customer/gat-dashboard-data/${otherCustomer.id}`,
      headers: otherCustomer.headers,
    });
    expect(empty.json()).toEqual({ totalOrder: 0, pendingOrder: 0, cancelledOrder: 0, recentOrders: [] });
  });
});

describe('guest lookup rate limit', () => {
  it('answers 429 { error } after 20 lookups a minute from one address, other addresses unaffected', async () => {
    const from = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/home/customer/guest-orders',
        query: { email: 'someone@example.com' },
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++) statuses.push((await from('10.9.9.9')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const limited = await from('10.9.9.9');
    expect(limited.json()).toHaveProperty('error');
    expect((await from('10.9.9.10')).statusCode).toBe(200);
  });
});
