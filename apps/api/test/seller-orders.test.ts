import { TRACKING_REQUIRED } from '@souk/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, orders, sellerOrders } from '../src/db/schema.js';
import { CANNOT_CANCEL } from '../src/services/orders/cancel-order.js';
import { ORDER_NOT_FOUND } from '../src/services/orders/order-rows.js';
import { insertProduct, productStock } from './fixtures.js';
import { createTestContext, driver, type TestContext } from './harness.js';
import { orderRows } from './order-fixtures.js';
import {
  type ConsoleShop,
  consoleShop,
  guest,
  type Headers,
  placeGuestOrder,
  recordOfflinePayment,
} from './seller-console-fixtures.js';

let ctx: TestContext;
let shop: ConsoleShop;
let other: ConsoleShop;

function getOrder(orderNumber: string, headers: Headers = shop.headers) {
  return ctx.app.inject({ method: 'GET', url: `/api/seller/orders/${orderNumber}`, headers });
}

function transition(orderNumber: string, body: Record<string, unknown>, headers: Headers = shop.headers) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/seller/orders/${orderNumber}/status`,
    payload: body,
    headers,
  });
}

function list(query: Record<string, string | number>, headers: Headers = shop.headers) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return ctx.app.inject({ method: 'GET', url: `/api/seller/orders?${search}`, headers });
}

async function eventsOf(orderNumber: string, type: string) {
  const { order } = await orderRows(ctx.db, orderNumber);
  const rows = await ctx.db
    .select({ payload: events.payload })
    .from(events)
    .where(and(eq(events.type, type), sql`${events.payload} ->> 'orderId' = ${order?.id ?? ''}`))
    .orderBy(asc(events.createdAt));
  return rows.map((row) => row.payload);
}

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await consoleShop(ctx, 'a');
  other = await consoleShop(ctx, 'b');
});
afterAll(() => ctx.close());

describe('GET /api/seller/orders/:orderNumber', () => {
  it('shows the items as bought (bulk tier, add-ons, discount), totals, shipping, payments and timeline', async () => {
    const bulk = await insertProduct(ctx.db, shop.sellerId, {
      name: 'Beeswax candles',
      priceCents: 1000,
      stock: 100,
      bulkPricing: [
        { quantity: 5, price: 45 },
        { quantity: 10, price: 80, description: 'Box of ten' },
      ],
      addons: [{ question: 'Wrap?', type: 'Checkboxes', options: [{ text: 'Gift wrap', price: 2.5 }] }],
    });
    const orderNumber = await placeGuestOrder(ctx, bulk.id, {
      quantity: 12,
      addons: [{ text: 'Gift wrap', price: 2.5 }],
      notes: 'Leave at the door',
      shipping: { name: 'Zanele Dube', email: 'zanele@example.com', phone: '083 555 0101' },
    });
    const reference = await recordOfflinePayment(ctx, orderNumber, 'eft');
    const approved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/seller/payments/${reference}/approve`,
      headers: shop.headers,
    });
    expect(approved.statusCode).toBe(200);

    const response = await getOrder(orderNumber);
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json();
    // 12 = one tier of 10 ($80) + 2 at $10, plus the $2.50 add-on once
    expect(order).toMatchObject({
      orderNumber,
      customerName: 'Zanele Dube',
      email: 'zanele@example.com',
      phone: '083 555 0101',
      itemCount: 12,
      subtotal: 102.5,
      shippingFee: 5,
      total: 107.5,
      currency: 'USD',
      status: 'pending',
      paymentStatus: 'paid',
      paymentMethod: 'eft',
      notes: 'Leave at the door',
      carrier: null,
      trackingNumber: null,
      cancelReason: null,
      nextStatuses: ['processing', 'cancelled'],
    });
    expect(order.items).toEqual([
      {
        productId: bulk.id,
        name: 'Beeswax candles',
        brand: 'Acme',
        slug: bulk.slug,
        image: '/images/demo/test.svg',
        quantity: 12,
        unitPrice: 10,
        discount: 0,
        discountedUnitPrice: 10,
        bulkTier: { quantity: 10, price: 80, description: 'Box of ten' },
        addons: [{ text: 'Gift wrap', price: 2.5 }],
        lineTotal: 102.5,
      },
    ]);
    expect(order.shippingInfo).toMatchObject({ name: 'Zanele Dube', city: 'Cape Town' });
    expect(order.payments).toEqual([
      {
        reference,
        method: 'eft',
        amount: 107.5,
        currency: 'USD',
        status: 'approved',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(order.timeline.map((step: { summary: string }) => step.summary)).toEqual([
      'Order placed',
      `Bank transfer recorded — reference ${reference}, awaiting approval`,
      'Payment approved',
    ]);
  });

  it('a line priced per unit shows no tier', async () => {
    const orderNumber = await placeGuestOrder(ctx, shop.productId, { quantity: 3 });
    const { order } = (await getOrder(orderNumber)).json();
    expect(order.items[0]).toMatchObject({ bulkTier: null, addons: [], lineTotal: 30 });
    expect(order).toMatchObject({ total: 35, paymentStatus: 'unpaid', paymentMethod: null });
  });

  it("answers another shop's order and an unknown number alike: 404 'Order not found'", async () => {
    const theirs = await placeGuestOrder(ctx, other.productId);
    for (const orderNumber of [theirs, 'SK20990101AAAAAA']) {
      const response = await getOrder(orderNumber);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: ORDER_NOT_FOUND });
    }
  });
});

