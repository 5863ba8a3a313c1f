import { randomUUID } from 'node:crypto';
import { linePriceCents } from '@souk/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema.js';
import { isDomainError } from '../src/domain/errors.js';
import { STATUS_OF } from '../src/plugins/error-handler.js';
import { type PlaceOrderInput, placeOrder, placeOrderWire } from '../src/services/orders/place-order.js';
import { getOrderRow, toOrders, toOrderWire } from '../src/services/orders/read-orders.js';
import { insertProduct, insertSeller, productStock } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { countRows, insertCartLine, orderRows, shippingInfo } from './order-fixtures.js';

/**
 * place-order prices from an unlocked read, then writes in one statement that locks the products and checks
 * they did not change in between: these tests change them in between (the `afterRead` hook).
 */
let ctx: TestContext;
let sellerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  sellerId = (await insertSeller(ctx.db, { shippingFeeCents: 500 })).id;
});
afterAll(() => ctx.close());

const OPTIONS = { defaultShippingFeeCents: 750 };

function order(lines: PlaceOrderInput['lines'], sessionId: string | null = null): PlaceOrderInput {
  return { owner: { customerId: null, sessionId }, lines, shippingInfo: shippingInfo(), notes: '' };
}

async function placeError(input: PlaceOrderInput, afterRead: () => Promise<void>) {
  try {
    await placeOrder(ctx.db, input, { ...OPTIONS, afterRead });
  } catch (error) {
    // the status the API answers for this domain error
    if (!isDomainError(error)) throw error;
    return { statusCode: STATUS_OF[error.kind], message: error.message };
  }
  throw new Error('the order was placed');
}

describe('place-order when a product changes between the read and the write', () => {
  it('charges the price of the row it takes the stock from, never the one read before', async () => {
    const product = await insertProduct(ctx.db, sellerId, { priceCents: 1000, stock: 5 });
    const orderId = await placeOrder(ctx.db, order([{ productId: product.id, quantity: 2, addons: [] }]), {
      ...OPTIONS,
      afterRead: async () => {
        await ctx.db
          .update(products)
          .set({ priceCents: 2500, discount: 10 })
          .where(eq(products.id, product.id));
      },
    });
    const row = await getOrderRow(ctx.db, orderId);
    const lineCents = linePriceCents({ quantity: 2, price: 25, discount: 10 });
    expect(row).toMatchObject({
      subtotalCents: lineCents,
      shippingFeeCents: 500,
      totalCents: lineCents + 500,
    });
    const { lines } = await orderRows(ctx.db, row.orderNumber);
    expect(lines).toMatchObject([{ unitPriceCents: 2500, discount: 10, lineTotalCents: lineCents }]);
    expect(await productStock(ctx.db, product.id)).toBe(3);
  });

  it('freezes the name and images of the row it locks', async () => {
    const product = await insertProduct(ctx.db, sellerId, { name: 'Old Name' });
    const orderId = await placeOrder(ctx.db, order([{ productId: product.id, quantity: 1, addons: [] }]), {
      ...OPTIONS,
      afterRead: async () => {
        await ctx.db
          .update(products)
          .set({ name: 'New Name', images: ['/images/new.svg'] })
          .where(eq(products.id, product.id));
      },
    });
    const wire = await toOrderWire(ctx.db, await getOrderRow(ctx.db, orderId));
    expect(wire.products).toMatchObject([{ name: 'New Name', images: ['/images/new.svg'] }]);
  });

  it('rejects an add-on the product no longer offers (400) and writes nothing', async () => {
    const offered = [{ question: 'Wrap', type: 'Checkboxes', options: [{ text: 'Gift wrap', price: 1.5 }] }];
    const product = await insertProduct(ctx.db, sellerId, { addons: offered, stock: 5 });
    const before = await countRows(ctx.db);
    const error = await placeError(
      order([{ productId: product.id, quantity: 1, addons: [{ text: 'Gift wrap', price: 0 }] }]),
      async () => {
        await ctx.db.update(products).set({ addons: [] }).where(eq(products.id, product.id));
      },
    );
    expect(error.statusCode).toBe(400);
    expect(await countRows(ctx.db)).toEqual(before);
    expect(await productStock(ctx.db, product.id)).toBe(5);
  });

  it('answers 409 with the stock left when another buyer took it, and writes nothing', async () => {
    const product = await insertProduct(ctx.db, sellerId, { name: 'Scarce', stock: 3 });
    const other = await insertProduct(ctx.db, sellerId, { stock: 3 });
    const before = await countRows(ctx.db);
    const error = await placeError(
      order([
        { productId: other.id, quantity: 1, addons: [] },
        { productId: product.id, quantity: 2, addons: [] },
      ]),
      async () => {
        await ctx.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
      },
    );
    expect(error).toMatchObject({ statusCode: 409, message: 'Only 1 left of "Scarce"' });
    expect(await countRows(ctx.db)).toEqual(before);
    expect(await productStock(ctx.db, other.id)).toBe(3);
  });

  it('answers 404 when a product was deleted, and writes nothing', async () => {
    const product = await insertProduct(ctx.db, sellerId);
    const other = await insertProduct(ctx.db, sellerId, { stock: 4 });
    const before = await countRows(ctx.db);
    const error = await placeError(
      order([
        { productId: other.id, quantity: 1, addons: [] },
        { productId: product.id, quantity: 1, addons: [] },
      ]),
      async () => {
        await ctx.db.delete(products).where(eq(products.id, product.id));
      },
    );
    expect(error.statusCode).toBe(404);
    expect(await countRows(ctx.db)).toEqual(before);
    expect(await productStock(ctx.db, other.id)).toBe(4);
  });

  it('needs no second try when only the stock changed: it takes the sum of the lines of one product', async () => {
    const product = await insertProduct(ctx.db, sellerId, { stock: 10 });
    const sessionId = randomUUID();
    await insertCartLine(ctx.db, { sellerId, productId: product.id, sessionId });
    const orderId = await placeOrder(
      ctx.db,
      order(
        [
          { productId: product.id, quantity: 2, addons: [] },
          { productId: product.id, quantity: 3, addons: [] },
        ],
        sessionId,
      ),
      {
        ...OPTIONS,
        afterRead: async () => {
          await ctx.db.update(products).set({ stock: 6 }).where(eq(products.id, product.id));
        },
      },
    );
    expect(await productStock(ctx.db, product.id)).toBe(1);
    const row = await getOrderRow(ctx.db, orderId);
    expect((await orderRows(ctx.db, row.orderNumber)).lines.map((line) => line.quantity)).toEqual([2, 3]);
    expect((await countRows(ctx.db)).cartLines).toBe(0);
  });
});

