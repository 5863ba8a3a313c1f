import { BUY_AGAIN_LIMIT, BuyAgainResponseSchema } from '@souk/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, sellerOrders } from '../src/db/schema.js';
import { createTokenService } from '../src/lib/tokens.js';
import { SELLER_NOT_FOUND } from '../src/services/shops.js';
import { insertCustomer, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { type LineRequest, placeOrderBody } from './order-fixtures.js';

let ctx: TestContext;
type Seller = Awaited<ReturnType<typeof insertSeller>>;
type Product = Awaited<ReturnType<typeof insertProduct>>;
type Customer = Awaited<ReturnType<typeof insertCustomer>>;
let shop: Seller;
let otherShop: Seller;
let customer: Customer;
let otherCustomer: Customer;
let lamp: Product;
let rug: Product;
let vase: Product;
let tea: Product;

beforeAll(async () => {
  ctx = await createTestContext();
  const tokens = createTokenService(ctx.config.jwtSecret);
  shop = await insertSeller(ctx.db, { shopName: 'Urban Threads' });
  otherShop = await insertSeller(ctx.db, { shopName: 'Green Pantry', currency: 'ZAR' });
  customer = await insertCustomer(ctx.db, tokens, { name: 'Thandi Ngcobo' });
  otherCustomer = await insertCustomer(ctx.db, tokens, { name: 'Sipho Dlamini' });
  lamp = await insertProduct(ctx.db, shop.id, {
    name: 'Brass Desk Lamp',
    slug: 'brass-desk-lamp',
    priceCents: 4599,
  });
  rug = await insertProduct(ctx.db, shop.id, { name: 'Wool Rug', slug: 'wool-rug', priceCents: 12000 });
  vase = await insertProduct(ctx.db, shop.id, { name: 'Clay Vase', slug: 'clay-vase', images: ['/v.svg'] });
  tea = await insertProduct(ctx.db, otherShop.id, { name: 'Rooibos', priceCents: 650, currency: 'ZAR' });
});
afterAll(() => ctx.close());

function buyAgain(sellerName: string, headers: Record<string, string> = customer.headers) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/shops/${encodeURIComponent(sellerName)}/buy-again`,
    headers,
  });
}

async function list(sellerName = shop.name, headers = customer.headers) {
  const response = await buyAgain(sellerName, headers);
  expect(response.statusCode, response.body).toBe(200);
  return BuyAgainResponseSchema.parse(response.json()).products;
}

/** Places an order as the customer through HTTP, then moves it to a delivery status as its seller would. */
async function order(lines: LineRequest[], deliveryStatus: string, who: Customer = customer) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/home/order/place-order',
    payload: placeOrderBody(lines, { userId: who.id }),
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { orderNumber } = response.json().order as { orderNumber: string };
  const [row] = await ctx.db
    .update(orders)
    .set({ deliveryStatus })
    .where(eq(orders.orderNumber, orderNumber))
    .returning({ id: orders.id });
  await ctx.db
    .update(sellerOrders)
    .set({ deliveryStatus })
    .where(eq(sellerOrders.orderId, row?.id ?? ''));
  return orderNumber;
}

describe('GET /api/shops/{sellerName}/buy-again', () => {
  it('needs a signed-in customer and a known shop', async () => {
    const anonymous = await buyAgain(shop.name, {});
    expect(anonymous.statusCode).toBe(401);
    const unknown = await buyAgain('no-such-shop');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: SELLER_NOT_FOUND });
  });

  it('is empty before anything was delivered, and counts only delivered orders', async () => {
    expect(await list()).toEqual([]);
    await order([{ productId: rug.id, quantity: 1 }], 'shipped');
    await order([{ productId: vase.id, quantity: 1 }], 'cancelled');
    expect(await list()).toEqual([]);
  });

  it('lists each delivered product once, the most recently ordered first, at its price today', async () => {
    const first = await order([{ productId: lamp.id, quantity: 2 }], 'delivered');
    const second = await order(
      [
        { productId: rug.id, quantity: 1 },
        { productId: vase.id, quantity: 3 },
      ],
      'delivered',
    );
    // the seller changes the lamp's price and discount after it was bought
    await ctx.db.update(products).set({ priceCents: 3999, discount: 25 }).where(eq(products.id, lamp.id));

    const items = await list();
    expect(items.map((item) => item.productId).sort()).toEqual([lamp.id, rug.id, vase.id].sort());
    expect(items.at(-1)).toMatchObject({
      productId: lamp.id,
      name: 'Brass Desk Lamp',
      slug: 'brass-desk-lamp',
      price: 39.99,
      discount: 25,
      currency: 'USD',
      status: 'available',
      orderNumber: first,
    });
    expect(items.slice(0, 2).every((item) => item.orderNumber === second)).toBe(true);
    expect(items.find((item) => item.productId === vase.id)?.image).toBe('/v.svg');

    // bought again later: it moves to the front, once
    const third = await order([{ productId: lamp.id, quantity: 1 }], 'delivered');
    const again = await list();
    expect(again).toHaveLength(3);
    expect(again[0]).toMatchObject({ productId: lamp.id, orderNumber: third });
  });

  it('says which products cannot be bought today: out of stock, taken off sale, deleted', async () => {
    await ctx.db.update(products).set({ stock: 0 }).where(eq(products.id, rug.id));
    await ctx.db.update(products).set({ published: false }).where(eq(products.id, vase.id));
    const items = await list();
    expect(items.find((item) => item.productId === rug.id)).toMatchObject({
      status: 'out-of-stock',
      price: 120,
    });
    expect(items.find((item) => item.productId === vase.id)).toMatchObject({
      status: 'unavailable',
      price: null,
      discount: 0,
    });

    await ctx.db.delete(products).where(eq(products.id, vase.id));
    const afterDelete = await list();
    expect(afterDelete).toHaveLength(3);
    // the order line keeps what the shopper bought: its name, slug and image
    expect(afterDelete.find((item) => item.productId === null)).toMatchObject({
      name: 'Clay Vase',
      slug: 'clay-vase',
      image: '/v.svg',
      price: null,
      status: 'unavailable',
    });
  });

  it("shows one shop's products at that shop only, and nobody else's orders", async () => {
    await order([{ productId: tea.id, quantity: 1 }], 'delivered');
    const atPantry = await list(otherShop.name);
    expect(atPantry).toEqual([expect.objectContaining({ productId: tea.id, price: 6.5, currency: 'ZAR' })]);
    expect((await list()).some((item) => item.productId === tea.id)).toBe(false);

    expect(await list(shop.name, otherCustomer.headers)).toEqual([]);
    await order([{ productId: lamp.id, quantity: 1 }], 'delivered', otherCustomer);
    expect((await list(shop.name, otherCustomer.headers)).map((item) => item.productId)).toEqual([lamp.id]);
  });

  it(`offers at most ${BUY_AGAIN_LIMIT} products`, async () => {
    const many: Product[] = [];
    for (let index = 0; index < BUY_AGAIN_LIMIT + 2; index++) many.push(await insertProduct(ctx.db, shop.id));
    await order(
      many.map((product) => ({ productId: product.id, quantity: 1 })),
      'delivered',
    );
    const items = await list();
    expect(items).toHaveLength(BUY_AGAIN_LIMIT);
    expect(items.every((item) => many.some((product) => product.id === item.productId))).toBe(true);
  });

  it('is never cached', async () => {
    const response = await buyAgain(shop.name);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