describe('POST /api/seller/orders/:orderNumber/status', () => {
  it('walks pending → processing → shipped → delivered; the order mirrors it; events and timeline follow', async () => {
    const orderNumber = await placeGuestOrder(ctx, shop.productId, { quantity: 2 });

    const processing = await transition(orderNumber, { from: 'pending', to: 'processing' });
    expect(processing.statusCode, processing.body).toBe(200);
    expect(processing.json()).toMatchObject({
      success: true,
      message: 'Order marked as processing',
      order: { status: 'processing', nextStatuses: ['shipped', 'cancelled'] },
    });

    const shipped = await transition(orderNumber, {
      from: 'processing',
      to: 'shipped',
      carrier: ' DHL ',
      trackingNumber: '123',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().order).toMatchObject({
      status: 'shipped',
      carrier: 'DHL',
      trackingNumber: '123',
      nextStatuses: ['delivered'],
    });
    let rows = await orderRows(ctx.db, orderNumber);
    expect(rows.order?.deliveryStatus).toBe('shipped');
    expect(rows.parts).toMatchObject([{ deliveryStatus: 'shipped', carrier: 'DHL', trackingNumber: '123' }]);

    // the shopper can no longer cancel a shipped order
    const shopperCancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/order/cancel-order/${orderNumber}`,
      headers: guest.headers,
    });
    expect(shopperCancel.statusCode).toBe(409);
    expect(shopperCancel.json()).toEqual({ error: CANNOT_CANCEL });

    const delivered = await transition(orderNumber, { from: 'shipped', to: 'delivered' });
    expect(delivered.json().order).toMatchObject({ status: 'delivered', nextStatuses: [] });
    rows = await orderRows(ctx.db, orderNumber);
    expect(rows.order?.deliveryStatus).toBe('delivered');

    expect(await eventsOf(orderNumber, 'order.status_changed')).toEqual([
      expect.objectContaining({ from: 'pending', to: 'processing', sellerId: shop.sellerId, orderNumber }),
      expect.objectContaining({ from: 'processing', to: 'shipped', carrier: 'DHL', trackingNumber: '123' }),
      expect.objectContaining({ from: 'shipped', to: 'delivered' }),
    ]);
    expect(delivered.json().order.timeline.map((step: { summary: string }) => step.summary)).toEqual([
      'Order placed',
      'Marked as processing',
      'Shipped with DHL, tracking 123',
      'Delivered',
    ]);
  });

  it('answers 409 naming the current status when the status changed meanwhile; nothing written', async () => {
    const orderNumber = await placeGuestOrder(ctx, shop.productId);
    expect((await transition(orderNumber, { from: 'pending', to: 'processing' })).statusCode).toBe(200);
    const stale = await transition(orderNumber, { from: 'pending', to: 'cancelled' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'This order is now processing — it changed meanwhile; reload to see it.',
    });
    expect((await orderRows(ctx.db, orderNumber)).parts).toMatchObject([{ deliveryStatus: 'processing' }]);
    expect(await eventsOf(orderNumber, 'order.cancelled')).toEqual([]);
  });

  it('answers 409 for a move the workflow forbids', async () => {
    const orderNumber = await placeGuestOrder(ctx, shop.productId);
    const early = await transition(orderNumber, {
      from: 'pending',
      to: 'shipped',
      carrier: 'DHL',
      trackingNumber: '1',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'A pending order cannot be shipped' });

    await transition(orderNumber, { from: 'pending', to: 'processing' });
    await transition(orderNumber, { from: 'processing', to: 'shipped', carrier: 'DHL', trackingNumber: '1' });
    const stockBefore = await productStock(ctx.db, shop.productId);
    const cancel = await transition(orderNumber, { from: 'shipped', to: 'cancelled', reason: 'too late' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ error: 'A shipped order cannot be cancelled' });
    expect(await productStock(ctx.db, shop.productId)).toBe(stockBefore);
    expect((await orderRows(ctx.db, orderNumber)).parts).toMatchObject([
      { deliveryStatus: 'shipped', cancelReason: null },
    ]);
  });

  it('answers 400 naming the missing carrier or tracking number; nothing written', async () => {
    const orderNumber = await placeGuestOrder(ctx, shop.productId);
    await transition(orderNumber, { from: 'pending', to: 'processing' });
    for (const [body, field] of [
      [{ trackingNumber: '123' }, 'carrier'],
      [{ carrier: 'DHL' }, 'trackingNumber'],
      [{ carrier: 'DHL', trackingNumber: '   ' }, 'trackingNumber'],
    ] as const) {
      const response = await transition(orderNumber, { from: 'processing', to: 'shipped', ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: `${field}: ${TRACKING_REQUIRED}` });
    }
    expect((await orderRows(ctx.db, orderNumber)).parts).toMatchObject([
      { deliveryStatus: 'processing', carrier: null, trackingNumber: null },
    ]);
  });

  it.each([
    [{ from: 'pending', to: 'pending' }, 'to: must be processing, shipped, delivered or cancelled'],
    [{ from: 'sent', to: 'processing' }, 'from must be the order status you saw'],
    [{ to: 'processing' }, 'from must be the order status you saw'],
    [{ from: 'pending', to: 'cancelled', reason: 'x'.repeat(501) }, 'Reason is too long'],
  ])('refuses a bad body %j with 400', async (body, error) => {
    const orderNumber = await placeGuestOrder(ctx, shop.productId);
    const response = await transition(orderNumber, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(error.replace(/^to: /, ''));
    expect((await orderRows(ctx.db, orderNumber)).parts).toMatchObject([{ deliveryStatus: 'pending' }]);
  });

  it('cancels with a reason and restocks exactly once', async () => {
    const orderNumber = await placeGuestOrder(ctx, shop.productId, { quantity: 4 });
    const stockBefore = await productStock(ctx.db, shop.productId);
    const cancelled = await transition(orderNumber, {
      from: 'pending',
      to: 'cancelled',
      reason: 'Out of this colour',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Order cancelled',
      order: { status: 'cancelled', cancelReason: 'Out of this colour', nextStatuses: [] },
    });
    expect(await productStock(ctx.db, shop.productId)).toBe((stockBefore ?? 0) + 4);
    const rows = await orderRows(ctx.db, orderNumber);
    expect(rows.order?.deliveryStatus).toBe('cancelled');
    expect(rows.parts).toMatchObject([{ deliveryStatus: 'cancelled', cancelReason: 'Out of this colour' }]);
    expect(await eventsOf(orderNumber, 'order.cancelled')).toEqual([
      {
        orderId: rows.order?.id,
        orderNumber,
        sellerIds: [shop.sellerId],
        by: 'seller',
        reason: 'Out of this colour',
      },
    ]);
    expect(cancelled.json().order.timeline.at(-1).summary).toBe(
      'Cancelled by the seller: Out of this colour',
    );

    const again = await transition(orderNumber, { from: 'pending', to: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'This order is now cancelled — it changed meanwhile; reload to see it.',
    });
    // nor may the shopper cancel it again
    const shopperCancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/order/cancel-order/${orderNumber}`,
      headers: guest.headers,
    });
    expect(shopperCancel.statusCode).toBe(409);
    expect(await productStock(ctx.db, shop.productId)).toBe((stockBefore ?? 0) + 4);
  });

  it(`concurrent cancels (and a shopper's cancel) restock once (${driver})`, async () => {
    const orderNumber = await placeGuestOrder(ctx, shop.productId, { quantity: 3 });
    const stockBefore = await productStock(ctx.db, shop.productId);
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, () => transition(orderNumber, { from: 'pending', to: 'cancelled' })),
      ctx.app.inject({
        method: 'PUT',
        url: `/api/order/cancel-order/${orderNumber}`,
        headers: guest.headers,
      }),
    ]);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    expect(await productStock(ctx.db, shop.productId)).toBe((stockBefore ?? 0) + 3);
    expect(await eventsOf(orderNumber, 'order.cancelled')).toHaveLength(1);
  });

  it('reads the legacy statuses placed and warehouse as pending', async () => {
    for (const legacy of ['placed', 'warehouse']) {
      const orderNumber = await placeGuestOrder(ctx, shop.productId);
      const { order } = await orderRows(ctx.db, orderNumber);
      await ctx.db
        .update(sellerOrders)
        .set({ deliveryStatus: legacy })
        .where(eq(sellerOrders.orderId, order?.id ?? ''));
      await ctx.db
        .update(orders)
        .set({ deliveryStatus: legacy })
        .where(eq(orders.id, order?.id ?? ''));
      expect((await getOrder(orderNumber)).json().order).toMatchObject({
        status: 'pending',
        nextStatuses: ['processing', 'cancelled'],
      });
      const pendingList = (await list({ status: 'pending', q: orderNumber })).json();
      expect(pendingList.orders.map((row: { orderNumber: string }) => row.orderNumber)).toEqual([
        orderNumber,
      ]);
      const moved = await transition(orderNumber, { from: 'pending', to: 'processing' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await eventsOf(orderNumber, 'order.status_changed')).toEqual([
        expect.objectContaining({ from: 'pending', to: 'processing' }),
      ]);
    }
  });

  it("refuses another shop's order with 404 and changes nothing", async () => {
    const theirs = await placeGuestOrder(ctx, other.productId);
    const response = await transition(theirs, { from: 'pending', to: 'cancelled' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: ORDER_NOT_FOUND });
    expect((await orderRows(ctx.db, theirs)).parts).toMatchObject([{ deliveryStatus: 'pending' }]);
  });
});

