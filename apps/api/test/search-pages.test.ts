import { randomUUID } from 'node:crypto';
import { type Product, SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_MAX, unitPriceCents } from '@souk/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.js';
import { SEARCH_RESULT_LIMIT, SORT_CONFLICT } from '../src/services/search/search-products.js';
import { insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;

const search = (text: string, query?: Record<string, string | number>) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/home/search-products/${encodeURIComponent(text)}`,
    ...(query ? { query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) } : {}),
  });
const names = (list: Product[]) => list.map((product) => product.name);

/**
 * Every "lantern" match, by charged price low to high: the price orders matches of equal relevance,
 * so the name matches come first and the description mention last (ties: popularity, then a hash of
 * the id, the same on every server).
 */
const LOW_TO_HIGH = [
  'Lantern Wick', // $5.00 less 10 % = $4.50
  'Glass Lantern', // $12.00, id lantern-2
  'Paper Lantern', // $12.00, id lantern-1: same price, relevance and popularity: by the id's hash
  'Storm Lantern', // $30.00 less 50 % = $15.00: below Brass Lantern although listed above it
  'Brass Lantern', // $20.00
  'Hurricane Lantern', // $45.00 less 20 % = $36.00
  'Camping Light', // $12.00, "lantern" only in the description: less relevant than any name match
];
const HIGH_TO_LOW = [
  'Hurricane Lantern',
  'Brass Lantern',
  'Storm Lantern',
  'Glass Lantern',
  'Paper Lantern',
  'Lantern Wick',
  'Camping Light',
];

beforeAll(async () => {
  ctx = await createTestContext();
  const harbour = await insertSeller(ctx.db, { name: 'harbour-lights', shopName: 'Harbour Lights' });
  const camp = await insertSeller(ctx.db, { name: 'camp-corner', shopName: 'Camp Corner' });
  await insertProduct(ctx.db, harbour.id, { name: 'Storm Lantern', priceCents: 3000, discount: 50 });
  await insertProduct(ctx.db, camp.id, { name: 'Brass Lantern', priceCents: 2000 });
  await insertProduct(ctx.db, harbour.id, { id: 'lantern-1', name: 'Paper Lantern', priceCents: 1200 });
  await insertProduct(ctx.db, camp.id, { id: 'lantern-2', name: 'Glass Lantern', priceCents: 1200 });
  await insertProduct(ctx.db, camp.id, {
    name: 'Camping Light',
    description: 'A lantern for the tent',
    priceCents: 1200,
  });
  await insertProduct(ctx.db, harbour.id, { name: 'Lantern Wick', priceCents: 500, discount: 10 });
  await insertProduct(ctx.db, camp.id, { name: 'Hurricane Lantern', priceCents: 4500, discount: 20 });
  await insertProduct(ctx.db, camp.id, { name: 'Enamel Teapot', priceCents: 100 });
});
afterAll(() => ctx.close());

describe('GET /api/home/search-products/:searchValue without a page query', () => {
  it('answers as before: the best matches by relevance, no parPage', async () => {
    const response = await search('lantern');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['highlights', 'products', 'totalProduct']);
    expect(body.totalProduct).toBe(7);
    expect(names(body.products).sort()).toEqual([...LOW_TO_HIGH].sort());
    // a description mention ranks below every name match
    expect(names(body.products).at(-1)).toBe('Camping Light');
    expect(body.products[0]).toHaveProperty('shopName');
    expect((await search('!!!')).json()).toEqual({ products: [], totalProduct: 0 });
  });
});

describe('GET /api/home/search-products/:searchValue with a page query', () => {
  it('sorts every match by the charged price, low to high and high to low', async () => {
    const low = await search('lantern', { sortPrice: 'low-to-high' });
    expect(low.statusCode).toBe(200);
    expect(low.json()).toMatchObject({ totalProduct: 7, parPage: SEARCH_PAGE_SIZE });
    expect(names(low.json().products)).toEqual(LOW_TO_HIGH);
    // the wire still carries the list price and the discount; the order is by what the shopper pays
    expect(low.json().products[3]).toMatchObject({ name: 'Storm Lantern', price: 30, discount: 50 });
    const high = (await search('lantern', { sortPrice: 'high-to-low' })).json();
    expect(names(high.products)).toEqual(HIGH_TO_LOW);
  });

  it('rounds the charged price as the cart does: half a cent up', async () => {
    const shop = await insertSeller(ctx.db, { name: 'wax-works', shopName: 'Wax Works' });
    // $1.45 less 10 % = 130.5 cents: the cart charges 131, so it sorts after a 130-cent candle
    await insertProduct(ctx.db, shop.id, {
      id: 'candle-1',
      name: 'Tiny Candle',
      priceCents: 145,
      discount: 10,
    });
    await insertProduct(ctx.db, shop.id, { id: 'candle-2', name: 'Tea Candle', priceCents: 130 });
    const body = (await search('candle', { sortPrice: 'low-to-high' })).json();
    expect(names(body.products)).toEqual(['Tea Candle', 'Tiny Candle']);
    expect(unitPriceCents(body.products[1].price, body.products[1].discount)).toBe(131);
  });

  it('pages through the sorted matches, and past the end answers nothing with the total', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const body = (await search('lantern', { sortPrice: 'low-to-high', page, perPage: 3 })).json();
      expect(body).toMatchObject({ totalProduct: 7, parPage: 3 });
      pages.push(names(body.products));
    }
    expect(pages).toEqual([LOW_TO_HIGH.slice(0, 3), LOW_TO_HIGH.slice(3, 6), LOW_TO_HIGH.slice(6)]);
    const high2 = (await search('lantern', { sortPrice: 'high-to-low', page: 2, perPage: 3 })).json();
    expect(names(high2.products)).toEqual(HIGH_TO_LOW.slice(3, 6));
    for (const page of [4, 1000]) {
      const beyond = await search('lantern', { sortPrice: 'low-to-high', page, perPage: 3 });
      expect(beyond.statusCode).toBe(200);
      expect(beyond.json()).toMatchObject({ products: [], totalProduct: 7, parPage: 3 });
    }
  });

  it('keeps ties in the same order on every call and on every page size', async () => {
    const first = names(
      (await search('lantern', { sortPrice: 'high-to-low', perPage: 2, page: 2 })).json().products,
    );
    for (let call = 0; call < 3; call++) {
      const again = (await search('lantern', { sortPrice: 'high-to-low', perPage: 2, page: 2 })).json();
      expect(names(again.products)).toEqual(first);
    }
    expect(first).toEqual(['Storm Lantern', 'Glass Lantern']);
    for (const perPage of [1, 4]) {
      const pages: string[] = [];
      for (let page = 1; (page - 1) * perPage < 7; page++) {
        const body = (await search('lantern', { sortPrice: 'low-to-high', page, perPage })).json();
        pages.push(...names(body.products));
      }
      expect(pages, `perPage ${perPage}`).toEqual(LOW_TO_HIGH);
    }
  });

  it('pages by relevance when no sort is asked for, in the order of the default answer', async () => {
    const all = names((await search('lantern')).json().products);
    const one = (await search('lantern', { page: 1, perPage: SEARCH_PAGE_SIZE_MAX })).json();
    expect(one).toMatchObject({ totalProduct: 7, parPage: SEARCH_PAGE_SIZE_MAX });
    expect(names(one.products)).toEqual(all);
    const second = (await search('lantern', { page: 2, perPage: 3 })).json();
    expect(names(second.products)).toEqual(all.slice(3, 6));
    const defaultSize = (await search('lantern', { page: 1 })).json();
    expect(defaultSize.parPage).toBe(SEARCH_PAGE_SIZE);
    expect((await search('!!!', { page: 2 })).json()).toEqual({
      products: [],
      totalProduct: 0,
      parPage: SEARCH_PAGE_SIZE,
    });
  });

  it('rejects malformed page values with 400 and a message', async () => {
    const malformed: Record<string, string>[] = [
      { page: '0' },
      { page: '-1' },
      { page: '1.5' },
      { page: 'two' },
      { page: '1001' },
      { perPage: '0' },
      { perPage: String(SEARCH_PAGE_SIZE_MAX + 1) },
      { perPage: 'all' },
      { sortPrice: 'cheapest' },
      { sortPrice: 'LOW-TO-HIGH' },
      { sortPrice: 'low-to-high\u0000' },
      { sort: 'price' },
      { lowPrice: 'cheap' },
      { highPrice: '-1' },
      { category: 'x'.repeat(201) },
    ];
    for (const query of malformed) {
      const response = await search('lantern', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json(), JSON.stringify(query)).toEqual({ error: expect.stringMatching(/\S/) });
    }
    const repeated = await ctx.app.inject({
      method: 'GET',
      url: '/api/home/search-products/lantern?page=1&page=2',
    });
    expect(repeated.statusCode).toBe(400);
    const bounds = await search('lantern', { page: 1000, perPage: SEARCH_PAGE_SIZE_MAX });
    expect(bounds.statusCode).toBe(200);
  });
});

describe('a broad search', () => {
  const count = 1010;
  beforeAll(async () => {
    const seller = await insertSeller(ctx.db, { name: 'quill-house', shopName: 'Quill House' });
    await ctx.db.insert(products).values(
      Array.from({ length: count }, (_, index) => ({
        id: randomUUID(),
        sellerId: seller.id,
        name: `Quill Pen ${index}`,
        slug: `quill-pen-${index}`,
        priceCents: 100 + ((index * 37) % 500),
        discount: index % 3 === 0 ? 10 : 0,
      })),
    );
  });

  it('counts every match and pages through all of them, in price order', async () => {
    const plain = (await search('quill')).json();
    expect(plain.products).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(plain.totalProduct).toBe(count);

    const perPage = SEARCH_PAGE_SIZE_MAX;
    const pageCount = Math.ceil(count / perPage);
    const seen: Product[] = [];
    for (let page = 1; page <= pageCount + 1; page++) {
      const body = (await search('quill', { sortPrice: 'low-to-high', page, perPage })).json();
      expect(body.totalProduct).toBe(count);
      const expected = Math.max(0, Math.min(perPage, count - (page - 1) * perPage));
      expect(body.products, `page ${page}`).toHaveLength(expected);
      seen.push(...body.products);
    }
    expect(new Set(seen.map((product) => product._id)).size).toBe(count);
    // core's rule, the one the cart charges
    const charged = seen.map((product) => unitPriceCents(product.price, product.discount));
    expect(charged).toEqual([...charged].sort((a, b) => a - b));
  });
});

describe('what the search engine adds to a page', () => {
  beforeAll(async () => {
    const studio = await insertSeller(ctx.db, { name: 'sound-studio', shopName: 'Sound Studio' });
    const street = await insertSeller(ctx.db, { name: 'street-audio', shopName: 'Street Audio' });
    await insertProduct(ctx.db, studio.id, {
      id: 'hp-1',
      name: 'Studio Headphones',
      brand: 'Aura',
      category: 'Audio',
      priceCents: 8000,
    });
    await insertProduct(ctx.db, street.id, {
      id: 'hp-2',
      name: 'Wireless <b>Headphones</b>',
      brand: 'Pulse',
      category: 'Audio',
      priceCents: 3000,
    });
    await insertProduct(ctx.db, street.id, {
      id: 'hp-3',
      name: 'Headphones Stand',
      brand: 'Pulse',
      category: 'Desk',
      priceCents: 2000,
    });
  });

  it('finds a misspelt word and says where each name matched', async () => {
    const body = (await search('hedphones')).json();
    expect(body.totalProduct).toBe(3);
    expect(body.highlights).toEqual({
      'hp-1': [[7, 17]],
      // offsets into the name as stored: markup in a name is text, never interpreted
      'hp-2': [[12, 22]],
      'hp-3': [[0, 10]],
    });
    expect(body.products.find((product: Product) => product._id === 'hp-2').name).toBe(
      'Wireless <b>Headphones</b>',
    );
  });

  it('counts facets over every match, each without its own choice, and filters by them', async () => {
    const all = (await search('headphones', { page: 1 })).json();
    expect(all.facets).toEqual({
      categories: [
        { value: 'Audio', count: 2 },
        { value: 'Desk', count: 1 },
      ],
      brands: [
        { value: 'Pulse', count: 2 },
        { value: 'Aura', count: 1 },
      ],
      prices: [
        { min: 0, max: 25, count: 1 },
        { min: 25, max: 50, count: 1 },
        { min: 50, max: 100, count: 1 },
      ],
    });
    const audio = (await search('headphones', { category: 'Audio', brand: 'Pulse' })).json();
    expect(names(audio.products)).toEqual(['Wireless <b>Headphones</b>']);
    expect(audio.facets.categories).toEqual([
      { value: 'Audio', count: 1 },
      { value: 'Desk', count: 1 },
    ]);
    expect(audio.facets.brands).toEqual([
      { value: 'Aura', count: 1 },
      { value: 'Pulse', count: 1 },
    ]);
    const cheap = (await search('headphones', { lowPrice: 20, highPrice: 30 })).json();
    expect(cheap.products.map((product: Product) => product._id).sort()).toEqual(['hp-2', 'hp-3']);
  });

  it('falls back to the products holding most words, and says which', async () => {
    const body = (await search('headphones zzyzx')).json();
    expect(body.totalProduct).toBe(3);
    expect(body.showingResultsFor).toBe('headphones');
  });

  it('suggests a close spelling with results when nothing matches', async () => {
    const body = (await search('hedphnoesx', { page: 1 })).json();
    expect(body).toMatchObject({ products: [], totalProduct: 0, didYouMean: 'headphones' });
  });

  it('refuses sort and sortPrice together with 400 naming the field', async () => {
    const response = await search('headphones', { sort: 'rating', sortPrice: 'low-to-high' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SORT_CONFLICT });
  });

  it('sees a new, renamed or deleted product with the very next search', async () => {
    const shop = await insertSeller(ctx.db, { name: 'fresh-goods', shopName: 'Fresh Goods' });
    await insertProduct(ctx.db, shop.id, { id: 'fresh-1', name: 'Quokka Plush' });
    expect(names((await search('quokka')).json().products)).toEqual(['Quokka Plush']);
    await ctx.db.update(products).set({ name: 'Wombat Plush' }).where(eq(products.id, 'fresh-1'));
    expect((await search('quokka')).json().totalProduct).toBe(0);
    expect(names((await search('wombat')).json().products)).toEqual(['Wombat Plush']);
    await ctx.db.delete(products).where(eq(products.id, 'fresh-1'));
    expect((await search('wombat')).json().totalProduct).toBe(0);
  });
});
