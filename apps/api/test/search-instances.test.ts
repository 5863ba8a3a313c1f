import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, postgresDatabase } from '../src/db/client.js';
import { products } from '../src/db/schema.js';
import { guestSession, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, driver, type TestContext } from './harness.js';

/**
 * Two API servers on one PostgreSQL, as behind a load balancer: each keeps its own in-memory search
 * index, and a change written through either one is in the other's very next search.
 */
describe.skipIf(driver === 'pglite')('search on two servers sharing one PostgreSQL', () => {
  let first: TestContext;
  let secondDatabase: Database;
  let second: FastifyInstance;
  let shopId: string;

  const search = async (app: FastifyInstance, text: string, query: Record<string, string> = {}) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/home/search-products/${encodeURIComponent(text)}`,
      query,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      products: { _id: string; name: string; rating: number }[];
      totalProduct: number;
    };
  };
  const shopSearch = async (app: FastifyInstance, text: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/home/seller/${shopId}/query-products`,
      query: { searchValue: text },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { products: { name: string }[]; totalProduct: number };
  };

  beforeAll(async () => {
    first = await createTestContext();
    secondDatabase = postgresDatabase(first.databaseUrl as string, { max: 5 });
    second = await buildApp({ config: first.config, database: secondDatabase, logger: false });
    await second.ready();
    shopId = (await insertSeller(first.db, { name: 'lamp-lane', shopName: 'Lamp Lane' })).id;
    await insertProduct(first.db, shopId, { id: 'lamp-1', name: 'Brass Desk Lamp', priceCents: 4000 });
    // both servers have built their index
    expect((await search(first.app, 'lamp')).totalProduct).toBe(1);
    expect((await search(second, 'lamp')).totalProduct).toBe(1);
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  it('sees a product added, renamed and removed by the other server at once', async () => {
    await insertProduct(first.db, shopId, { id: 'lamp-2', name: 'Opal Floor Lamp', priceCents: 9000 });
    expect((await search(second, 'opl floor')).products.map((product) => product.name)).toEqual([
      'Opal Floor Lamp',
    ]);
    expect((await shopSearch(second, 'floor lamp')).products.map((product) => product.name)).toEqual([
      'Opal Floor Lamp',
    ]);

    await first.db.update(products).set({ name: 'Onyx Floor Lamp' }).where(eq(products.id, 'lamp-2'));
    expect((await search(second, 'opal')).totalProduct).toBe(0);
    expect((await shopSearch(second, 'onyx')).totalProduct).toBe(1);

    await first.db.delete(products).where(eq(products.id, 'lamp-2'));
    expect((await search(second, 'onyx')).totalProduct).toBe(0);
    expect((await shopSearch(second, 'onyx')).totalProduct).toBe(0);
  });

  it("orders by the rating a review just gave through the other server's API", async () => {
    await insertProduct(first.db, shopId, { id: 'lamp-3', name: 'Paper Lamp', priceCents: 1000 });
    await first.db.update(products).set({ rating: 4, reviewCount: 2 }).where(eq(products.id, 'lamp-1'));
    expect((await search(second, 'lamp', { sort: 'rating' })).products[0]?._id).not.toBe('lamp-3');
    const review = await first.app.inject({
      method: 'POST',
      url: '/api/home/customer/submit-review',
      payload: { productId: 'lamp-3', rating: 5, review: 'Lovely light', name: 'Ada' },
      headers: guestSession().headers,
    });
    expect(review.statusCode, review.body).toBeLessThan(300);
    const sorted = await search(second, 'lamp', { sort: 'rating' });
    expect(sorted.products[0]).toMatchObject({ _id: 'lamp-3', rating: 5 });
  });

  it('sees writes committed out of order: a change whose transaction commits last is not lost', async () => {
    // a transaction takes its log number, then another commits a later one before it commits
    const slow = postgresDatabase(first.databaseUrl as string, { max: 1 });
    try {
      let releaseSlow: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        releaseSlow = resolve;
      });
      let slowWrote: () => void = () => {};
      const wrote = new Promise<void>((resolve) => {
        slowWrote = resolve;
      });
      const slowCommit = slow.db.transaction(async (tx) => {
        await tx.update(products).set({ name: 'Tardy Lamp' }).where(eq(products.id, 'lamp-1'));
        slowWrote();
        await held;
      });
      await wrote;
      await insertProduct(first.db, shopId, { id: 'lamp-4', name: 'Prompt Lamp' });
      expect((await search(second, 'prompt')).totalProduct).toBe(1);
      expect((await search(second, 'tardy')).totalProduct).toBe(0);
      releaseSlow();
      await slowCommit;
      expect((await search(second, 'tardy')).totalProduct).toBe(1);
      expect((await search(second, 'brass')).totalProduct).toBe(0);
    } finally {
      await slow.close();
    }
  });

  it('reloads everything after the log was pruned past what it read', async () => {
    await insertProduct(first.db, shopId, { id: 'lamp-5', name: 'Quartz Lamp' });
    await first.db.execute(
      sql`with pruned as (delete from search_changes returning seq) update search_changes_pruned set through = (select max(seq) from pruned)`,
    );
    expect((await search(second, 'quartz')).totalProduct).toBe(1);
  });
});