describe('GET /api/seller/orders', () => {
  let listShop: ConsoleShop;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    listShop = await consoleShop(ctx, 'list');
    const people = [
      ['alpha', { name: 'Amahle Zulu', email: 'amahle@example.com', phone: '082 100 0001' }, 1],
      ['bravo', { name: 'bongani Khumalo', email: 'BONGANI@example.com', phone: '082 100 0002' }, 3],
      ['charlie', { name: 'Chloé 100%_Sure', email: 'chloe@example.com', phone: '082 100 0003' }, 2],
    ] as const;
    for (const [key, shipping, quantity] of people) {
      numbers[key] = await placeGuestOrder(ctx, listShop.productId, { quantity, shipping });
    }
    // fixed placing days, oldest first: alpha 2026-01-10, bravo 2026-01-11, charlie 2026-01-12
    for (const [index, key] of ['alpha', 'bravo', 'charlie'].entries()) {
      await ctx.db
        .update(orders)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 10 + index, 23, 30)) })
        .where(eq(orders.orderNumber, numbers[key] ?? ''));
    }
    await recordOfflinePayment(ctx, numbers.bravo ?? '', 'cash');
    await transition(numbers.charlie ?? '', { from: 'pending', to: 'processing' }, listShop.headers);
  });

  const numbersOf = (body: { orders: { orderNumber: string }[] }) =>
    body.orders.map((row) => row.orderNumber);

  it('lists only the shop’s orders, newest first, with their summary', async () => {
    const response = await list({}, listShop.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(numbersOf(body)).toEqual([numbers.charlie, numbers.bravo, numbers.alpha]);
    expect(body).toMatchObject({ success: true, total: 3, page: 1, perPage: 20 });
    expect(body.orders[1]).toEqual({
      orderNumber: numbers.bravo,
      createdAt: '2026-01-11T23:30:00.000Z',
      customerName: 'bongani Khumalo',
      email: 'BONGANI@example.com',
      phone: '082 100 0002',
      itemCount: 3,
      total: 35,
      currency: 'USD',
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cashOnDelivery',
    });
  });

  it('sorts by total, order number and customer name', async () => {
    expect(numbersOf((await list({ sort: 'total', direction: 'asc' }, listShop.headers)).json())).toEqual([
      numbers.alpha,
      numbers.charlie,
      numbers.bravo,
    ]);
    expect(
      numbersOf((await list({ sort: 'orderNumber', direction: 'asc' }, listShop.headers)).json()),
    ).toEqual([numbers.alpha, numbers.bravo, numbers.charlie].sort());
    // case-insensitive: bongani before Chloé
    expect(numbersOf((await list({ sort: 'customer', direction: 'asc' }, listShop.headers)).json())).toEqual([
      numbers.alpha,
      numbers.bravo,
      numbers.charlie,
    ]);
  });

  it('filters by status, payment status, method and UTC days (inclusive)', async () => {
    const cases: [Record<string, string>, (string | undefined)[]][] = [
      [{ status: 'processing' }, [numbers.charlie]],
      [{ status: 'pending' }, [numbers.bravo, numbers.alpha]],
      [{ paymentStatus: 'pending' }, [numbers.bravo]],
      [{ paymentStatus: 'unpaid' }, [numbers.charlie, numbers.alpha]],
      [{ method: 'cashOnDelivery' }, [numbers.bravo]],
      [{ method: 'eft' }, []],
      [{ from: '2026-01-11' }, [numbers.charlie, numbers.bravo]],
      [{ to: '2026-01-11' }, [numbers.bravo, numbers.alpha]],
      [{ from: '2026-01-11', to: '2026-01-11' }, [numbers.bravo]],
      [{ from: '2026-01-13' }, []],
    ];
    for (const [query, expected] of cases) {
      const body = (await list(query, listShop.headers)).json();
      expect(numbersOf(body), JSON.stringify(query)).toEqual(expected);
      expect(body.total).toBe(expected.length);
    }
  });

  it('searches number, name, e-mail and phone case-insensitively, wildcards taken literally', async () => {
    const cases: [string, (string | undefined)[]][] = [
      [numbers.alpha?.toLowerCase() ?? '', [numbers.alpha]],
      ['KHUMALO', [numbers.bravo]],
      ['bongani@EXAMPLE', [numbers.bravo]],
      ['0821000003', [numbers.charlie]],
      ['082 100 0001', [numbers.alpha]],
      ['100%_', [numbers.charlie]],
      ['%', [numbers.charlie]],
      ['_', [numbers.charlie]],
      // as wildcards these would find Amahle Zulu
      ['a%z', []],
      ['Am_hle', []],
      ['nobody', []],
    ];
    for (const [q, expected] of cases) {
      expect(numbersOf((await list({ q }, listShop.headers)).json()), q).toEqual(expected);
    }
  });

  it('pages', async () => {
    const first = (await list({ perPage: 2 }, listShop.headers)).json();
    const second = (await list({ perPage: 2, page: 2 }, listShop.headers)).json();
    expect(numbersOf(first)).toEqual([numbers.charlie, numbers.bravo]);
    expect(numbersOf(second)).toEqual([numbers.alpha]);
    expect([first.total, second.total, second.page, second.perPage]).toEqual([3, 3, 2, 2]);
    expect(numbersOf((await list({ page: 3, perPage: 2 }, listShop.headers)).json())).toEqual([]);
  });

  it.each([
    [{ from: '2026-02-31' }, 'from: must be a real date as YYYY-MM-DD'],
    [{ to: '11/01/2026' }, 'to: must be a date as YYYY-MM-DD'],
    [{ sort: 'price' }, 'sort:'],
    [{ status: 'placed' }, 'status:'],
    [{ perPage: 500 }, 'perPage:'],
    [{ q: 'x'.repeat(201) }, 'q:'],
  ])('refuses %j with 400 naming the field', async (query, error) => {
    const response = await list(query, listShop.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(error);
  });
});
