import type { Product } from '@souk/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema.js';
import { insertBanner, minutesAfterStart } from './catalogue-fixtures.js';
import { insertCategory, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
type ShopRow = Awaited<ReturnType<typeof insertSeller>>;
type ProductRow = Awaited<ReturnType<typeof insertProduct>>;
let shop: ShopRow;
let otherShop: ShopRow;
let packsOnlyShop: ShopRow;
let emptyShop: ShopRow;
/** The shop's products by name. */
const productsByName: Record<string, ProductRow> = {};
let otherShirt: ProductRow;

const get = (url: string, query?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, ...(query ? { query } : {}) });
const names = (list: Product[]) => list.map((product) => product.name);

beforeAll(async () => {
  ctx = await createTestContext({ PAGE_SIZE: '3' });
  shop = await insertSeller(ctx.db, { name: 'urban-threads', shopName: 'Urban Threads' });
  otherShop = await insertSeller(ctx.db, { name: 'pixel-forge', shopName: 'Pixel Forge' });
  packsOnlyShop = await insertSeller(ctx.db, { name: 'bulk-barn' });
  emptyShop = await insertSeller(ctx.db, { name: 'empty-shelf' });

  const shirts = await insertCategory(ctx.db, shop.id, 'Shirts');
  const bags = await insertCategory(ctx.db, shop.id, 'Bags');
  await ctx.db.update(categories).set({ position: 1 }).where(eq(categories.id, shirts.id));
  await ctx.db.update(categories).set({ position: 2 }).where(eq(categories.id, bags.id));
  await insertCategory(ctx.db, otherShop.id, 'Audio');

  const shopProducts = [
    { name: 'Linen Shirt', minute: 1, category: 'Shirts', priceCents: 2500, rating: 4.5, discount: 10 },
    { name: 'Oxford Shirt', minute: 2, category: 'Shirts', priceCents: 4000, rating: 3 },
    { name: 'Denim Jeans', minute: 3, category: 'Jeans', priceCents: 6000, rating: 5, discount: 25 },
    { name: 'Shirt Multipack', minute: 4, category: 'Shirts', priceCents: 1250, packSize: 3, rating: 2 },
    { name: 'Canvas Tote', minute: 5, category: 'Bags', priceCents: 1800, discount: 5 },
  ];
  for (const { minute, ...values } of shopProducts) {
    productsByName[values.name] = await insertProduct(ctx.db, shop.id, {
      ...values,
      slug: values.name.toLowerCase().replace(' ', '-'),
      createdAt: minutesAfterStart(minute),
    });
  }

  // same slug in another shop: slugs are unique per seller only
  otherShirt = await insertProduct(ctx.db, otherShop.id, { name: 'Other Linen Shirt', slug: 'linen-shirt' });
  await insertProduct(ctx.db, packsOnlyShop.id, { name: 'Rice 6-pack', packSize: 6, priceCents: 9900 });
});
afterAll(() => ctx.close());

function product(name: string): ProductRow {
  const row = productsByName[name];
  if (!row) throw new Error(`no product ${name}`);
  return row;
}

