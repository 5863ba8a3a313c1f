import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerOrders } from '../src/db/schema.js';
import { createTokenService } from '../src/lib/tokens.js';
import { ORDER_OF_SEVERAL_SELLERS } from '../src/services/payments/payable-order.js';
import { markOrderPaid, PAYMENT_OF_ANOTHER_SELLER } from '../src/services/payments/record-payment.js';
import { createSellerAccount } from '../src/services/seller-accounts.js';
import { insertCustomer, insertOfflinePaymentConfig, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { orderRows, placeOrderBody } from './order-fixtures.js';

type Headers = Record<string, string>;
interface Shop {
  sellerId: string;
  productId: string;
  headers: Headers;
}

let ctx: TestContext;
let buyer: Headers;
let shopA: Shop;
let shopB: Shop;
let logins = 0;

async function newShop(email: string): Promise<Shop> {
  const seller = await insertSeller(ctx.db);
  await insertOfflinePaymentConfig(ctx.db, seller.id);
  const product = await insertProduct(ctx.db, seller.id, { priceCents: 2000, stock: 100 });
  await createSellerAccount(ctx.db, { seller: seller.id, email, password: 'seller password 123' });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email, password: 'seller password 123' },
    remoteAddress: `10.9.0.${++logins}`,
  });
  expect(login.statusCode, login.body).toBe(200);
  return {
    sellerId: seller.id,
    productId: product.id,
    headers: { authorization: `Bearer ${login.json().token}` },
  };
}

async function placeOrder(shop: Shop): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/home/order/place-order',
    payload: placeOrderBody([{ productId: shop.productId, quantity: 1 }]),
    headers: buyer,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order.orderNumber;
}

async function offlinePayment(orderNumber: string, paymentMethod: 'eft' | 'cash') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/order/create-offline-payment',
    payload: { orderNumber, price: 25, paymentMethod },
    headers: buyer,
  });
}

async function approve(shop: Shop, reference: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/seller/payments/${encodeURIComponent(reference)}/approve`,
    headers: shop.headers,
  });
}

/** What payment may change of an order: its status and each seller part's. */
async function paymentState(orderNumber: string) {
  const { order, parts } = await orderRows(ctx.db, orderNumber);
  return {
    order: order?.paymentStatus,
    parts: parts.map((part) => ({ sellerId: part.sellerId, paymentStatus: part.paymentStatus })),
  };
}

/**
 * An order holding a part of each seller, as place-order wrote them before it refused mixed carts: seller B's
 * part added beside seller A's.
 */
async function legacyMixedOrder(): Promise<string> {
  const orderNumber = await placeOrder(shopA);
  const { parts } = await orderRows(ctx.db, orderNumber);
  const part = parts[0];
  if (!part) throw new Error('no part');
  await ctx.db.insert(sellerOrders).values({ ...part, id: `${part.id}-b`, sellerId: shopB.sellerId });
  return orderNumber;
}

beforeAll(async () => {
  ctx = await createTestContext();
  buyer = (await insertCustomer(ctx.db, createTokenService(ctx.config.jwtSecret))).headers;
  shopA = await newShop('owner@a.example');
  shopB = await newShop('owner@b.example');
});
afterAll(() => ctx.close());

describe('payment settles only the order of the seller that was paid', () => {
  it('approving seller A’s bank transfer and cash payments never flips anything of seller B', async () => {
    const orderA = await placeOrder(shopA);
    const cashA = await placeOrder(shopA);
    const orderB = await placeOrder(shopB);
    const referenceB = (await offlinePayment(orderB, 'eft')).json().paymentReference;
    const beforeB = await paymentState(orderB);
    expect(beforeB).toEqual({
      order: 'pending',
      parts: [{ sellerId: shopB.sellerId, paymentStatus: 'pending' }],
    });

    for (const [orderNumber, method] of [
      [orderA, 'eft'],
      [cashA, 'cash'],
    ] as const) {
      const recorded = await offlinePayment(orderNumber, method);
      expect(recorded.statusCode, recorded.body).toBe(201);
      // seller B cannot approve seller A's payment
      expect((await approve(shopB, recorded.json().paymentReference)).statusCode).toBe(404);
      const approved = await approve(shopA, recorded.json().paymentReference);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await paymentState(orderNumber)).toEqual({
        order: 'paid',
        parts: [{ sellerId: shopA.sellerId, paymentStatus: 'paid' }],
      });
    }
    expect(await paymentState(orderB)).toEqual(beforeB);
    // and seller A cannot approve seller B's
    expect((await approve(shopA, referenceB)).statusCode).toBe(404);
    expect(await paymentState(orderB)).toEqual(beforeB);
  });

  it('refuses a verified payment of seller B for seller A’s order (409) and writes nothing', async () => {
    const orderNumber = await placeOrder(shopA);
    const { order } = await orderRows(ctx.db, orderNumber);
    if (!order) throw new Error('no order');
    const before = await paymentState(orderNumber);
    await expect(
      markOrderPaid(ctx.db, {
        orderId: order.id,
        sellerId: shopB.sellerId,
        method: 'stripe',
        providerRef: `pi_${orderNumber}`,
        amountCents: order.totalCents,
        currency: order.currency,
        details: { gateway: 'stripe' },
      }),
    ).rejects.toThrow(PAYMENT_OF_ANOTHER_SELLER);
    expect(await paymentState(orderNumber)).toEqual(before);
  });

  it('never pays an order of several sellers to one of them: every payment path answers 409', async () => {
    const orderNumber = await legacyMixedOrder();
    const before = await paymentState(orderNumber);
    expect(before.parts).toHaveLength(2);

    const offline = await offlinePayment(orderNumber, 'eft');
    expect(offline.statusCode).toBe(409);
    expect(offline.json()).toEqual({ error: ORDER_OF_SEVERAL_SELLERS });
    const confirm = await ctx.app.inject({
      method: 'PUT',
      url: `/api/order/order-confirm/${orderNumber}`,
      payload: { paymentMethod: 'cash' },
      headers: buyer,
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({ error: ORDER_OF_SEVERAL_SELLERS });

    const { order } = await orderRows(ctx.db, orderNumber);
    if (!order) throw new Error('no order');
    await expect(
      markOrderPaid(ctx.db, {
        orderId: order.id,
        sellerId: shopA.sellerId,
        method: 'paypal',
        providerRef: `capture-${orderNumber}`,
        amountCents: order.totalCents,
        currency: order.currency,
        details: { gateway: 'paypal' },
      }),
    ).rejects.toThrow(ORDER_OF_SEVERAL_SELLERS);
    expect(await paymentState(orderNumber)).toEqual(before);
    const rows = await ctx.db.select().from(sellerOrders).where(eq(sellerOrders.orderId, order.id));
    expect(rows.every((part) => part.paymentStatus === 'unpaid')).toBe(true);
  });
});
