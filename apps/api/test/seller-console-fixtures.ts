import { expect } from 'vitest';
import { createSellerAccount } from '../src/services/seller-accounts.js';
import { guestSession, insertOfflinePaymentConfig, insertProduct, insertSeller } from './fixtures.js';
import type { TestContext } from './harness.js';
import { placeOrderBody, shippingInfo } from './order-fixtures.js';

export type Headers = Record<string, string>;

export const SELLER_PASSWORD = 'seller password 123';

let logins = 0;

/** The guest who places the fixture orders (its session owns them, so it may pay for them). */
export const guest = guestSession();

/** A seller account of the shop, signed in (each sign-in from its own address: the limits are tested elsewhere). */
export async function signedInSeller(ctx: TestContext, sellerId: string, email: string) {
  const account = await createSellerAccount(ctx.db, { seller: sellerId, email, password: SELLER_PASSWORD });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email, password: SELLER_PASSWORD },
    remoteAddress: `10.9.${Math.floor(++logins / 250)}.${logins % 250}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { account, headers: { authorization: `Bearer ${response.json().token}` } as Headers };
}

/** A shop with offline payments, one $10.00 product (1000 in stock, $5.00 shipping) and a signed-in seller. */
export async function consoleShop(ctx: TestContext, label: string) {
  const seller = await insertSeller(ctx.db, { currency: 'ZAR', shopName: `Shop ${label}` });
  await insertOfflinePaymentConfig(ctx.db, seller.id);
  const product = await insertProduct(ctx.db, seller.id, { stock: 1000, name: `Product of ${label}` });
  const { account, headers } = await signedInSeller(
    ctx,
    seller.id,
    `owner-${label}-${seller.id}@shop.example`,
  );
  return { seller, sellerId: seller.id, product, productId: product.id, account, headers };
}
export type ConsoleShop = Awaited<ReturnType<typeof consoleShop>>;

/** A guest's order of `quantity` units of a product; answers its number. */
export async function placeGuestOrder(
  ctx: TestContext,
  productId: string,
  options: {
    quantity?: number;
    shipping?: Parameters<typeof shippingInfo>[0];
    addons?: { text: string; price: number }[];
    notes?: string;
  } = {},
): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/home/order/place-order',
    payload: placeOrderBody(
      [{ productId, quantity: options.quantity ?? 1, ...(options.addons ? { addons: options.addons } : {}) }],
      { shippingInfo: shippingInfo(options.shipping), notes: options.notes ?? '' },
    ),
    headers: guest.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order.orderNumber;
}

/** Records a bank transfer (`eft`) or cash on delivery (`cash`) for an order; answers the reference. */
export async function recordOfflinePayment(
  ctx: TestContext,
  orderNumber: string,
  paymentMethod: 'eft' | 'cash' = 'eft',
): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/order/create-offline-payment',
    payload: { orderNumber, price: 1, paymentMethod, bankDetails: {} },
    headers: guest.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().paymentReference;
}
