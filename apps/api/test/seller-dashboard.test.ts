import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { rangeDays } from '../src/services/seller-console/dashboard.js';
import { insertProduct } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import {
  type ConsoleShop,
  consoleShop,
  placeGuestOrder,
  recordOfflinePayment,
} from './seller-console-fixtures.js';

let ctx: TestContext;
let shop: ConsoleShop;
let emptyShop: ConsoleShop;
const lowStock: { name: string; stock: number }[] = [];

const DAY_MS = 86_400_000;
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

function dashboard(range: string | undefined, target: ConsoleShop = shop) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/seller/dashboard${range === undefined ? '' : `?range=${range}`}`,
    headers: target.headers,
  });
}

/** An order of `quantity` units ($10 each + $5 shipping) placed `daysAgo` days ago at this time of day. */
async function order(
  quantity: number,
  daysAgo: number,
  then: 'unpaid' | 'paid' | 'eft pending' | 'cash pending' | 'cancelled' | 'paid and shipped' = 'unpaid',
) {
  const orderNumber = await placeGuestOrder(ctx, shop.productId, { quantity });
  const seller = (path: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method: payload ? 'POST' : 'PUT', url: path, headers: shop.headers, payload });
  if (then === 'paid' || then === 'paid and shipped') {
    const reference = await recordOfflinePayment(ctx, orderNumber, 'eft');
    expect((await seller(`/api/seller/payments/${reference}/approve`)).statusCode).toBe(200);
  }
  if (then === 'eft pending') await recordOfflinePayment(ctx, orderNumber, 'eft');
  if (then === 'cash pending') await recordOfflinePayment(ctx, orderNumber, 'cash');
  if (then === 'cancelled') {
    const status = `/api/seller/orders/${orderNumber}/status`;
    expect((await seller(status, { from: 'pending', to: 'cancelled' })).statusCode).toBe(200);
  }
  if (then === 'paid and shipped') {
    const status = `/api/seller/orders/${orderNumber}/status`;
    await seller(status, { from: 'pending', to: 'processing' });
    const shipped = await seller(status, {
      from: 'processing',
      to: 'shipped',
      carrier: 'DHL',
      trackingNumber: 'T1',
    });
    expect(shipped.statusCode).toBe(200);
  }
  await ctx.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(orders.orderNumber, orderNumber));
}

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await consoleShop(ctx, 'dash');
  emptyShop = await consoleShop(ctx, 'empty');
  for (const [name, stock] of [
    ['Last one', 1],
    ['Plenty', 6],
    ['Sold out', 0],
    ['At the threshold', 5],
  ] as const) {
    await insertProduct(ctx.db, shop.sellerId, { name, stock });
    if (stock <= 5) lowStock.push({ name, stock });
  }
  await order(1, 0, 'paid'); // today: $15 paid, to ship
  await order(2, 2, 'paid'); // 2 days ago: $25 paid, to ship
  await order(3, 2, 'unpaid'); // 2 days ago: $35, no payment
  await order(1, 10, 'paid'); // 10 days ago: $15 paid, to ship
  await order(4, 0, 'cancelled'); // today, cancelled: counted nowhere
  await order(1, 0, 'eft pending'); // today: awaiting approval, not to ship (no money yet)
  await order(2, 0, 'cash pending'); // today: awaiting approval, to ship (paid at the door)
  await order(1, 1, 'paid and shipped'); // yesterday: $15 paid, shipped
});
afterAll(() => ctx.close());

describe('GET /api/seller/dashboard', () => {
  it("today: today's orders and paid revenue; awaiting approval, to ship and low stock as of now", async () => {
    const response = await dashboard('today');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      range: 'today',
      currency: 'ZAR',
      revenue: 15,
      orders: 3,
      averageOrderValue: 15,
      awaitingApproval: 2,
      toShip: 4,
      lowStock: 3,
      lowStockProducts: [
        { id: expect.any(String), name: 'Sold out', slug: expect.any(String), stock: 0 },
        { id: expect.any(String), name: 'Last one', slug: expect.any(String), stock: 1 },
        { id: expect.any(String), name: 'At the threshold', slug: expect.any(String), stock: 5 },
      ],
      daily: [{ date: utcDay(0), revenue: 15, orders: 3 }],
    });
  });

  it('7 days (the default): one entry per UTC day, days without orders at zero', async () => {
    const body = (await dashboard(undefined)).json();
    expect(body).toMatchObject({ range: '7d', revenue: 55, orders: 6, averageOrderValue: 18.33 });
    expect(body.daily).toEqual([
      { date: utcDay(6), revenue: 0, orders: 0 },
      { date: utcDay(5), revenue: 0, orders: 0 },
      { date: utcDay(4), revenue: 0, orders: 0 },
      { date: utcDay(3), revenue: 0, orders: 0 },
      { date: utcDay(2), revenue: 25, orders: 2 },
      { date: utcDay(1), revenue: 15, orders: 1 },
      { date: utcDay(0), revenue: 15, orders: 3 },
    ]);
  });

  it('30 days takes the older order in', async () => {
    const body = (await dashboard('30d')).json();
    expect(body).toMatchObject({ range: '30d', revenue: 70, orders: 7, averageOrderValue: 17.5 });
    expect(body.daily).toHaveLength(30);
    expect(body.daily[19]).toEqual({ date: utcDay(10), revenue: 15, orders: 1 });
    const sums = body.daily.reduce(
      (total: { revenue: number; orders: number }, day: { revenue: number; orders: number }) => ({
        revenue: total.revenue + day.revenue,
        orders: total.orders + day.orders,
      }),
      { revenue: 0, orders: 0 },
    );
    expect(sums).toEqual({ revenue: 70, orders: 7 });
  });

  it('a shop without orders or low stock shows zeros, never another shop’s figures', async () => {
    const body = (await dashboard('7d', emptyShop)).json();
    expect(body).toMatchObject({
      revenue: 0,
      orders: 0,
      averageOrderValue: 0,
      awaitingApproval: 0,
      toShip: 0,
      lowStock: 0,
      lowStockProducts: [],
    });
    expect(body.daily.every((day: { revenue: number; orders: number }) => !day.revenue && !day.orders)).toBe(
      true,
    );
  });

  it('refuses an unknown range with 400', async () => {
    const response = await dashboard('90d');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'range: range must be today, 7d or 30d' });
  });
});

describe('rangeDays', () => {
  it('ends with the UTC day of `now`, whatever its time', () => {
    const late = new Date('2026-03-01T23:59:59.999Z');
    expect(rangeDays('today', late)).toEqual({
      start: new Date('2026-03-01T00:00:00Z'),
      days: ['2026-03-01'],
    });
    expect(rangeDays('7d', new Date('2026-03-02T00:00:00Z')).days).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});
