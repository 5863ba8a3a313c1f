import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { watchCatalogueChanges } from '../src/db/catalogue-freshness.js';
import { CatalogueVersion } from '../src/db/catalogue-version.js';
import { type Database, postgresDatabase } from '../src/db/client.js';
import { banners, products, sellers } from '../src/db/schema.js';
import { CACHE_STATUS_HEADER } from '../src/plugins/public-cache.js';
import { insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, driver, type TestContext } from './harness.js';

/** A stand-in for the storefront's server renderer: a shop page showing the product its API call reads. */
const RENDERER = `
export function createRenderer({ template, fetch, apiBaseUrl }) {
  return async (url) => {
    const match = /^\\/fresh\\/([^/]+)\\/([^/]+)$/.exec(url.pathname);
    if (!match) return null;
    const body = await (await fetch(apiBaseUrl + '/home/seller/' + match[1] + '/product/' + match[2])).json();
    return { status: 200, html: template + '<main>' + body.product.name + ' at ' + body.product.price + '</main>' };
  };
}
`;

/**
 * Two API servers on one PostgreSQL, as behind a load balancer: a catalogue change committed through one
 * is in the other's very next answer — public API calls from its response cache, rendered pages from its
 * page cache, search — with no waiting (migration 0008's change log, `db/catalogue-freshness.ts`).
 */
describe.skipIf(driver === 'pglite')('catalogue freshness on two servers sharing one PostgreSQL', () => {
  let first: TestContext;
  let secondDatabase: Database;
  let second: FastifyInstance;
  let dir: string;
  let shopId: string;
  let productId: string;
  let bannerId: string;

  const get = async (app: FastifyInstance, url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const urls = () => ({
    product: `/api/home/seller/${shopId}/product/fresh-lamp`,
    listing: `/api/home/seller/${shopId}/products`,
    banners: `/api/banners/${shopId}`,
    shops: '/api/home/shops',
    search: '/api/home/search-products/lamp',
    page: `/fresh/${shopId}/fresh-lamp`,
  });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'souk-freshness-'));
    mkdirSync(join(dir, 'storefront', '.vite'), { recursive: true });
    writeFileSync(join(dir, 'storefront', 'index.html'), '<!doctype html><title>shop</title>');
    writeFileSync(
      join(dir, 'storefront', '.vite', 'manifest.json'),
      '{"src/main.tsx":{"file":"assets/m.js"}}',
    );
    writeFileSync(join(dir, 'entry-server.mjs'), RENDERER);

    first = await createTestContext();
    secondDatabase = postgresDatabase(first.databaseUrl as string, { max: 5 });
    second = await buildApp({
      config: first.config,
      database: secondDatabase,
      logger: false,
      frontends: [
        {
          name: 'storefront',
          dist: join(dir, 'storefront'),
          paths: ['/*'],
          renderer: join(dir, 'entry-server.mjs'),
        },
      ],
    });
    await second.ready();
    shopId = (await insertSeller(first.db, { name: 'fresh-lamps', shopName: 'Fresh Lamps' })).id;
    productId = (
      await insertProduct(first.db, shopId, { slug: 'fresh-lamp', name: 'Brass Lamp', priceCents: 4000 })
    ).id;
    bannerId = 'fresh-banner';
    await first.db
      .insert(banners)
      .values({ id: bannerId, sellerId: shopId, image: '/images/old-banner.jpg' });
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers from its caches while nothing changed', async () => {
    const { product, listing, banners: bannerUrl } = urls();
    for (const url of [product, listing, bannerUrl]) {
      await get(second, url);
      expect((await get(second, url)).headers[CACHE_STATUS_HEADER], url).toBe('hit');
    }
  });

  it('shows a name, price, shop name and banner written through the other server on the next request', async () => {
    const u = urls();
    // every answer cached on the second server first
    for (const url of Object.values(u)) await get(second, url);
    expect((await get(second, u.page)).body).toContain('Brass Lamp at 40');

    await first.db
      .update(products)
      .set({ name: 'Copper Lamp', priceCents: 4250 })
      .where(eq(products.id, productId));
    await first.db.update(sellers).set({ shopName: 'Fresher Lamps' }).where(eq(sellers.id, shopId));
    await first.db.update(banners).set({ image: '/images/new-banner.jpg' }).where(eq(banners.id, bannerId));

    expect((await get(second, u.product)).json().product).toMatchObject({ name: 'Copper Lamp', price: 42.5 });
    expect((await get(second, u.listing)).body).toContain('Copper Lamp');
    expect((await get(second, u.banners)).body).toContain('/images/new-banner.jpg');
    expect((await get(second, u.shops)).body).toContain('Fresher Lamps');
    expect((await get(second, u.search)).body).toContain('Copper Lamp');
    expect((await get(second, u.page)).body).toContain('Copper Lamp at 42.5');
  });

  it('does the same for a write made through the other server API', async () => {
    const u = urls();
    await get(second, u.product);
    expect((await get(second, u.product)).headers[CACHE_STATUS_HEADER]).toBe('hit');
    // a write the first server makes itself (its own cache bumps in-process; the second one reads the log)
    await first.app.inject({ method: 'GET', url: u.product });
    await first.db.update(products).set({ priceCents: 3999 }).where(eq(products.id, productId));
    expect((await get(second, u.product)).json().product.price).toBe(39.99);
    expect((await get(first.app, u.product)).json().product.price).toBe(39.99);
  });

  it('a failed (rolled back) write leaves the caches as they are', async () => {
    const { product } = urls();
    await get(second, product);
    await get(second, product);
    await expect(
      first.db.transaction(async (tx) => {
        await tx.update(products).set({ name: 'Never' }).where(eq(products.id, productId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await get(second, product);
    expect(after.json().product.name).toBe('Copper Lamp');
    expect(after.headers[CACHE_STATUS_HEADER]).toBe('hit');
  });

  it('costs one cheap read per cached answer (measured)', async () => {
    const version = new CatalogueVersion();
    const freshness = watchCatalogueChanges(secondDatabase.db, version);
    await freshness.refresh();
    const rounds = 300;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) await freshness.refresh();
    const perCheck = (performance.now() - started) / rounds;
    // the log only moved if something wrote meanwhile: nothing did
    expect(version.current).toBe(1);
    console.info(`catalogue freshness check: ${perCheck.toFixed(3)} ms per request (${rounds} checks)`);
    expect(perCheck).toBeLessThan(20);
  });
});