describe('GET /api/home/get-categorys/:sellerId', () => {
  it('lists the shop categories in position order', async () => {
    const response = await get(`/api/home/get-categorys/${shop.id}`);
    expect(response.statusCode).toBe(200);
    const { categorys } = response.json();
    expect(categorys.map((category: { name: string }) => category.name)).toEqual(['Shirts', 'Bags']);
    expect(categorys[0]).toEqual({ _id: expect.any(String), name: 'Shirts', image: '', slug: 'shirts' });
  });

  it('answers 404 for an unknown shop and 400 for an absurd or NUL-carrying id', async () => {
    const unknown = await get('/api/home/get-categorys/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Seller not found' });
    for (const url of [
      '/api/home/get-categorys/%00',
      '/api/home/seller/%00/products',
      `/api/home/seller/${shop.id}/product/linen%00`,
      `/api/home/seller/${shop.id}/product/id/%00`,
      '/api/home/seller/price-range-latest-product/%00',
      '/api/banner/get/%00',
      '/api/banners/%00',
      '/api/home/seller/%00/query-products',
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
    const huge = await get(`/api/home/get-categorys/${'x'.repeat(200)}`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toHaveProperty('error');
  });
});

describe('GET /api/home/seller/:sellerId/products', () => {
  it('answers the four home lists of the shop only', async () => {
    const response = await get(`/api/home/seller/${shop.id}/products`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // featured prefers packSize 1 (spec §2 Shop home): the multipack is left out
    expect(names(body.products)).toEqual(['Canvas Tote', 'Denim Jeans', 'Oxford Shirt', 'Linen Shirt']);
    expect(names(body.latest_product)).toEqual([
      'Canvas Tote',
      'Shirt Multipack',
      'Denim Jeans',
      'Oxford Shirt',
      'Linen Shirt',
    ]);
    expect(names(body.topRated_product).slice(0, 3)).toEqual(['Denim Jeans', 'Linen Shirt', 'Oxford Shirt']);
    expect(names(body.discount_product)).toEqual(['Denim Jeans', 'Linen Shirt', 'Canvas Tote']);
    expect(body.products[3]).toMatchObject({
      _id: product('Linen Shirt').id,
      slug: 'linen-shirt',
      price: 25,
      discount: 10,
      rating: 4.5,
      packSize: 1,
      currency: 'USD',
      category: 'Shirts',
      sellerId: shop.id,
    });
  });

  it('falls back to packs when the shop sells nothing else, and 404s an unknown shop', async () => {
    const packs = (await get(`/api/home/seller/${packsOnlyShop.id}/products`)).json();
    expect(names(packs.products)).toEqual(['Rice 6-pack']);
    expect(packs.discount_product).toEqual([]);
    const unknown = await get('/api/home/seller/nope/products');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Seller not found' });
  });
});

describe('product details', () => {
  it('finds a product by slug within its shop, with related and more products', async () => {
    const response = await get(`/api/home/seller/${shop.id}/product/linen-shirt`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.product).toMatchObject({
      _id: product('Linen Shirt').id,
      name: 'Linen Shirt',
      shopName: 'Urban Threads',
      sellerName: 'urban-threads',
    });
    // same category, packSize 1, not itself
    expect(names(body.relatedProducts)).toEqual(['Oxford Shirt']);
    expect(names(body.moreProducts)).toEqual([
      'Canvas Tote',
      'Shirt Multipack',
      'Denim Jeans',
      'Oxford Shirt',
    ]);
    const other = (await get(`/api/home/seller/${otherShop.id}/product/linen-shirt`)).json();
    expect(other.product._id).toBe(otherShirt.id);
    expect(other.moreProducts).toEqual([]);
  });

  it('finds a product by id, never one of another shop', async () => {
    const byId = await get(`/api/home/seller/${shop.id}/product/id/${product('Denim Jeans').id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().product.name).toBe('Denim Jeans');
    expect(byId.json().relatedProducts).toEqual([]);
    for (const url of [
      `/api/home/seller/${shop.id}/product/id/${otherShirt.id}`,
      `/api/home/seller/${shop.id}/product/id/nope`,
      `/api/home/seller/${shop.id}/product/no-such-slug`,
      `/api/home/seller/nope/product/linen-shirt`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Product not found' });
    }
    const huge = await get(`/api/home/seller/${shop.id}/product/${'s'.repeat(250)}`);
    expect(huge.statusCode).toBe(400);
  });
});

describe('GET /api/home/seller/price-range-latest-product/:sellerId', () => {
  it('answers the lowest and highest price and the latest products', async () => {
    const body = (await get(`/api/home/seller/price-range-latest-product/${shop.id}`)).json();
    // charged prices, as the cards show them: Denim Jeans $60 less 25 % = $45
    expect(body.priceRange).toEqual({ low: 12.5, high: 45 });
    expect(names(body.latest_product)[0]).toBe('Canvas Tote');
  });

  it('answers the spec defaults for a shop without products, 404 for an unknown one', async () => {
    const response = await get(`/api/home/seller/price-range-latest-product/${emptyShop.id}`);
    expect(response.json()).toEqual({ latest_product: [], priceRange: { low: 0, high: 100 } });
    expect((await get('/api/home/seller/price-range-latest-product/nope')).statusCode).toBe(404);
  });
});

describe('banners', () => {
  it('lists banners in order, carrying the product only when it is the same shop’s', async () => {
    const withProduct = await insertBanner(ctx.db, shop.id, {
      position: 1,
      productId: product('Denim Jeans').id,
    });
    const withLink = await insertBanner(ctx.db, shop.id, { position: 2, link: '/products?category=Bags' });
    const foreign = await insertBanner(ctx.db, shop.id, { position: 3, productId: otherShirt.id });
    await insertBanner(ctx.db, otherShop.id, { position: 0 });

    const response = await get(`/api/banner/get/${shop.id}`);
    expect(response.statusCode).toBe(200);
    const { banner } = response.json();
    expect(banner.map((item: { _id: string }) => item._id)).toEqual([
      withProduct.id,
      withLink.id,
      foreign.id,
    ]);
    expect(banner[0]).toMatchObject({
      banner: withProduct.image,
      productSlug: 'denim-jeans',
      product: { _id: product('Denim Jeans').id, name: 'Denim Jeans', price: 60 },
    });
    expect(banner[1]).toEqual({
      _id: withLink.id,
      banner: withLink.image,
      product: null,
      link: '/products?category=Bags',
    });
    expect(banner[2]).toEqual({ _id: foreign.id, banner: foreign.image, product: null });

    const bare = await get(`/api/banners/${shop.id}`);
    expect(bare.json()).toEqual(banner);
    expect((await get(`/api/banners/${emptyShop.id}`)).json()).toEqual([]);
    expect((await get('/api/banner/get/nope')).statusCode).toBe(404);
  });
});

describe('GET /api/home/seller/:sellerId/query-products', () => {
  const query = (values: Record<string, string> = {}) =>
    get(`/api/home/seller/${shop.id}/query-products`, values);

  it('pages newest first with parPage from the configuration', async () => {
    const first = await query();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totalProduct: 5, parPage: 3 });
    expect(names(first.json().products)).toEqual(['Canvas Tote', 'Shirt Multipack', 'Denim Jeans']);
    const second = (await query({ pageNumber: '2' })).json();
    expect(names(second.products)).toEqual(['Oxford Shirt', 'Linen Shirt']);
    const beyond = (await query({ pageNumber: '9' })).json();
    expect(beyond).toEqual({ products: [], totalProduct: 5, parPage: 3 });
  });

  it('sorts by price both ways across pages', async () => {
    const low1 = (await query({ sortPrice: 'low-to-high' })).json();
    const low2 = (await query({ sortPrice: 'low-to-high', pageNumber: '2' })).json();
    expect([...low1.products, ...low2.products].map((item: Product) => item.price)).toEqual([
      12.5, 18, 25, 40, 60,
    ]);
    const high = (await query({ sortPrice: 'high-to-low' })).json();
    expect(high.products.map((item: Product) => item.price)).toEqual([60, 40, 25]);
    const empty = (await query({ sortPrice: '' })).json();
    expect(names(empty.products)[0]).toBe('Canvas Tote');
  });

  it('filters by category, minimum rating and an inclusive price range', async () => {
    const shirts = (await query({ category: 'Shirts', sortPrice: 'low-to-high' })).json();
    expect(shirts.totalProduct).toBe(3);
    expect(names(shirts.products)).toEqual(['Shirt Multipack', 'Linen Shirt', 'Oxford Shirt']);
    const rated = (await query({ rating: '4' })).json();
    expect(names(rated.products).sort()).toEqual(['Denim Jeans', 'Linen Shirt']);
    // filters and sorting use the charged price: Canvas Tote $18 less 5 % = $17.10 falls below $18,
    // Linen Shirt $25 less 10 % = $22.50 stays in
    const ranged = (await query({ lowPrice: '18', highPrice: '40', sortPrice: 'low-to-high' })).json();
    expect(ranged.products.map((item: Product) => item.price)).toEqual([25, 40]);
    expect(ranged.totalProduct).toBe(2);
    const onlyLow = (await query({ lowPrice: '40.00' })).json();
    expect(onlyLow.totalProduct).toBe(2);
    const combined = (
      await query({ category: 'Shirts', rating: '3', highPrice: '30', lowPrice: '0' })
    ).json();
    expect(names(combined.products)).toEqual(['Linen Shirt']);
    const none = (await query({ category: 'Hats' })).json();
    expect(none).toEqual({ products: [], totalProduct: 0, parPage: 3 });
  });

  it('searches inside the shop, ranked, with typo tolerance', async () => {
    const shirts = (await query({ searchValue: 'shirt' })).json();
    expect(shirts.totalProduct).toBe(3);
    expect(names(shirts.products)).not.toContain('Other Linen Shirt');
    const typo = (await query({ searchValue: 'oxfrd shirt' })).json();
    expect(names(typo.products)).toContain('Oxford Shirt');
    const byCategory = (await query({ searchValue: 'bags' })).json();
    expect(names(byCategory.products)).toEqual(['Canvas Tote']);
    const sorted = (await query({ searchValue: 'shirt', sortPrice: 'high-to-low' })).json();
    expect(names(sorted.products)).toEqual(['Oxford Shirt', 'Linen Shirt', 'Shirt Multipack']);
    const punctuation = (await query({ searchValue: '%&!' })).json();
    expect(punctuation.totalProduct).toBe(0);
    const blank = (await query({ searchValue: '   ' })).json();
    expect(blank.totalProduct).toBe(5);
  });

  it('treats absurd price bounds as no bound and rejects malformed values with 400', async () => {
    expect((await query({ highPrice: '99999999999999999999' })).json().totalProduct).toBe(5);
    expect((await query({ lowPrice: `1${'0'.repeat(40)}` })).json().totalProduct).toBe(0);
    const malformed: Record<string, string>[] = [
      { rating: '6' },
      { rating: 'five' },
      { pageNumber: '0' },
      { pageNumber: '1.5' },
      { pageNumber: '100001' },
      { sortPrice: 'cheapest' },
      { lowPrice: '-1' },
      { highPrice: 'NaN' },
      { category: 'c'.repeat(201) },
      { searchValue: 's'.repeat(201) },
    ];
    for (const values of malformed) {
      const response = await query(values);
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
    expect((await query({ category: 'Shirts\u0000' })).statusCode).toBe(400);
    expect((await query({ searchValue: 'shirt\u0000' })).statusCode).toBe(400);
    const repeated = await ctx.app.inject({
      method: 'GET',
      url: `/api/home/seller/${shop.id}/query-products?rating=1&rating=2`,
    });
    expect(repeated.statusCode).toBe(400);
    expect((await get('/api/home/seller/nope/query-products')).statusCode).toBe(404);
  });
});

describe('GET /api/home/search-products/:searchValue', () => {
  const search = (text: string) => get(`/api/home/search-products/${encodeURIComponent(text)}`);

  beforeAll(async () => {
    await insertProduct(ctx.db, otherShop.id, {
      name: 'Zephyrine Desk Lamp',
      description: 'A warm light',
      brand: 'Lumo',
      category: 'Lighting',
    });
    await insertProduct(ctx.db, shop.id, {
      name: 'Reading Light',
      brand: 'Zephyrine',
      category: 'Lighting',
      description: 'Clip-on light',
    });
    await insertProduct(ctx.db, packsOnlyShop.id, {
      name: 'Bulb Set',
      brand: 'Acme',
      description: 'Pairs well with a zephyrine lamp',
    });
    await insertProduct(ctx.db, otherShop.id, {
      name: 'Wireless Headphones',
      slug: 'wireless-headphones',
      category: 'Audio',
      priceCents: 12999,
      discount: 15,
    });
  });

  it('ranks a name match above a brand match above a description match', async () => {
    const response = await search('zephyrine');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalProduct).toBe(3);
    expect(names(body.products)).toEqual(['Zephyrine Desk Lamp', 'Reading Light', 'Bulb Set']);
    expect(body.products[0]).toMatchObject({ shopName: 'Pixel Forge', sellerName: 'pixel-forge' });
    expect(body.products[1]).toMatchObject({ shopName: 'Urban Threads', sellerName: 'urban-threads' });
  });

  it('tolerates typos, matches word prefixes and trims', async () => {
    for (const text of ['headphnes', 'wireles headphones', 'headph', '  Wireless HEADPHONES  ']) {
      const body = (await search(text)).json();
      expect(names(body.products), text).toContain('Wireless Headphones');
    }
    const found = (await search('headphnes')).json().products[0];
    expect(found).toMatchObject({
      price: 129.99,
      discount: 15,
      slug: 'wireless-headphones',
      shopName: 'Pixel Forge',
    });
  });

  it('bounds broad searches and answers nothing for text without words', async () => {
    await Promise.all(
      Array.from({ length: 70 }, (_, index) =>
        insertProduct(ctx.db, emptyShop.id, { name: `Quokka Plush ${index}`, slug: `quokka-${index}` }),
      ),
    );
    const broad = (await search('q')).json();
    expect(broad.products).toHaveLength(60);
    expect(broad.totalProduct).toBeGreaterThanOrEqual(70);
    for (const text of ['!!!', '<>()', '²']) {
      const response = await search(text);
      expect(response.statusCode, text).toBe(200);
      expect(response.json()).toEqual({ products: [], totalProduct: 0 });
    }
    for (const text of ["'; drop table products; --", 'a & b | !c:*', 'x̃ ½ 耳机 café ١٢٣', '\\:* (q)']) {
      expect((await search(text)).statusCode, text).toBe(200);
    }
    expect((await search('nothing-like-this-exists')).json()).toEqual({ products: [], totalProduct: 0 });
  });

  it('rejects blank and over-long text with 400', async () => {
    for (const text of ['   ', 'x'.repeat(201)]) {
      const response = await search(text);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
    const huge = await search('x'.repeat(2000));
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect((await search('head\u0000phones')).statusCode).toBe(400);
    const badEncoding = await ctx.app.inject({ method: 'GET', url: '/api/home/search-products/%E0%A4%A' });
    expect(badEncoding.statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue calls from their zod schemas', async () => {
    const { paths } = (await get('/api/openapi.json')).json();
    const query = paths['/api/home/seller/{sellerId}/query-products'].get;
    expect(query.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining([
        'sellerId',
        'category',
        'rating',
        'lowPrice',
        'highPrice',
        'sortPrice',
        'pageNumber',
      ]),
    );
    const search = paths['/api/home/search-products/{searchValue}'].get;
    expect(search.responses).toHaveProperty('200');
    expect(search.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'searchValue', in: 'path', required: true }),
        expect.objectContaining({ name: 'page', in: 'query' }),
        expect.objectContaining({ name: 'perPage', in: 'query' }),
        expect.objectContaining({
          name: 'sortPrice',
          in: 'query',
          schema: expect.objectContaining({ enum: ['low-to-high', 'high-to-low'] }),
        }),
      ]),
    );
    expect(paths['/api/home/shops'].get.responses).toHaveProperty('200');
    expect(paths['/api/home/customer/submit-review'].post.requestBody).toBeDefined();
  });
});
