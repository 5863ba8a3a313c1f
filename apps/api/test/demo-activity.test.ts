import type {
  SellerDashboardResponse,
  SellerMessagesResponse,
  SellerOrderDetail,
  SellerOrdersResponse,
} from '@souk/core';
import { toCents } from '@souk/core';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  contactReplies,
  events,
  mailDeliveries,
  orderLines,
  orders,
  payments,
  products,
  sellerNotifications,
  sellerOrders,
} from '../src/db/schema.js';
import {
  addDemoActivity,
  type DemoActivityReport,
  JOURNEY_PRODUCTS,
  planShopActivity,
} from '../src/demo/activity.js';
import { buildDemoRows, DEMO_SELLER_NAMES, demoSellerId, seedDemo } from '../src/demo/seed.js';
import { applyDemoSellerAccounts, demoSellerEmail } from '../src/demo/seller-accounts.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
let runs: DemoActivityReport[];
const PASSWORD = 'demo-activity-password';
const headers = new Map<string, Record<string, string>>();
const seeded = buildDemoRows();

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db, ctx.config);
  await applyDemoSellerAccounts(ctx.db, PASSWORD);
  const run = () =>
    addDemoActivity(ctx.db, { defaultShippingFeeCents: toCents(ctx.config.shippingFeeDefault) });
  // two instances starting on the same database at once
  runs = await Promise.all([run(), run()]);
  let logins = 0;
  for (const shop of DEMO_SELLER_NAMES) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/login',
      payload: { email: demoSellerEmail(shop), password: PASSWORD },
      remoteAddress: `10.7.0.${++logins}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    headers.set(shop, { authorization: `Bearer ${response.json().token}` });
  }
}, 60_000);
afterAll(() => ctx.close());

async function get<T>(shop: string, url: string): Promise<T> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: headers.get(shop) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function allOrders(shop: string) {
  return (await get<SellerOrdersResponse>(shop, '/api/seller/orders?perPage=100')).orders;
}

async function tableCounts() {
  const rows = await Promise.all(
    [orders, sellerOrders, orderLines, payments, events, contactMessages, contactReplies].map(
      async (table) => {
        const [row] = await ctx.db.select({ value: count() }).from(table);
        return row?.value ?? 0;
      },
    ),
  );
  const stock = await ctx.db.select({ id: products.id, stock: products.stock }).from(products);
  return { rows, stock: Object.fromEntries(stock.map((row) => [row.id, row.stock])) };
}

describe('demo activity', () => {
  it('gives every demo shop its month once, though two instances started at once', () => {
    const shops = runs.flatMap((run) => run.shops);
    expect(shops.map((shop) => shop.shop).sort()).toEqual([...DEMO_SELLER_NAMES].sort());
    for (const shop of shops) {
      expect(shop.orders).toBeGreaterThanOrEqual(12);
      expect(shop.orders).toBeLessThanOrEqual(20);
      expect(shop.messages).toBeGreaterThanOrEqual(3);
      expect(shop.messages).toBeLessThanOrEqual(5);
    }
  });

  it.each(DEMO_SELLER_NAMES)('%s: the dashboard reads a living shop for 30 days and today', async (shop) => {
    const month = await get<SellerDashboardResponse>(shop, '/api/seller/dashboard?range=30d');
    expect(month.revenue).toBeGreaterThan(0);
    expect(month.orders).toBeGreaterThanOrEqual(10);
    expect(month.averageOrderValue).toBeGreaterThan(0);
    expect(month.awaitingApproval).toBeGreaterThanOrEqual(2);
    expect(month.toShip).toBeGreaterThan(0);
    // spread over the month, not piled on one day
    expect(month.daily.filter((day) => day.orders > 0).length).toBeGreaterThanOrEqual(5);
    const today = await get<SellerDashboardResponse>(shop, '/api/seller/dashboard?range=today');
    expect(today.orders).toBeGreaterThanOrEqual(2);
  });

  it.each(DEMO_SELLER_NAMES)(
    '%s: the order list holds every status, payment state and method',
    async (shop) => {
      const list = await allOrders(shop);
      expect(new Set(list.map((order) => order.status))).toEqual(
        new Set(['pending', 'processing', 'shipped', 'delivered', 'cancelled']),
      );
      expect(new Set(list.map((order) => order.paymentStatus))).toEqual(
        new Set(['paid', 'pending', 'unpaid']),
      );
      expect(new Set(list.map((order) => order.paymentMethod))).toEqual(new Set(['eft', 'cashOnDelivery']));
      // guests of the shop's country, at fictional addresses
      for (const order of list) expect(order.email).toMatch(/@example\.com$/);
      const pending = await get<{ payments: unknown[] }>(shop, '/api/seller/payments/pending');
      expect(pending.payments.length).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(DEMO_SELLER_NAMES)('%s: an order tells its story: timeline, tracking, reasons', async (shop) => {
    const list = await allOrders(shop);
    const detail = async (orderNumber: string) =>
      (await get<{ order: SellerOrderDetail }>(shop, `/api/seller/orders/${orderNumber}`)).order;
    const delivered = list.filter((order) => order.status === 'delivered');
    const details = await Promise.all(delivered.map((order) => detail(order.orderNumber)));
    for (const order of details) {
      const summaries = order.timeline.map((event) => event.summary);
      expect(summaries[0]).toBe('Order placed');
      expect(summaries).toContain('Payment approved');
      expect(summaries.some((text) => text.startsWith(`Shipped with ${order.carrier}`))).toBe(true);
      expect(summaries.at(-1) === 'Delivered' || summaries.at(-1) === 'Payment approved').toBe(true);
      const times = order.timeline.map((event) => Date.parse(event.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBe(Date.parse(order.createdAt));
      expect(Math.max(...times)).toBeLessThan(Date.now());
      expect(order.trackingNumber).toBeTruthy();
    }
    const cancelled = await Promise.all(
      list.filter((order) => order.status === 'cancelled').map((order) => detail(order.orderNumber)),
    );
    const reasons = cancelled.map((order) => order.timeline.at(-1)?.summary ?? '');
    expect(reasons.some((text) => text.startsWith('Cancelled by the seller: '))).toBe(true);
    expect(reasons.some((text) => text.startsWith('Payment rejected: '))).toBe(true);
    for (const order of cancelled) expect(order.cancelReason).toBeTruthy();
    // the lines use the shop's bulk tiers and add-ons
    const items = (await Promise.all(list.map((order) => detail(order.orderNumber)))).flatMap((o) => o.items);
    expect(items.some((item) => item.bulkTier !== null)).toBe(true);
    expect(items.some((item) => item.addons.length > 0)).toBe(true);
  });

  it.each(DEMO_SELLER_NAMES)('%s: messages: one replied and handled, the others unread', async (shop) => {
    const inbox = await get<SellerMessagesResponse>(shop, '/api/seller/messages');
    expect(inbox.total).toBeGreaterThanOrEqual(3);
    expect(inbox.unread).toBe(inbox.total - 1);
    const answered = inbox.messages.filter((message) => message.replies.length > 0);
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ read: true, handled: true });
    const [message] = answered;
    expect(Date.parse(message?.replies[0]?.createdAt ?? '')).toBeGreaterThan(
      Date.parse(message?.createdAt ?? ''),
    );
  });

  it('mails nobody and notifies no seller: every event it wrote is delivered already', async () => {
    const [pending] = await ctx.db
      .select({ value: count() })
      .from(events)
      .where(eq(events.status, 'pending'));
    expect(pending?.value).toBe(0);
    const [done] = await ctx.db
      .select({ value: count() })
      .from(events)
      .where(sql`${events.status} = 'done' and ${events.doneAt} is not null`);
    expect(done?.value).toBeGreaterThan(100);
    const [mails] = await ctx.db.select({ value: count() }).from(mailDeliveries);
    const [notices] = await ctx.db.select({ value: count() }).from(sellerNotifications);
    expect([mails?.value, notices?.value]).toEqual([0, 0]);
  });

  it('keeps stock positive and the storefront journeys’ products as seeded', async () => {
    const rows = await ctx.db.select().from(products);
    const now = new Map(rows.map((row) => [row.id, row]));
    for (const product of seeded.products) {
      const stock = now.get(product.id ?? '')?.stock ?? -1;
      expect(stock, product.slug).toBeGreaterThanOrEqual(0);
      // never more than a third of a product's stock
      expect(stock, product.slug).toBeGreaterThanOrEqual(Math.ceil(((product.stock ?? 0) * 2) / 3));
    }
    for (const [shop, slugs] of Object.entries(JOURNEY_PRODUCTS)) {
      for (const slug of slugs) {
        const product = seeded.products.find(
          (row) => row.slug === slug && row.sellerId === demoSellerId(shop),
        );
        expect(product, slug).toBeDefined();
        expect(now.get(product?.id ?? '')?.stock, slug).toBe(product?.stock);
      }
    }
  });

  it('a second start adds nothing', async () => {
    const before = await tableCounts();
    const again = await addDemoActivity(ctx.db, { defaultShippingFeeCents: 500 });
    expect(again.shops).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  });

  it('plans the same month from the same shop, products and clock', () => {
    const now = new Date('2027-03-10T15:30:00.000Z');
    const input = {
      shopName: 'pixel-forge',
      countryCode: '1',
      products: seeded.products
        .filter((row) => row.sellerId === demoSellerId('pixel-forge'))
        .map((row) => ({
          id: row.id ?? '',
          slug: row.slug,
          stock: row.stock ?? 0,
          bulkPricing: row.bulkPricing ?? [],
          addons: row.addons ?? [],
        })),
      now,
    };
    const plan = planShopActivity(input);
    expect(planShopActivity(input)).toEqual(plan);
    const placed = plan.orders.map((order) => order.placedAt.getTime());
    const midnight = Date.UTC(2027, 2, 10);
    expect(placed.filter((time) => time >= midnight).length).toBeGreaterThanOrEqual(2);
    expect(Math.min(...placed)).toBeGreaterThan(now.getTime() - 30 * 86_400_000);
    const steps = plan.orders.flatMap((order) => order.steps.map((step) => step.at.getTime()));
    expect(Math.max(...steps, ...placed)).toBeLessThan(now.getTime());
  });
});