describe('what an order stores', () => {
  it('answers exactly what reading the order back answers', async () => {
    const other = await insertSeller(ctx.db, {
      shippingFeeCents: null,
      shopName: 'Pixel Forge',
      currency: 'USD',
    });
    const offered = [
      {
        question: 'Extras',
        type: 'Checkboxes',
        options: [
          { text: 'Gift wrap', price: 1.25 },
          { text: 'Card', price: 0.5 },
        ],
      },
    ];
    // one seller per order (spec §5): the one without a fee of its own, so the default fee is stored too
    const bulk = await insertProduct(ctx.db, other.id, {
      priceCents: 1999,
      discount: 12.5,
      stock: 1000,
      bulkPricing: [{ quantity: 3, price: 50 }],
    });
    const withAddons = await insertProduct(ctx.db, other.id, {
      priceCents: 1250,
      stock: 1000,
      addons: offered,
    });
    const customer = { customerId: null, sessionId: randomUUID() };
    for (let attempt = 0; attempt < 12; attempt++) {
      const placed = await placeOrderWire(
        ctx.db,
        {
          owner: customer,
          lines: [
            {
              productId: withAddons.id,
              quantity: 2,
              addons: [
                { text: 'Card', price: 0 },
                { text: 'Gift wrap', price: 9 },
              ],
            },
            { productId: bulk.id, quantity: 4 + attempt, addons: [] },
          ],
          shippingInfo: { ...shippingInfo(), email: ' Ann@Example.com ' },
          notes: `Order ${attempt}`,
        },
        OPTIONS,
      );
      const readBack = await toOrderWire(ctx.db, await getOrderRow(ctx.db, placed._id ?? ''));
      expect(JSON.stringify(placed)).toBe(JSON.stringify(readBack));
    }
  });

  it('answers what was stored when a product changed in between, too', async () => {
    const product = await insertProduct(ctx.db, sellerId, { priceCents: 1000, stock: 5 });
    const placed = await placeOrderWire(ctx.db, order([{ productId: product.id, quantity: 1, addons: [] }]), {
      ...OPTIONS,
      afterRead: async () => {
        await ctx.db.update(products).set({ priceCents: 1200 }).where(eq(products.id, product.id));
      },
    });
    expect(placed.price).toBe(17);
    const readBack = await toOrderWire(ctx.db, await getOrderRow(ctx.db, placed._id ?? ''));
    expect(JSON.stringify(placed)).toBe(JSON.stringify(readBack));
  });

  it('stores a lone surrogate of a text field as U+FFFD, as a text parameter would be', async () => {
    const product = await insertProduct(ctx.db, sellerId);
    const orderId = await placeOrder(
      ctx.db,
      { ...order([{ productId: product.id, quantity: 1, addons: [] }]), notes: 'Leave at the door \ud800!' },
      OPTIONS,
    );
    expect((await getOrderRow(ctx.db, orderId)).notes).toBe('Leave at the door \ufffd!');
  });
});

describe('reading orders back', () => {
  it('answers one order or several, each with its own parts and lines in id order', async () => {
    const other = await insertSeller(ctx.db, { shippingFeeCents: 0 });
    const a = await insertProduct(ctx.db, sellerId, { stock: 50 });
    const b = await insertProduct(ctx.db, other.id, { stock: 50, bulkPricing: [{ quantity: 3, price: 25 }] });
    const c = await insertProduct(ctx.db, other.id, { stock: 50 });
    const ids = [
      await placeOrder(
        ctx.db,
        order([
          { productId: b.id, quantity: 4, addons: [] },
          { productId: c.id, quantity: 1, addons: [] },
        ]),
        OPTIONS,
      ),
      await placeOrder(ctx.db, order([{ productId: a.id, quantity: 2, addons: [] }]), OPTIONS),
    ];
    const rows = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, ids[0] ?? ''));
    rows.push(await getOrderRow(ctx.db, ids[1] ?? ''));
    const both = await toOrders(ctx.db, rows);
    const one = await Promise.all(rows.map((row) => toOrderWire(ctx.db, row)));
    expect(both).toEqual(one);
    expect(both.map((wire) => wire.products?.map((line) => line.quantity))).toEqual([[4, 1], [2]]);
    expect(both.map((wire) => wire.authorOrdersData?.map((part) => part.sellerId))).toEqual([
      [other.id],
      [sellerId],
    ]);
  });
});
