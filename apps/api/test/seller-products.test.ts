import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOW_STOCK_THRESHOLD, SellerProductInputSchema } from '@souk/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { productSlugRedirects, products } from '../src/db/schema.js';
import { SLUG_TAKEN } from '../src/services/catalogue-admin/product-fields.js';
import { insertCategory, insertProduct } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { type ConsoleShop, consoleShop, type Headers } from './seller-console-fixtures.js';

let ctx: TestContext;
let shop: ConsoleShop;
let other: ConsoleShop;

/** A product body with every field of the form. */
function fullInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Crème Brûlée Tea — 250 g',
    slug: '',
    images: ['/api/media/0123456789abcdef0123456789abcdef/800x600', 'https://cdn.example/tea.jpg'],
    price: 12.5,
    discount: 10,
    currency: 'ZAR',
    stock: 40,
    showStockQuantity: false,
    description: 'Black tea.\n\nWith vanilla.',
    packSize: 2,
    bulkPricing: [
      { quantity: 10, price: 110 },
      { quantity: 20, price: 200, description: 'Best value' },
    ],
    addons: [{ question: 'Gift wrap?', type: 'Radio Buttons', options: [{ text: 'Yes', price: 2 }] }],
    brand: 'Leafy',
    category: 'Tea',
    seoTitle: 'Vanilla tea',
    seoDescription: 'A vanilla black tea',
    seoImage: '/api/media/0123456789abcdef0123456789abcdef/800x600',
    seoKeywords: 'tea, vanilla',
    published: true,
    ...overrides,
  };
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Headers = shop.headers,
) {
  return ctx.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function create(overrides: Record<string, unknown> = {}, headers: Headers = shop.headers) {
  const response = await call('POST', '/api/seller/products', fullInput(overrides), headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product;
}

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await consoleShop(ctx, 'prod');
  other = await consoleShop(ctx, 'prod-other');
  await insertCategory(ctx.db, shop.sellerId, 'Tea');
  await insertCategory(ctx.db, shop.sellerId, 'Coffee');
  await insertCategory(ctx.db, other.sellerId, 'Other things');
});
afterAll(() => ctx.close());

