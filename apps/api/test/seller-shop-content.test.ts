import {
  CATEGORY_IN_USE,
  CATEGORY_NAME_REQUIRED,
  IMAGE_ADDRESS_INVALID,
  LINK_ADDRESS_INVALID,
  SHOP_CURRENCY_UNSUPPORTED,
  SHOP_LANGUAGE_UNSUPPORTED,
  SHOP_LOCALE_UNSUPPORTED,
  SHOP_NAME_REQUIRED,
} from '@souk/core';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, categories, products, sellers } from '../src/db/schema.js';
import { insertCategory, insertProduct } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import { type ConsoleShop, consoleShop } from './seller-console-fixtures.js';

/**
 * The seller console's shop content: categories (products follow a rename and a move), home banners, the
 * seven info pages and the shop's settings — each validated with the core schema, each scoped to the
 * signed-in seller's shop, and each visible at the storefront's public calls on the next request.
 */

let ctx: TestContext;
let a: ConsoleShop;
let b: ConsoleShop;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await consoleShop(ctx, 'a');
  b = await consoleShop(ctx, 'b');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(shop: ConsoleShop, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: shop.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function productCategory(id: string): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ category: products.category })
    .from(products)
    .where(eq(products.id, id));
  return row?.category;
}

describe('categories', () => {
  it('creates at the end with a slug from the name, lists in order with product counts', async () => {
    const shop = await consoleShop(ctx, 'cat-list');
    await insertProduct(ctx.db, shop.sellerId, { category: 'Crème Brûlée', published: false });
    await insertProduct(ctx.db, shop.sellerId, { category: 'Crème Brûlée' });
    const first = await call(shop, 'POST', '/api/seller/categories', { name: '  Crème Brûlée ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().category).toMatchObject({
      name: 'Crème Brûlée',
      slug: 'creme-brulee',
      image: '',
      position: 0,
      productCount: 2,
    });
    const second = await call(shop, 'POST', '/api/seller/categories', {
      name: 'Tea',
      image: '/api/media/0123456789abcdef0123456789abcdef/800x600',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().category.position).toBe(1);

    const list = await call(shop, 'GET', '/api/seller/categories');
    expect(list.statusCode).toBe(200);
    expect(
      list.json().categories.map((c: { name: string; productCount: number }) => [c.name, c.productCount]),
    ).toEqual([
      ['Crème Brûlée', 2],
      ['Tea', 0],
    ]);
  });

  it('refuses a second category of the same name (case ignored) with 409 naming the field', async () => {
    const shop = await consoleShop(ctx, 'cat-dup');
    await call(shop, 'POST', '/api/seller/categories', { name: 'Shoes' });
    const again = await call(shop, 'POST', '/api/seller/categories', { name: 'shoes' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/^name: /);
    // another shop may use the name
    const other = await call(a, 'POST', '/api/seller/categories', { name: 'Shoes' });
    expect(other.statusCode).toBe(201);
  });

  it.each([
    [{}, CATEGORY_NAME_REQUIRED],
    [{ name: '   ' }, CATEGORY_NAME_REQUIRED],
    [{ name: 'x'.repeat(101) }, 'Category name is at most 100 characters'],
    [{ name: 7 }, CATEGORY_NAME_REQUIRED],
    [{ name: 'Ok', image: 'javascript:alert(1)' }, IMAGE_ADDRESS_INVALID],
  ])('bad input %j → 400 with the schema message', async (body, message) => {
    const response = await call(a, 'POST', '/api/seller/categories', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("a rename moves every product of the shop with the old name, and no other shop's", async () => {
    const shop = await consoleShop(ctx, 'cat-rename');
    const category = await insertCategory(ctx.db, shop.sellerId, 'Hats');
    const own = await insertProduct(ctx.db, shop.sellerId, { category: 'Hats' });
    const draft = await insertProduct(ctx.db, shop.sellerId, { category: 'Hats', published: false });
    const foreign = await insertProduct(ctx.db, b.sellerId, { category: 'Hats' });
    const response = await call(shop, 'PUT', `/api/seller/categories/${category.id}`, {
      name: 'Caps',
      image: '/images/caps.jpg',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().category).toMatchObject({
      name: 'Caps',
      slug: 'caps',
      image: '/images/caps.jpg',
      productCount: 2,
    });
    expect(await productCategory(own.id)).toBe('Caps');
    expect(await productCategory(draft.id)).toBe('Caps');
    expect(await productCategory(foreign.id)).toBe('Hats');
    // the storefront's category list shows the new name at once
    const store = await ctx.app.inject({ method: 'GET', url: `/api/home/get-categorys/${shop.sellerId}` });
    expect(store.json().categorys.map((c: { name: string }) => c.name)).toEqual(['Caps']);
  });

  it('a rename onto another category name is 409; an image change alone keeps the slug', async () => {
    const shop = await consoleShop(ctx, 'cat-rename-2');
    const one = await insertCategory(ctx.db, shop.sellerId, 'One');
    await insertCategory(ctx.db, shop.sellerId, 'Two');
    const clash = await call(shop, 'PUT', `/api/seller/categories/${one.id}`, { name: 'TWO' });
    expect(clash.statusCode).toBe(409);
    const same = await call(shop, 'PUT', `/api/seller/categories/${one.id}`, {
      name: 'One',
      image: 'https://cdn.example/one.jpg',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().category).toMatchObject({ slug: 'one', image: 'https://cdn.example/one.jpg' });
  });

  it("another seller's or an unknown category is 404 for rename and delete", async () => {
    const theirs = await insertCategory(ctx.db, b.sellerId, 'Theirs');
    for (const id of [theirs.id, 'no-such-id']) {
      expect((await call(a, 'PUT', `/api/seller/categories/${id}`, { name: 'Mine' })).statusCode).toBe(404);
      expect((await call(a, 'DELETE', `/api/seller/categories/${id}`)).statusCode).toBe(404);
    }
    const [row] = await ctx.db.select().from(categories).where(eq(categories.id, theirs.id));
    expect(row?.name).toBe('Theirs');
  });

  it('a category in use is not deleted without moveTo: 409 with the count', async () => {
    const shop = await consoleShop(ctx, 'cat-delete');
    const used = await insertCategory(ctx.db, shop.sellerId, 'Used');
    const target = await insertCategory(ctx.db, shop.sellerId, 'Target');
    const empty = await insertCategory(ctx.db, shop.sellerId, 'Empty');
    const p1 = await insertProduct(ctx.db, shop.sellerId, { category: 'Used' });
    const p2 = await insertProduct(ctx.db, shop.sellerId, { category: 'Used', published: false });
    const theirs = await insertCategory(ctx.db, b.sellerId, 'Elsewhere');

    const refused = await call(shop, 'DELETE', `/api/seller/categories/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(`${CATEGORY_IN_USE} (2 products)`);

    // moveTo another shop's category or an unknown one: 404, nothing moved
    for (const moveTo of [theirs.id, 'nope']) {
      const response = await call(shop, 'DELETE', `/api/seller/categories/${used.id}?moveTo=${moveTo}`);
      expect(response.statusCode).toBe(404);
    }
    const self = await call(shop, 'DELETE', `/api/seller/categories/${used.id}?moveTo=${used.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatch(/^moveTo: /);
    expect(await productCategory(p1.id)).toBe('Used');

    const moved = await call(shop, 'DELETE', `/api/seller/categories/${used.id}?moveTo=${target.id}`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await productCategory(p1.id)).toBe('Target');
    expect(await productCategory(p2.id)).toBe('Target');

    const gone = await call(shop, 'DELETE', `/api/seller/categories/${empty.id}`);
    expect(gone.statusCode).toBe(200);
    const left = await ctx.db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.sellerId, shop.sellerId));
    expect(left).toEqual([{ name: 'Target' }]);
  });

  it('reorders when the body lists exactly the shop’s ids, else 400', async () => {
    const shop = await consoleShop(ctx, 'cat-order');
    const names = ['A', 'B', 'C'];
    const ids: string[] = [];
    for (const name of names) {
      ids.push((await call(shop, 'POST', '/api/seller/categories', { name })).json().category._id);
    }
    const theirs = await insertCategory(ctx.db, b.sellerId, 'Foreign');
    const [x, y, z] = ids as [string, string, string];
    for (const bad of [
      [x, y],
      [x, y, z, z],
      [x, y, theirs.id],
      [x, y, z, theirs.id],
    ]) {
      const response = await call(shop, 'PUT', '/api/seller/categories/order', { ids: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error).toMatch(/^ids: /);
    }
    const response = await call(shop, 'PUT', '/api/seller/categories/order', { ids: [z, x, y] });
    expect(response.statusCode).toBe(200);
    expect(response.json().categories.map((c: { name: string }) => c.name)).toEqual(['C', 'A', 'B']);
    const store = await ctx.app.inject({ method: 'GET', url: `/api/home/get-categorys/${shop.sellerId}` });
    expect(store.json().categorys.map((c: { name: string }) => c.name)).toEqual(['C', 'A', 'B']);
  });
});

describe('banners', () => {
  it('adds, edits, reorders and deletes; the storefront shows the product a banner carries', async () => {
    const shop = await consoleShop(ctx, 'banners');
    const first = await call(shop, 'POST', '/api/seller/banners', {
      image: '/api/media/0123456789abcdef0123456789abcdef/1600x600',
      productId: shop.productId,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().banner).toMatchObject({ productId: shop.productId, link: null, position: 0 });
    const second = await call(shop, 'POST', '/api/seller/banners', {
      image: 'https://cdn.example/sale.jpg',
      link: '/search-products?q=sale',
    });
    expect(second.statusCode).toBe(201);
    const [one, two] = [first.json().banner._id, second.json().banner._id];

    const before = await ctx.app.inject({ method: 'GET', url: `/api/banners/${shop.sellerId}` });
    expect(before.json()).toHaveLength(2);
    expect(before.json()[0].product._id).toBe(shop.productId);

    const reordered = await call(shop, 'PUT', '/api/seller/banners/order', { ids: [two, one] });
    expect(reordered.statusCode).toBe(200);
    const edited = await call(shop, 'PUT', `/api/seller/banners/${one}`, {
      image: '/images/other.jpg',
      productId: null,
      link: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().banner).toMatchObject({ image: '/images/other.jpg', productId: null, link: null });

    const after = await ctx.app.inject({ method: 'GET', url: `/api/banner/get/${shop.sellerId}` });
    expect(after.json().banner.map((banner: { banner: string }) => banner.banner)).toEqual([
      'https://cdn.example/sale.jpg',
      '/images/other.jpg',
    ]);
    expect(after.json().banner[0].link).toBe('/search-products?q=sale');

    expect((await call(shop, 'DELETE', `/api/seller/banners/${two}`)).statusCode).toBe(200);
    const list = await call(shop, 'GET', '/api/seller/banners');
    expect(list.json().banners.map((banner: { _id: string }) => banner._id)).toEqual([one]);
  });

  it("refuses another shop's product, and touches no other shop's banner", async () => {
    const bBanner = await call(b, 'POST', '/api/seller/banners', { image: '/images/b.jpg' });
    expect(bBanner.statusCode).toBe(201);
    const id = bBanner.json().banner._id;
    const foreignProduct = await call(a, 'POST', '/api/seller/banners', {
      image: '/images/a.jpg',
      productId: b.productId,
    });
    expect(foreignProduct.statusCode).toBe(404);
    expect(foreignProduct.json().error).toMatch(/^productId: /);
    expect((await call(a, 'PUT', `/api/seller/banners/${id}`, { image: '/images/a.jpg' })).statusCode).toBe(
      404,
    );
    expect((await call(a, 'DELETE', `/api/seller/banners/${id}`)).statusCode).toBe(404);
    const own = await call(a, 'GET', '/api/seller/banners');
    const ownIds = own.json().banners.map((banner: { _id: string }) => banner._id);
    expect((await call(a, 'PUT', '/api/seller/banners/order', { ids: [...ownIds, id] })).statusCode).toBe(
      400,
    );
    const [row] = await ctx.db.select().from(banners).where(eq(banners.id, id));
    expect(row).toMatchObject({ image: '/images/b.jpg', sellerId: b.sellerId, position: 0 });
  });

  it.each([
    [{}, 'image: '],
    [{ image: 'javascript:alert(1)' }, IMAGE_ADDRESS_INVALID],
    [{ image: '/x.jpg', link: 'javascript:alert(1)' }, LINK_ADDRESS_INVALID],
    [{ image: '/x.jpg', productId: '' }, 'productId: '],
  ])('bad input %j → 400 with the schema message', async (body, message) => {
    const response = await call(a, 'POST', '/api/seller/banners', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });
});

describe('info pages', () => {
  it('lists the seven pages; an update shows at the public info-page call on the next request', async () => {
    const shop = await consoleShop(ctx, 'pages');
    const list = await call(shop, 'GET', '/api/seller/pages');
    expect(list.statusCode).toBe(200);
    expect(list.json().pages.map((page: { name: string }) => page.name)).toEqual([
      'about-our-shop',
      'delivery-information',
      'shipping-policy',
      'return-policy',
      'blogs',
      'privacy-policy',
      'terms-and-conditions',
    ]);
    expect(list.json().pages[0]).toMatchObject({ title: 'About Our Shop' });

    const publicCall = () => ctx.app.inject({ method: 'GET', url: `/api/links-content/${shop.sellerId}` });
    const before = (await publicCall()).json().linksContent;
    const content = 'We roast on Mondays.\n\nWe ship on Tuesdays.';
    const saved = await call(shop, 'PUT', '/api/seller/pages/about-our-shop', { content });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().page).toEqual({ name: 'about-our-shop', title: 'About Our Shop', content });
    const returns = await call(shop, 'PUT', '/api/seller/pages/return-policy', { content: '30 days.' });
    expect(returns.statusCode).toBe(200);
    expect((await publicCall()).json().linksContent).toEqual({
      ...before,
      aboutShop: content,
      returnPolicy: '30 days.',
    });
  });

  it('unknown page → 404; bad content → 400 naming the field', async () => {
    expect((await call(a, 'PUT', '/api/seller/pages/faq', { content: 'x' })).statusCode).toBe(404);
    expect((await call(a, 'PUT', '/api/seller/pages/__proto__', { content: 'x' })).statusCode).toBe(404);
    const long = await call(a, 'PUT', '/api/seller/pages/blogs', { content: 'x'.repeat(20_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('A page is at most 20,000 characters');
    const missing = await call(a, 'PUT', '/api/seller/pages/blogs', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/^content: /);
  });
});

describe('shop settings', () => {
  const settings = {
    shopName: 'Green Pantry',
    image: '/api/media/0123456789abcdef0123456789abcdef/512x512',
    countryCode: '44',
    currency: 'gbp',
    locale: 'en-GB',
    language: 'ar',
    supportEmail: 'hello@green.example',
    supportPhone: '020 7946 0000',
    supportHours: 'Mon–Fri 9–5',
    supportAddress: '1 High Street, London',
    socialLinks: { facebook: 'https://facebook.com/green', instagram: '' },
  };

  it('reads and replaces the settings; the storefront shows them on the next request', async () => {
    const shop = await consoleShop(ctx, 'settings');
    const support = () =>
      ctx.app.inject({ method: 'GET', url: `/api/get-support-info-by-seller/${shop.sellerId}` });
    const social = () => ctx.app.inject({ method: 'GET', url: `/api/social-media/seller/${shop.sellerId}` });
    const read = await call(shop, 'GET', '/api/seller/shop');
    expect(read.statusCode).toBe(200);
    expect(read.json().shop).toMatchObject({ name: shop.seller.name, shopName: 'Shop settings' });
    // warm the public answers, so a stale cache would show
    expect((await support()).statusCode).toBe(200);
    expect((await social()).statusCode).toBe(200);

    const saved = await call(shop, 'PUT', '/api/seller/shop', { ...settings, name: 'renamed-address' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().shop).toEqual({
      ...settings,
      name: shop.seller.name,
      currency: 'GBP',
      socialLinks: { facebook: 'https://facebook.com/green' },
    });
    const supportInfo = (await support()).json();
    expect(supportInfo.supportInfo).toEqual({
      mobileNo: '020 7946 0000',
      email: 'hello@green.example',
      address: '1 High Street, London',
      logo: settings.image,
      supportHours: 'Mon–Fri 9–5',
    });
    expect(supportInfo.seller).toMatchObject({
      name: shop.seller.name,
      countryCode: '44',
      currency: 'GBP',
      locale: 'en-GB',
      shopInfo: { shopName: 'Green Pantry' },
    });
    expect((await social()).json()).toEqual({ socialMedia: { facebook: 'https://facebook.com/green' } });
    const byName = await ctx.app.inject({
      method: 'GET',
      url: `/api/search-seller?name=${shop.seller.name}`,
    });
    expect(byName.statusCode).toBe(200);
    const directory = await ctx.app.inject({ method: 'GET', url: '/api/home/shops' });
    expect(directory.json().shops).toContainEqual(
      expect.objectContaining({ _id: shop.sellerId, shopName: 'Green Pantry', logo: settings.image }),
    );
  });

  it.each([
    [{ shopName: '' }, SHOP_NAME_REQUIRED],
    [{ shopName: 'x'.repeat(81) }, 'Shop name is at most 80 characters'],
    [{ countryCode: '+27' }, 'Country code is 1 to 4 digits, e.g. 27'],
    [{ countryCode: '0' }, 'Country code is 1 to 4 digits, e.g. 27'],
    [{ currency: 'dollars' }, SHOP_CURRENCY_UNSUPPORTED],
    [{ currency: 'JPY' }, SHOP_CURRENCY_UNSUPPORTED],
    [{ currency: 7 }, SHOP_CURRENCY_UNSUPPORTED],
    [{ locale: 'en_ZA' }, SHOP_LOCALE_UNSUPPORTED],
    [{ locale: 'tlh-KL' }, SHOP_LOCALE_UNSUPPORTED],
    [{ locale: '' }, SHOP_LOCALE_UNSUPPORTED],
    [{ locale: ['en-ZA'] }, SHOP_LOCALE_UNSUPPORTED],
    [{ language: 'de' }, SHOP_LANGUAGE_UNSUPPORTED],
    [{ language: 'AR' }, SHOP_LANGUAGE_UNSUPPORTED],
    [{ language: '' }, SHOP_LANGUAGE_UNSUPPORTED],
    [{ supportEmail: 'nope' }, 'Support email must be a valid address'],
    [{ image: 'ftp://x' }, IMAGE_ADDRESS_INVALID],
    [{ socialLinks: { facebook: 'javascript:x' } }, LINK_ADDRESS_INVALID],
    [{ socialLinks: { myspace: 'https://x.example' } }, 'socialLinks'],
  ])('bad input %j → 400 with the schema message, nothing written', async (patch, message) => {
    const [before] = await ctx.db.select().from(sellers).where(eq(sellers.id, a.sellerId));
    const response = await call(a, 'PUT', '/api/seller/shop', { ...settings, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    const [after] = await ctx.db.select().from(sellers).where(eq(sellers.id, a.sellerId));
    expect(after).toEqual(before);
  });

  it('sets the price locale: the console, the public shop data and the stored row read it', async () => {
    const shop = await consoleShop(ctx, 'locale');
    expect((await call(shop, 'GET', '/api/seller/shop')).json().shop.locale).toBe('en-US');
    const saved = await call(shop, 'PUT', '/api/seller/shop', {
      ...settings,
      currency: 'zar',
      locale: 'en-ZA',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().shop).toMatchObject({ currency: 'ZAR', locale: 'en-ZA' });
    const [row] = await ctx.db.select().from(sellers).where(eq(sellers.id, shop.sellerId));
    expect(row).toMatchObject({ currency: 'ZAR', locale: 'en-ZA' });
    const me = await call(shop, 'GET', '/api/seller/me');
    expect(me.json().shop).toMatchObject({ currency: 'ZAR', locale: 'en-ZA' });
    const support = await ctx.app.inject({
      method: 'GET',
      url: `/api/get-support-info-by-seller/${shop.sellerId}`,
    });
    expect(support.json().seller).toMatchObject({ currency: 'ZAR', locale: 'en-ZA' });
    // a replace without a locale is the default locale again
    const { locale: _, ...withoutLocale } = settings;
    const reset = await call(shop, 'PUT', '/api/seller/shop', withoutLocale);
    expect(reset.json().shop.locale).toBe('en-US');
  });

  it("writes only the caller's shop", async () => {
    const [before] = await ctx.db.select().from(sellers).where(eq(sellers.id, b.sellerId));
    expect((await call(a, 'PUT', '/api/seller/shop', settings)).statusCode).toBe(200);
    const [after] = await ctx.db.select().from(sellers).where(eq(sellers.id, b.sellerId));
    expect(after).toEqual(before);
    const bCategories = await ctx.db
      .select()
      .from(categories)
      .where(and(eq(categories.sellerId, b.sellerId)))
      .orderBy(asc(categories.id));
    expect(bCategories.every((row) => row.sellerId === b.sellerId)).toBe(true);
  });
});

describe('never a 5xx', () => {
  it('two saves of one new name at once: one is created, the other is a 409', async () => {
    const shop = await consoleShop(ctx, 'cat-race');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(shop, 'POST', '/api/seller/categories', { name: 'Racing' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it.each([
    ['POST', '/api/seller/categories', { name: 'bad\u0000name' }],
    ['PUT', '/api/seller/categories/order', { ids: 'x' }],
    ['PUT', '/api/seller/categories/x', 'not json'],
    ['DELETE', `/api/seller/categories/x?moveTo=${'y'.repeat(200)}`, undefined],
    ['POST', '/api/seller/banners', { image: '/x.jpg', productId: 'x'.repeat(200) }],
    ['PUT', `/api/seller/pages/${'p'.repeat(300)}`, { content: '' }],
    ['PUT', '/api/seller/pages/blogs', { content: 'a\u0000b' }],
    ['PUT', '/api/seller/shop', { shopName: 'x', countryCode: '27', currency: 'USD', socialLinks: [] }],
  ] as const)('%s %s answers 4xx', async (method, url, payload) => {
    const response = await call(a, method, url, payload);
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(typeof response.json().error).toBe('string');
  });
});
