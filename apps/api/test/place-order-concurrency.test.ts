import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestSession, insertProduct, insertSeller, productStock } from './fixtures.js';
import { createTestContext, driver, type TestContext } from './harness.js';
import { countRows, type LineRequest, placeOrderBody } from './order-fixtures.js';

// PGlite runs one query at a time: there is no concurrency to test there
describe.skipIf(driver === 'pglite')('place-order under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  let sellerId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    sellerId = (await insertSeller(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  const place = (lines: LineRequest[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/home/order/place-order',
      payload: placeOrderBody(lines),
      headers: guestSession().headers,
    });

  const statusCounts = (statuses: number[]) => {
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };

  it('never oversells: 50 simultaneous buyers of a product with stock 5 → 5 orders, 45 × 409, stock 0', async () => {
    const product = await insertProduct(ctx.db, sellerId, { name: 'Last Few', stock: 5 });
    const before = await countRows(ctx.db);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => place([{ productId: product.id, quantity: 1 }])),
    );
    expect(statusCounts(responses.map((response) => response.statusCode))).toEqual({ 201: 5, 409: 45 });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error).toMatch(/"Last Few"/);
    }
    expect(await productStock(ctx.db, product.id)).toBe(0);
    const after = await countRows(ctx.db);
    expect(after.orders - before.orders).toBe(5);
    expect(after.parts - before.parts).toBe(5);
    expect(after.lines - before.lines).toBe(5);
    const numbers = responses
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json().order.orderNumber);
    expect(new Set(numbers).size).toBe(5);
  });

  it('never deadlocks when orders take the same products in opposite orders', async () => {
    const a = await insertProduct(ctx.db, sellerId, { stock: 10 });
    const b = await insertProduct(ctx.db, sellerId, { stock: 10 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        place(
          index % 2 === 0
            ? [
                { productId: a.id, quantity: 1 },
                { productId: b.id, quantity: 1 },
              ]
            : [
                { productId: b.id, quantity: 1 },
                { productId: a.id, quantity: 1 },
              ],
        ),
      ),
    );
    expect(statusCounts(responses.map((response) => response.statusCode))).toEqual({ 201: 10, 409: 20 });
    expect(await productStock(ctx.db, a.id)).toBe(0);
    expect(await productStock(ctx.db, b.id)).toBe(0);
  });

  it('restocks once when the same order is cancelled many times at once', async () => {
    const product = await insertProduct(ctx.db, sellerId, { stock: 3 });
    const guest = guestSession();
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/order/place-order',
      payload: placeOrderBody([{ productId: product.id, quantity: 3 }]),
      headers: guest.headers,
    });
    const { orderNumber } = placed.json().order;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/order/cancel-order/${orderNumber}`,
          headers: guest.headers,
        }),
      ),
    );
    expect(statusCounts(responses.map((response) => response.statusCode))).toEqual({ 200: 1, 409: 9 });
    expect(await productStock(ctx.db, product.id)).toBe(3);
  });
});
