import { productCsvRow, SellerProductInputSchema } from '@souk/core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSlugRedirects, products } from '../src/db/schema.js';
import { insertCategory, insertProduct } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { type ConsoleShop, consoleShop, type Headers } from './seller-console-fixtures.js';

let ctx: TestContext;
let shop: ConsoleShop;
let other: ConsoleShop;

function post(url: string, payload: unknown, headers: Headers = shop.headers) {
  return ctx.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

async function rowsOf(sellerId: string) {
  return ctx.db.select().from(products).where(eq(products.sellerId, sellerId)).orderBy(asc(products.slug));
}

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await consoleShop(ctx, 'bulk');
  other = await consoleShop(ctx, 'bulk-other');
  await insertCategory(ctx.db, shop.sellerId, 'Tea');
});
afterAll(() => ctx.close());

describe('POST /api/seller/products/bulk', () => {
  let ids: string[];
  beforeAll(async () => {
    ids = [];
    for (const stock of [0, 3, 10]) {
      ids.push((await insertProduct(ctx.db, shop.sellerId, { stock, category: '' })).id);
    }
  });

  it('unpublishes and publishes the shop’s products; other sellers’ ids are ignored and not counted', async () => {
    const [theirsBefore] = await ctx.db.select().from(products).where(eq(products.id, other.productId));
    const off = await post('/api/seller/products/bulk', {
      ids: [...ids, other.productId, 'nope', ids[0]],
      action: 'unpublish',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ message: '3 products unpublished', affected: 3 });
    const rows = await ctx.db.select().from(products).where(eq(products.sellerId, shop.sellerId));
    expect(rows.filter((row) => ids.includes(row.id)).every((row) => !row.published)).toBe(true);
    const [theirsAfter] = await ctx.db.select().from(products).where(eq(products.id, other.productId));
    expect(theirsAfter).toEqual(theirsBefore);

    const on = await post('/api/seller/products/bulk', { ids: [ids[0]], action: 'publish' });
    expect(on.json()).toEqual({ message: '1 product published', affected: 1 });
  });

  it('moves products to a category of the shop, or to none', async () => {
    const moved = await post('/api/seller/products/bulk', { ids, action: 'set-category', category: 'Tea' });
    expect(moved.json()).toEqual({ message: '3 products moved to the category', affected: 3 });
    const rows = await rowsOf(shop.sellerId);
    expect(rows.filter((row) => ids.includes(row.id)).map((row) => row.category)).toEqual([
      'Tea',
      'Tea',
      'Tea',
    ]);
    const none = await post('/api/seller/products/bulk', {
      ids: [ids[2]],
      action: 'set-category',
      category: '',
    });
    expect(none.json().affected).toBe(1);
  });

  it('refuses a category the shop lacks or a missing value, changing nothing', async () => {
    const before = await rowsOf(shop.sellerId);
    for (const [body, message] of [
      [{ ids, action: 'set-category', category: 'Nope' }, /^category: /],
      [{ ids, action: 'set-category' }, /^category: /],
      [{ ids, action: 'adjust-stock' }, /^stockDelta: /],
      [{ ids, action: 'adjust-stock', stockDelta: 1.5 }, /Stock change must be a whole number/],
      [{ ids: [], action: 'delete' }, /Select at least one product/],
      [{ ids: Array.from({ length: 501 }, (_, i) => `id-${i}`), action: 'delete' }, /Select at most 500/],
      [{ ids, action: 'explode' }, /^action: /],
    ] as const) {
      const response = await post('/api/seller/products/bulk', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    expect(await rowsOf(shop.sellerId)).toEqual(before);
  });

  it('adjusts stock, never below 0', async () => {
    const response = await post('/api/seller/products/bulk', { ids, action: 'adjust-stock', stockDelta: -5 });
    expect(response.json()).toEqual({ message: '3 products with stock adjusted', affected: 3 });
    const stocks = async () =>
      (await rowsOf(shop.sellerId)).filter((row) => ids.includes(row.id)).map((row) => [row.id, row.stock]);
    expect(Object.fromEntries(await stocks())).toEqual({
      [ids[0] as string]: 0,
      [ids[1] as string]: 0,
      [ids[2] as string]: 5,
    });
    await post('/api/seller/products/bulk', { ids: [ids[0]], action: 'adjust-stock', stockDelta: 7 });
    expect(Object.fromEntries(await stocks())[ids[0] as string]).toBe(7);
  });

  it('deletes only the shop’s own products', async () => {
    const doomed = await insertProduct(ctx.db, shop.sellerId);
    const response = await post('/api/seller/products/bulk', {
      ids: [doomed.id, other.productId],
      action: 'delete',
    });
    expect(response.json()).toEqual({ message: '1 product deleted', affected: 1 });
    expect(await ctx.db.$count(products, eq(products.id, doomed.id))).toBe(0);
    expect(await ctx.db.$count(products, eq(products.id, other.productId))).toBe(1);
  });
});

describe('POST /api/seller/products/import', () => {
  const csv = (overrides: Record<string, string> = {}) =>
    ({ name: 'Imported tea', price: '4.50', stock: '12', category: 'Tea', ...overrides }) as Record<
      string,
      string
    >;

  it('a dry run reports create, update and reject per row and writes nothing', async () => {
    const existing = await insertProduct(ctx.db, shop.sellerId, { slug: 'existing-tea', category: 'Tea' });
    const before = await rowsOf(shop.sellerId);
    const response = await post('/api/seller/products/import', {
      dryRun: true,
      rows: [
        csv(),
        csv({ slug: 'existing-tea', name: 'Existing tea renamed', price: '9' }),
        csv({ name: 'Bad', price: '-1' }),
        csv({ name: 'Nowhere', category: 'Coffee' }),
        csv({ name: 'Twice', slug: 'twice' }),
        csv({ name: 'Twice again', slug: 'twice' }),
        csv({ name: 'Imported tea' }),
        csv({ name: 'Broken addons', addons: '{not json' }),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ applied: false, created: 3, updated: 1, rejected: 4 });
    expect(body.rows).toEqual([
      { row: 1, action: 'create', slug: 'imported-tea', name: 'Imported tea', errors: [] },
      { row: 2, action: 'update', slug: 'existing-tea', name: 'Existing tea renamed', errors: [] },
      { row: 3, action: 'reject', slug: '', name: 'Bad', errors: ['price: Price cannot be negative'] },
      {
        row: 4,
        action: 'reject',
        slug: '',
        name: 'Nowhere',
        errors: [expect.stringMatching(/^category: .*"Coffee"/)],
      },
      { row: 5, action: 'create', slug: 'twice', name: 'Twice', errors: [] },
      {
        row: 6,
        action: 'reject',
        slug: 'twice',
        name: 'Twice again',
        errors: ['slug: Row 5 of the file has the same slug'],
      },
      // two rows making the same slug from the name get -2
      { row: 7, action: 'create', slug: 'imported-tea-2', name: 'Imported tea', errors: [] },
      {
        row: 8,
        action: 'reject',
        slug: '',
        name: 'Broken addons',
        errors: ['addons: Add-ons must be JSON, as the export writes them'],
      },
    ]);
    expect(await rowsOf(shop.sellerId)).toEqual(before);
    expect(existing.slug).toBe('existing-tea');
  });

  it('applying with a rejected row writes nothing', async () => {
    const before = await rowsOf(shop.sellerId);
    const response = await post('/api/seller/products/import', {
      dryRun: false,
      rows: [csv({ name: 'Would be new' }), csv({ name: 'Bad', price: 'abc' })],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ applied: false, created: 1, rejected: 1 });
    expect(response.json().rows[1].errors).toEqual(['price: Price must be a number']);
    expect(await rowsOf(shop.sellerId)).toEqual(before);
  });

  it('applies every row in one go: creates and updates, currency from the shop or the product', async () => {
    const existing = await insertProduct(ctx.db, shop.sellerId, {
      slug: 'round-trip',
      currency: 'EUR',
      category: '',
      published: true,
    });
    const response = await post('/api/seller/products/import', {
      dryRun: false,
      rows: [
        csv({
          name: 'Fresh one',
          bulkPricing: '10:40 | 20:75',
          images: '/a.jpg | https://cdn.example/b.png',
        }),
        csv({ slug: 'round-trip', name: 'Round trip', price: '3', category: '', published: 'false' }),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ applied: true, created: 1, updated: 1, rejected: 0 });
    const [fresh] = await ctx.db.select().from(products).where(eq(products.slug, 'fresh-one'));
    expect(fresh).toMatchObject({
      sellerId: shop.sellerId,
      priceCents: 450,
      currency: 'ZAR',
      stock: 12,
      category: 'Tea',
      images: ['/a.jpg', 'https://cdn.example/b.png'],
      bulkPricing: [
        { quantity: 10, price: 40 },
        { quantity: 20, price: 75 },
      ],
    });
    const [updated] = await ctx.db.select().from(products).where(eq(products.id, existing.id));
    expect(updated).toMatchObject({ name: 'Round trip', priceCents: 300, currency: 'EUR', published: false });
  });

  it('round-trips the export: a product’s CSV row imports as an update leaving it as it was', async () => {
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/seller/products?search=fresh-one',
      headers: shop.headers,
    });
    const product = listed.json().products[0];
    const row = productCsvRow(SellerProductInputSchema.parse(product));
    const response = await post('/api/seller/products/import', { dryRun: false, rows: [row] });
    expect(response.json()).toMatchObject({ applied: true, updated: 1, created: 0 });
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/seller/products/${product._id}`,
      headers: shop.headers,
    });
    expect({ ...again.json().product, updatedAt: '' }).toEqual({ ...product, updatedAt: '' });
  });

  it('a slug of another shop creates a product here and leaves theirs alone', async () => {
    const [theirs] = await ctx.db.select().from(products).where(eq(products.id, other.productId));
    const response = await post('/api/seller/products/import', {
      dryRun: false,
      rows: [csv({ slug: theirs?.slug ?? '', name: 'Not theirs', category: '' })],
    });
    expect(response.json().rows[0].action).toBe('create');
    const [after] = await ctx.db.select().from(products).where(eq(products.id, other.productId));
    expect(after).toEqual(theirs);
  });

  it('a created product may take an old slug: the redirect goes', async () => {
    const moving = await insertProduct(ctx.db, shop.sellerId, { slug: 'will-move', category: '' });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/seller/products/${moving.id}`,
      headers: shop.headers,
      payload: { stock: 1 },
    });
    await ctx.db
      .insert(productSlugRedirects)
      .values({ sellerId: shop.sellerId, slug: 'old-one', productId: moving.id });
    const response = await post('/api/seller/products/import', {
      dryRun: false,
      rows: [csv({ slug: 'old-one', name: 'Takes the old slug' })],
    });
    expect(response.json().applied).toBe(true);
    expect(await ctx.db.$count(productSlugRedirects, eq(productSlugRedirects.slug, 'old-one'))).toBe(0);
  });

  it('answers 400 to a body that is not rows, and takes 5000 rows', async () => {
    for (const [body, message] of [
      [{ rows: [], dryRun: true }, 'The file has no product rows'],
      [{ rows: [{ name: 1 }], dryRun: true }, 'rows[0].name'],
      [{ rows: [csv()] }, 'dryRun'],
      [
        { rows: Array.from({ length: 5001 }, () => csv()), dryRun: true },
        'Import at most 5000 rows at a time',
      ],
    ] as const) {
      const response = await post('/api/seller/products/import', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
    }
    const many = Array.from({ length: 5000 }, (_, index) =>
      csv({ name: `Bulk item ${index}`, description: 'x'.repeat(200) }),
    );
    const dryStarted = performance.now();
    const dry = await post('/api/seller/products/import', { dryRun: true, rows: many });
    expect(dry.json()).toMatchObject({ applied: false, created: 5000 });
    const dryMs = performance.now() - dryStarted;
    const started = performance.now();
    const response = await post('/api/seller/products/import', { dryRun: false, rows: many });
    const ms = performance.now() - started;
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json()).toMatchObject({ applied: true, created: 5000 });
    console.info(
      `import of 5000 new rows: dry run ${Math.round(dryMs)} ms, applied in ${Math.round(ms)} ms (${ctx.driver})`,
    );
  });
});