describe('POST /api/seller/products', () => {
  it('creates a product with every field, price in cents, slug from the name', async () => {
    const product = await create();
    expect(product).toMatchObject({
      ...fullInput(),
      slug: 'creme-brulee-tea-250-g',
      name: 'Crème Brûlée Tea — 250 g',
      rating: 0,
      reviewCount: 0,
    });
    expect(product._id).toEqual(expect.any(String));
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product._id));
    expect(row).toMatchObject({
      sellerId: shop.sellerId,
      priceCents: 1250,
      seoTitle: 'Vanilla tea',
      published: true,
    });
    const read = await call('GET', `/api/seller/products/${product._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().product).toEqual(product);
  });

  it('makes a slug from the name unique in the shop with -2, -3', async () => {
    const second = await create({ name: 'Crème brûlée tea 250 G' });
    const third = await create({ name: 'creme brulee tea 250g!'.replace('250g', '250 g') });
    expect(second.slug).toBe('creme-brulee-tea-250-g-2');
    expect(third.slug).toBe('creme-brulee-tea-250-g-3');
    // another shop has its own slugs
    const theirs = await create({ category: '', currency: 'ZAR' }, other.headers);
    expect(theirs.slug).toBe('creme-brulee-tea-250-g');
    // a name without letters or digits still gets a slug
    expect((await create({ name: '???' })).slug).toBe('product');
  });

  it('refuses a chosen slug another product of the shop has (409 naming slug)', async () => {
    await create({ slug: 'chosen-slug' });
    const response = await call('POST', '/api/seller/products', fullInput({ slug: 'chosen-slug' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: SLUG_TAKEN });
    expect(response.json().error).toMatch(/^slug: /);
  });

  it('takes the shop currency when the body names none, and an explicit one as sent', async () => {
    const { currency: _currency, ...withoutCurrency } = fullInput({ name: 'No currency' });
    const response = await call('POST', '/api/seller/products', withoutCurrency);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().product.currency).toBe('ZAR');
    expect((await create({ name: 'In euros', currency: 'eur' })).currency).toBe('EUR');
  });

  it('accepts the minimal body: name and price', async () => {
    const response = await call('POST', '/api/seller/products', { name: 'Minimal', price: 1 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().product).toMatchObject({
      slug: 'minimal',
      stock: 0,
      category: '',
      images: [],
      currency: 'ZAR',
      published: true,
    });
  });

  it('refuses a category the shop does not have, naming category (also another shop’s)', async () => {
    for (const category of ['Nope', 'Other things']) {
      const response = await call('POST', '/api/seller/products', fullInput({ category }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^category: .*"/);
    }
  });

  it.each([
    [{ name: '' }, 'Product name is required'],
    [{ name: undefined }, 'Product name is required'],
    [{ price: -1 }, 'Price cannot be negative'],
    [{ price: 1.234 }, 'Price can have at most two decimals'],
    [{ price: 'ten' }, 'Price must be a number'],
    [{ discount: 101 }, 'Discount must be between 0 and 100'],
    [{ stock: 1.5 }, 'Stock must be a whole number'],
    [{ stock: -1 }, 'Stock cannot be negative'],
    [{ packSize: 0 }, 'Pack size must be at least 1'],
    [{ currency: 'dollars' }, 'Currency must be a three-letter code such as USD'],
    [{ slug: 'Not A Slug' }, 'Slug must use lower-case letters, digits and single hyphens'],
    [{ images: ['javascript:alert(1)'] }, 'Image must be an uploaded image or an http(s) address'],
    [{ images: Array.from({ length: 9 }, () => '/a.jpg') }, 'A product has at most 8 images'],
    [
      {
        bulkPricing: [
          { quantity: 5, price: 1 },
          { quantity: 5, price: 2 },
        ],
      },
      'Each bulk tier needs a different quantity',
    ],
    [{ bulkPricing: [{ quantity: 0, price: 1 }] }, 'Tier quantity must be at least 1'],
    [{ addons: [{ question: 'Q', type: 'Checkboxes', options: [] }] }, 'An add-on needs at least one option'],
    [
      { addons: [{ question: 'Q', type: 'dropdown-ish', options: [{ text: 'a' }] }] },
      'Add-on type must be one of',
    ],
    [{ showStockQuantity: 'yes' }, 'Show stock quantity must be true or false'],
    [{ published: 'no' }, 'Published must be true or false'],
    [{ seoImage: 'ftp://x' }, 'Image must be an uploaded image or an http(s) address'],
  ])('answers 400 with the form’s message for %j', async (overrides, message) => {
    const before = await ctx.db.$count(products);
    const response = await call('POST', '/api/seller/products', fullInput(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await ctx.db.$count(products)).toBe(before);
  });

  it('never answers 5xx to odd bodies', async () => {
    for (const payload of [
      [],
      'text',
      { name: 'x'.repeat(5000), price: 1 },
      { name: 'NUL \u0000', price: 1 },
      { name: 'Big', price: 1e300 },
      { ...fullInput(), addons: 'nope' },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/seller/products',
        headers: { ...shop.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('the body schema is core’s: the server’s first message is the form’s', () => {
    const result = SellerProductInputSchema.safeParse(fullInput({ price: -1 }));
    expect(result.error?.issues[0]?.message).toBe('Price cannot be negative');
  });
});

describe('GET /api/seller/products', () => {
  let listShop: ConsoleShop;
  beforeAll(async () => {
    listShop = await consoleShop(ctx, 'list');
    await insertCategory(ctx.db, listShop.sellerId, 'Mugs');
    const rows: [string, string, number, number, boolean, string][] = [
      ['Blue mug', 'Potters', 800, 0, true, 'Mugs'],
      ['Red mug', 'Potters', 900, 3, true, 'Mugs'],
      ['Green 100% cotton bag', 'Weavers', 1500, LOW_STOCK_THRESHOLD, false, ''],
      ['Yellow plate', 'Potters_Co', 2000, 50, true, ''],
    ];
    for (const [index, [name, brand, priceCents, stock, published, category]] of rows.entries()) {
      await insertProduct(ctx.db, listShop.sellerId, {
        name,
        brand,
        priceCents,
        stock,
        published,
        category,
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        updatedAt: new Date(Date.UTC(2026, 1, 10 - index)),
      });
    }
  });

  async function names(query: string) {
    const response = await call('GET', `/api/seller/products${query}`, undefined, listShop.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().products.map((product: { name: string }) => product.name);
  }

  it('lists only the seller’s own products, newest first, with the total', async () => {
    const response = await call('GET', '/api/seller/products', undefined, listShop.headers);
    const body = response.json();
    expect(body).toMatchObject({ total: 5, page: 1, perPage: 25 });
    // the fixture's product was made today, the others in January
    expect(body.products.map((product: { name: string }) => product.name)).toEqual([
      'Product of list',
      'Yellow plate',
      'Green 100% cotton bag',
      'Red mug',
      'Blue mug',
    ]);
    expect(response.body).not.toContain(shop.productId);
  });

  it('searches name, slug and brand, case-insensitively, taking % and _ literally', async () => {
    expect(await names('?search=MUG')).toEqual(['Red mug', 'Blue mug']);
    expect(await names('?search=weavers')).toEqual(['Green 100% cotton bag']);
    expect(await names('?search=100%25')).toEqual(['Green 100% cotton bag']);
    expect(await names('?search=s_co')).toEqual(['Yellow plate']);
    expect(await names('?search=yellow-pl')).toEqual(['Yellow plate']);
    expect(await names('?search=%25%25')).toEqual([]);
  });

  it('filters by category, stock and published', async () => {
    expect(await names('?category=Mugs')).toEqual(['Red mug', 'Blue mug']);
    expect(await names('?stock=out-of-stock')).toEqual(['Blue mug']);
    expect(await names('?stock=low')).toEqual(['Green 100% cotton bag', 'Red mug']);
    expect(await names('?stock=in-stock&category=Mugs')).toEqual(['Red mug']);
    expect(await names('?published=draft')).toEqual(['Green 100% cotton bag']);
    expect((await names('?published=published')).length).toBe(4);
  });

  it('sorts and pages', async () => {
    expect(await names('?sort=price-asc&search=o')).toEqual([
      'Blue mug',
      'Red mug',
      'Product of list',
      'Green 100% cotton bag',
      'Yellow plate',
    ]);
    expect(await names('?sort=name&perPage=2&page=2')).toEqual(['Product of list', 'Red mug']);
    expect(await names('?sort=oldest&perPage=2')).toEqual(['Blue mug', 'Red mug']);
    expect(await names('?sort=stock-desc&category=Mugs')).toEqual(['Red mug', 'Blue mug']);
    expect(await names('?sort=stock-asc&category=Mugs')).toEqual(['Blue mug', 'Red mug']);
    expect((await names('?sort=updated&search=mug'))[0]).toBe('Blue mug');
    expect(await names('?page=9')).toEqual([]);
  });

  it.each(['?stock=some', '?published=yes', '?sort=random', '?page=0', '?perPage=101', '?page=abc'])(
    'answers 400 to %s',
    async (query) => {
      const response = await call('GET', `/api/seller/products${query}`, undefined, listShop.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^query\.\w+|^\w+: /);
    },
  );
});

describe('PUT, PATCH, DELETE /api/seller/products/{id}', () => {
  it('PUT replaces every field and sets updatedAt; an empty slug keeps the slug', async () => {
    const product = await create({ name: 'Editable', slug: 'editable' });
    const response = await call(
      'PUT',
      `/api/seller/products/${product._id}`,
      fullInput({ name: 'Edited', slug: '', price: 99.99, category: 'Coffee', published: false, addons: [] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json().product;
    expect(edited).toMatchObject({
      name: 'Edited',
      slug: 'editable',
      price: 99.99,
      category: 'Coffee',
      published: false,
      addons: [],
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(product.updatedAt));
  });

  it('PUT keeps the product’s currency when the body names none', async () => {
    const product = await create({ name: 'Euro thing', currency: 'EUR' });
    const { currency: _currency, ...body } = fullInput({ name: 'Euro thing 2' });
    const response = await call('PUT', `/api/seller/products/${product._id}`, body);
    expect(response.json().product.currency).toBe('EUR');
  });

  it('PUT keeps a category the product already had even when the shop does not list it', async () => {
    // the fixture product's category, 'General', is not a category row of the shop
    const response = await call(
      'PUT',
      `/api/seller/products/${shop.productId}`,
      fullInput({ name: 'Renamed fixture', category: 'General' }),
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('PUT to another product’s slug is a conflict', async () => {
    const a = await create({ name: 'Slug A', slug: 'slug-a' });
    await create({ name: 'Slug B', slug: 'slug-b' });
    const response = await call('PUT', `/api/seller/products/${a._id}`, fullInput({ slug: 'slug-b' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(SLUG_TAKEN);
  });

  it('PATCH changes price, discount, stock and published only', async () => {
    const product = await create({ name: 'Inline', price: 10, discount: 0, stock: 5 });
    const response = await call('PATCH', `/api/seller/products/${product._id}`, {
      price: 7.25,
      discount: 12.5,
      stock: 0,
      published: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product).toMatchObject({
      ...product,
      price: 7.25,
      discount: 12.5,
      stock: 0,
      published: false,
      updatedAt: expect.any(String),
    });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product._id));
    expect(row?.priceCents).toBe(725);
    // one field at a time
    const stock = await call('PATCH', `/api/seller/products/${product._id}`, { stock: 3 });
    expect(stock.json().product).toMatchObject({ stock: 3, price: 7.25, published: false });
  });

  it.each([
    [{ price: -5 }, 'Price cannot be negative'],
    [{ discount: 150 }, 'Discount must be between 0 and 100'],
    [{ stock: 2.5 }, 'Stock must be a whole number'],
    [{ published: 'yes' }, 'published'],
  ])('PATCH answers 400 to %j', async (payload, message) => {
    const response = await call('PATCH', `/api/seller/products/${shop.productId}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('another seller’s product, or none, is not found for every call and stays as it was', async () => {
    const [before] = await ctx.db.select().from(products).where(eq(products.id, other.productId));
    for (const id of [other.productId, 'no-such-product']) {
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', fullInput({ category: '' })],
        ['PATCH', { price: 1 }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(method, `/api/seller/products/${id}`, payload);
        expect(response.statusCode, `${method} ${response.body}`).toBe(404);
        expect(response.json()).toEqual({ error: 'Product not found' });
      }
    }
    const [after] = await ctx.db.select().from(products).where(eq(products.id, other.productId));
    expect(after).toEqual(before);
  });

  it('DELETE removes the product and answers a message', async () => {
    const product = await create({ name: 'Doomed' });
    const response = await call('DELETE', `/api/seller/products/${product._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Product deleted' });
    expect(await ctx.db.$count(products, eq(products.id, product._id))).toBe(0);
    expect((await call('GET', `/api/seller/products/${product._id}`)).statusCode).toBe(404);
  });
});

describe('slug changes keep the old address working', () => {
  it('records the old slug, answers 301 from the store API, and drops a redirect a live slug takes', async () => {
    const product = await create({ name: 'Moving tea', slug: 'moving-tea' });
    const moved = await call('PUT', `/api/seller/products/${product._id}`, fullInput({ slug: 'moved-tea' }));
    expect(moved.statusCode, moved.body).toBe(200);
    const redirects = await ctx.db
      .select()
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.productId, product._id));
    expect(redirects.map((row) => row.slug)).toEqual(['moving-tea']);

    const old = await ctx.app.inject({
      method: 'GET',
      url: `/api/home/seller/${shop.sellerId}/product/moving-tea`,
    });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/api/home/seller/${shop.sellerId}/product/moved-tea`);
    const current = await ctx.app.inject({ method: 'GET', url: old.headers.location as string });
    expect(current.statusCode).toBe(200);
    expect(current.json().product._id).toBe(product._id);

    // a second move: both old slugs lead to the address of today
    await call('PUT', `/api/seller/products/${product._id}`, fullInput({ slug: 'moved-again' }));
    for (const slug of ['moving-tea', 'moved-tea']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/home/seller/${shop.sellerId}/product/${slug}`,
      });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toMatch(/\/product\/moved-again$/);
    }
    // another shop's old slugs mean nothing here
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: `/api/home/seller/${other.sellerId}/product/moving-tea`,
    });
    expect(elsewhere.statusCode).toBe(404);

    // a new product may take an old slug: the live product wins and the redirect goes
    const taker = await create({ name: 'Taker', slug: 'moving-tea' });
    const live = await ctx.app.inject({
      method: 'GET',
      url: `/api/home/seller/${shop.sellerId}/product/moving-tea`,
    });
    expect(live.statusCode).toBe(200);
    expect(live.json().product._id).toBe(taker._id);
    const left = await ctx.db
      .select({ slug: productSlugRedirects.slug })
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.productId, product._id));
    expect(left.map((row) => row.slug).sort()).toEqual(['moved-tea']);
  });

  it('an auto slug never takes an old slug of the shop', async () => {
    const product = await create({ name: 'Old name', slug: '' });
    expect(product.slug).toBe('old-name');
    await call(
      'PUT',
      `/api/seller/products/${product._id}`,
      fullInput({ name: 'Old name', slug: 'new-name' }),
    );
    const next = await create({ name: 'Old name' });
    expect(next.slug).toBe('old-name-2');
  });

  it('an unpublished product’s old slug is not found, like the product', async () => {
    const product = await create({ name: 'Hidden move', slug: 'hidden-move' });
    await call(
      'PUT',
      `/api/seller/products/${product._id}`,
      fullInput({ slug: 'hidden-moved', published: false }),
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/home/seller/${shop.sellerId}/product/hidden-move`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('a redirect row never belongs to another shop', async () => {
    const rows = await ctx.db
      .select()
      .from(productSlugRedirects)
      .where(and(eq(productSlugRedirects.sellerId, other.sellerId)));
    expect(rows).toEqual([]);
  });

  it('a storefront page request for an old slug answers a real 301 to the page of today', async () => {
    const product = await create({ name: 'Page mover', slug: 'page-mover' });
    await call('PUT', `/api/seller/products/${product._id}`, fullInput({ slug: 'page-moved' }));
    const dist = mkdtempSync(join(tmpdir(), 'souk-redirect-'));
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>storefront</title>');
    const site = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      frontends: [{ name: 'storefront', dist, paths: ['/*'] }],
    });
    try {
      const name = shop.seller.name;
      const old = await site.inject({ method: 'GET', url: `/${name}/product/details/page-mover?ref=mail` });
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe(`/${name}/product/details/page-moved?ref=mail`);
      // the shop name in any case, as the storefront resolves it
      const upper = await site.inject({
        method: 'GET',
        url: `/${name.toUpperCase()}/product/details/page-mover`,
      });
      expect(upper.statusCode).toBe(301);
      for (const url of [
        `/${name}/product/details/page-moved`,
        `/${name}/product/details/never-was`,
        `/${name}/product/details/id/${product._id}`,
        `/no-such-shop/product/details/page-mover`,
        `/${other.seller.name}/product/details/page-mover`,
      ]) {
        const response = await site.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain('<title>storefront</title>');
      }
      // a malformed address is the router's 400, never a 5xx
      const malformed = await site.inject({ method: 'GET', url: `/${name}/product/details/%E0%A4%A` });
      expect(malformed.statusCode).toBeLessThan(500);
    } finally {
      await site.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
