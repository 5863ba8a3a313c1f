import { randomUUID } from 'node:crypto';
import { LINKS_CONTENT_FIELDS, parseMediaUrl, SOCIAL_NETWORKS } from '@souk/core';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  banners,
  categories,
  contentTabs,
  orderLines,
  orders,
  paymentConfigs,
  products,
  reviews,
  sellerOrders,
  sellers,
} from '../src/db/schema.js';
import { generateCatalogue, generateCatalogueRows } from '../src/demo/generate-catalogue.js';
import { demoMediaSource } from '../src/demo/media.js';
import {
  buildDemoRows,
  DEMO_EPOCH,
  DEMO_SELLER_NAMES,
  demoSellerId,
  reseedDemo,
  seedDemo,
  seedDemoIfEmpty,
} from '../src/demo/seed.js';
import { insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;

type ShopRow = typeof sellers.$inferSelect;
type ProductRow = typeof products.$inferSelect;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db, ctx.config);
});
afterAll(() => ctx.close());

async function demoSellers(): Promise<ShopRow[]> {
  const rows = await ctx.db.select().from(sellers);
  return rows.filter((row) => DEMO_SELLER_NAMES.includes(row.name));
}

async function productsOf(sellerId: string): Promise<ProductRow[]> {
  return ctx.db.select().from(products).where(eq(products.sellerId, sellerId));
}

async function tableCounts() {
  const count = async (table: typeof sellers | typeof products | typeof reviews | typeof banners) => {
    const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  return {
    sellers: await count(sellers),
    products: await count(products),
    reviews: await count(reviews),
    banners: await count(banners),
  };
}

/** A stored URL is an uploaded-image address whose demo source the media route makes the variants from. */
function expectRenderableImage(url: string): void {
  const image = parseMediaUrl(url);
  expect(image, url).not.toBeNull();
  expect(demoMediaSource(image?.id ?? ''), url).not.toBeNull();
}

describe('seedDemo', () => {
  it('creates the three demo shops with support, social links, all seven info pages and a shipping fee', async () => {
    const rows = await demoSellers();
    expect(rows.map((row) => row.name).sort()).toEqual(['green-pantry', 'pixel-forge', 'urban-threads']);
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('urban-threads')).toMatchObject({ currency: 'USD', countryCode: '1' });
    expect(byName.get('green-pantry')).toMatchObject({ currency: 'ZAR', countryCode: '27' });
    expect(byName.get('pixel-forge')).toMatchObject({ currency: 'USD' });
    for (const seller of rows) {
      expect(seller.id).toBe(demoSellerId(seller.name));
      expect(seller.shopName.length).toBeGreaterThan(3);
      expectRenderableImage(seller.image);
      expect(seller.supportEmail).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
      expect(seller.supportPhone).toMatch(/\d{3}/);
      expect(seller.supportHours).not.toBe('');
      expect(seller.supportAddress).not.toBe('');
      expect(Object.keys(seller.socialLinks).sort()).toEqual([...SOCIAL_NETWORKS].sort());
      for (const url of Object.values(seller.socialLinks))
        expect(url).toMatch(/^https:\/\/[a-z.]+\.[a-z]+\//);
      expect(Object.keys(seller.linksContent).sort()).toEqual([...LINKS_CONTENT_FIELDS].sort());
      for (const text of Object.values(seller.linksContent)) {
        expect(text.split('\n').length).toBeGreaterThanOrEqual(3);
        expect(text).not.toBe('Content not found');
      }
      expect(seller.shippingFeeCents).toBeGreaterThan(0);
    }
  });

  it('gives each shop ≥ 20 products over ≥ 4 categories, with images, SEO fields and unique slugs', async () => {
    for (const seller of await demoSellers()) {
      const shopCategories = await ctx.db.select().from(categories).where(eq(categories.sellerId, seller.id));
      expect(shopCategories.length).toBeGreaterThanOrEqual(4);
      for (const category of shopCategories) expectRenderableImage(category.image);
      const list = await productsOf(seller.id);
      expect(list.length).toBeGreaterThanOrEqual(20);
      const names = new Set(shopCategories.map((category) => category.name));
      for (const category of names) expect(list.some((product) => product.category === category)).toBe(true);
      expect(new Set(list.map((product) => product.slug)).size).toBe(list.length);
      for (const product of list) {
        expect(names.has(product.category), product.slug).toBe(true);
        expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(product.images.length).toBeGreaterThanOrEqual(1);
        expect(product.images.length).toBeLessThanOrEqual(4);
        for (const image of product.images) expectRenderableImage(image);
        expect(product.priceCents).toBeGreaterThan(0);
        expect(Number.isInteger(product.priceCents)).toBe(true);
        expect(product.currency).toBe(seller.currency);
        expect(product.description.length).toBeGreaterThan(100);
        expect(product.brand).not.toBe('');
        expect(product.seoTitle).toContain(product.name);
        expect(product.seoDescription?.length ?? 0).toBeGreaterThan(20);
        expect(product.seoDescription?.length ?? 0).toBeLessThanOrEqual(160);
        expect(product.seoKeywords).not.toBe('');
        expect(product.seoImage).toBe(product.images[0]);
      }
    }
    const all = await ctx.db.select({ description: products.description }).from(products);
    expect(all.filter((product) => /https:\/\/\S+/.test(product.description)).length).toBeGreaterThanOrEqual(
      6,
    );
  });

  it('covers discounts, bulk tiers, every add-on type, stock, pack sizes and stock display in every shop', async () => {
    for (const seller of await demoSellers()) {
      const list = await productsOf(seller.id);
      const label = seller.name;
      expect(
        list.some((product) => product.discount > 0),
        label,
      ).toBe(true);
      expect(
        list.every((product) => product.discount >= 0 && product.discount < 100),
        label,
      ).toBe(true);
      expect(
        list.some((product) => product.stock === 0),
        label,
      ).toBe(true);
      expect(
        list.some((product) => product.stock > 0),
        label,
      ).toBe(true);
      expect(
        list.some((product) => product.packSize > 1),
        label,
      ).toBe(true);
      expect(list.filter((product) => product.packSize === 1).length, label).toBeGreaterThanOrEqual(12);
      expect(
        list.some((product) => product.showStockQuantity),
        label,
      ).toBe(true);
      expect(
        list.some((product) => !product.showStockQuantity),
        label,
      ).toBe(true);
      const types = new Set(list.flatMap((product) => product.addons.map((addon) => addon.type)));
      expect([...types].sort(), label).toEqual(['Checkboxes', 'Drop-Down List', 'Radio Buttons']);
      const options = list.flatMap((product) => product.addons.flatMap((addon) => addon.options));
      expect(options.some((option) => option.price === 0)).toBe(true);
      expect(options.some((option) => option.price > 0)).toBe(true);
      for (const product of list) {
        const texts = product.addons.flatMap((addon) => addon.options.map((option) => option.text));
        // Add-on choices are matched by their text: unique within a product.
        expect(new Set(texts).size, product.slug).toBe(texts.length);
        for (const addon of product.addons) {
          expect(addon.question).not.toBe('');
          expect(addon.options.length).toBeGreaterThanOrEqual(1);
        }
      }
      const tiered = list.filter((product) => product.bulkPricing.length > 0);
      expect(tiered.length, label).toBeGreaterThanOrEqual(2);
      for (const product of tiered) {
        for (const tier of product.bulkPricing) {
          expect(tier.quantity).toBeGreaterThan(1);
          expect(Math.round(tier.price * 100)).toBeCloseTo(tier.price * 100, 6);
          // A real saving against the discounted unit price.
          const unitCents = product.priceCents * (1 - product.discount / 100);
          expect(tier.price * 100, product.slug).toBeLessThan(unitCents * tier.quantity);
        }
      }
    }
    const forge = await productsOf(demoSellerId('pixel-forge'));
    expect(forge.filter((product) => product.bulkPricing.length > 0).length).toBeGreaterThanOrEqual(8);
  });

  it('gives every shop three banners, some opening one of its products and some a link', async () => {
    for (const seller of await demoSellers()) {
      const rows = await ctx.db.select().from(banners).where(eq(banners.sellerId, seller.id));
      expect(rows).toHaveLength(3);
      const own = new Set((await productsOf(seller.id)).map((product) => product.id));
      const withProduct = rows.filter((banner) => banner.productId !== null);
      expect(withProduct.length).toBeGreaterThanOrEqual(1);
      for (const banner of withProduct) expect(own.has(banner.productId ?? '')).toBe(true);
      const withLink = rows.filter((banner) => banner.productId === null);
      expect(withLink.length).toBeGreaterThanOrEqual(1);
      for (const banner of withLink) expect(banner.link).toMatch(new RegExp(`^/${seller.name}/`));
      for (const banner of rows) expectRenderableImage(banner.image);
      expect(rows.map((banner) => banner.position).sort()).toEqual([0, 1, 2]);
    }
  });

  it('keeps every product rating the one-decimal average of its reviews, and review counts in step', async () => {
    const rows = await ctx.db
      .select({
        slug: products.slug,
        rating: products.rating,
        reviewCount: products.reviewCount,
        count: sql<number>`count(${reviews.id})::int`,
        average: sql<number>`coalesce(round(avg(${reviews.rating})::numeric, 1), 0)::float8`,
      })
      .from(products)
      .leftJoin(reviews, eq(reviews.productId, products.id))
      .groupBy(products.id);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const row of rows) {
      expect(row.reviewCount, row.slug).toBe(row.count);
      expect(row.rating, row.slug).toBe(Number(row.average));
    }
    const reviewed = rows.filter((row) => row.count > 0);
    expect(reviewed.length).toBeGreaterThanOrEqual(rows.length * 0.6);
    expect(reviewed.filter((row) => row.count >= 3).length).toBeGreaterThanOrEqual(rows.length * 0.4);
    const ratings = new Set(rows.map((row) => row.rating));
    expect(ratings.size).toBeGreaterThan(5);

    const all = await ctx.db.select().from(reviews);
    expect(new Set(all.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const review of all) {
      expect(review.name).not.toBe('');
      expect(review.review.length).toBeGreaterThan(10);
      expect(review.customerId).toBeNull();
      expect(review.createdAt.getTime()).toBeLessThan(DEMO_EPOCH.getTime());
    }
    const days = new Set(all.map((review) => review.createdAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(60);
  });

  it('enables cash on delivery and bank transfer only, with bank details and no secrets', async () => {
    for (const seller of await demoSellers()) {
      const [config] = await ctx.db
        .select()
        .from(paymentConfigs)
        .where(eq(paymentConfigs.sellerId, seller.id));
      expect(config).toBeDefined();
      expect(config?.enabledMethods).toEqual(['eft', 'cashOnDelivery']);
      expect(config?.methodOrder).toEqual(['stripe', 'paypal', 'payfast', 'eft', 'cashOnDelivery']);
      expect(config?.secrets).toEqual({});
      expect(Object.keys(config?.settings ?? {}).sort()).toEqual(['bankTransfer', 'cashOnDelivery']);
      const bank = config?.settings.bankTransfer as {
        bankDetails: Record<string, string>;
        instructions: string;
      };
      expect(Object.keys(bank.bankDetails).length).toBeGreaterThanOrEqual(3);
      for (const value of Object.values(bank.bankDetails)) expect(typeof value).toBe('string');
      expect(bank.instructions).toMatch(/order number/i);
      expect(config?.settings.cashOnDelivery).toMatchObject({ instructions: expect.any(String) });
    }
  });

  it('fills the site-wide content tabs', async () => {
    const rows = await ctx.db.select().from(contentTabs);
    const tabs = new Map(rows.map((row) => [row.tab, row.body]));
    for (const tab of ['About Us', 'Privacy Policy', 'Terms']) {
      expect(tabs.get(tab)?.split('\n').length ?? 0, tab).toBeGreaterThanOrEqual(3);
    }
  });

  it('builds the same rows every time (stable ids and dates)', () => {
    expect(buildDemoRows()).toEqual(buildDemoRows());
  });
});

describe('seedDemoIfEmpty', () => {
  it('inserts nothing when sellers exist', async () => {
    const before = await tableCounts();
    expect(await seedDemoIfEmpty(ctx.db, ctx.config)).toBe(false);
    expect(await seedDemoIfEmpty(ctx.db, ctx.config)).toBe(false);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('reseedDemo', () => {
  it('restores the demo shops, removes their orders and leaves other sellers alone', async () => {
    const before = await tableCounts();
    const other = await insertSeller(ctx.db, { name: `other-${randomUUID().slice(0, 8)}` });
    const sellerId = demoSellerId('urban-threads');
    const [product] = await productsOf(sellerId);
    if (!product) throw new Error('no demo product');
    await ctx.db.update(products).set({ stock: 1, name: 'Changed' }).where(eq(products.id, product.id));
    const orderId = randomUUID();
    await ctx.db.insert(orders).values({
      id: orderId,
      orderNumber: `SK${Date.now()}`,
      contactEmail: 'ann@example.com',
      contactPhone: '0821234567',
      shippingInfo: { name: 'Ann' },
      currency: 'USD',
      subtotalCents: product.priceCents,
      shippingFeeCents: 695,
      totalCents: product.priceCents + 695,
    });
    await ctx.db.insert(sellerOrders).values({
      id: randomUUID(),
      orderId,
      sellerId,
      subtotalCents: product.priceCents,
      shippingFeeCents: 695,
      priceCents: product.priceCents + 695,
    });
    await ctx.db.insert(orderLines).values({
      id: randomUUID(),
      orderId,
      sellerId,
      productId: product.id,
      name: product.name,
      quantity: 1,
      unitPriceCents: product.priceCents,
      discountedUnitCents: product.priceCents,
      lineTotalCents: product.priceCents,
      currency: 'USD',
    });

    const result = await reseedDemo(ctx.db, ctx.config);
    expect(result).toEqual({ deletedSellers: 3, deletedOrders: 1 });
    const [restored] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(restored?.name).not.toBe('Changed');
    expect(restored?.stock).not.toBe(1);
    expect(await ctx.db.select().from(orders).where(eq(orders.id, orderId))).toHaveLength(0);
    expect(await ctx.db.select().from(sellers).where(eq(sellers.id, other.id))).toHaveLength(1);
    expect(await tableCounts()).toEqual({ ...before, sellers: before.sellers + 1 });
  });
});

describe('HTTP smoke on the demo data', () => {
  it('finds urban-threads by name and serves its support info, social links and pages', async () => {
    const found = await ctx.app.inject({
      method: 'GET',
      url: '/api/search-seller',
      query: { name: 'urban-threads' },
    });
    expect(found.statusCode).toBe(200);
    const sellerId = demoSellerId('urban-threads');
    expect(found.json()).toEqual({ seller: { id: sellerId, name: 'urban-threads' } });

    const support = await ctx.app.inject({
      method: 'GET',
      url: `/api/get-support-info-by-seller/${sellerId}`,
    });
    expect(support.statusCode).toBe(200);
    expect(support.json()).toMatchObject({
      supportInfo: { email: 'hello@urbanthreads.store', mobileNo: '+1 (503) 555-0142' },
      seller: {
        _id: sellerId,
        name: 'urban-threads',
        shopInfo: { shopName: 'Urban Threads' },
        countryCode: '1',
      },
    });

    const social = await ctx.app.inject({ method: 'GET', url: `/api/social-media/seller/${sellerId}` });
    expect(Object.keys(social.json().socialMedia)).toHaveLength(7);
    const pages = await ctx.app.inject({ method: 'GET', url: `/api/links-content/${sellerId}` });
    expect(Object.keys(pages.json().linksContent)).toHaveLength(7);
  });

  it('serves every demo shop and product through the catalogue calls (response schemas included)', async () => {
    for (const seller of await demoSellers()) {
      for (const url of [
        `/api/home/get-categorys/${seller.id}`,
        `/api/home/seller/${seller.id}/products`,
        `/api/home/seller/price-range-latest-product/${seller.id}`,
        `/api/banner/get/${seller.id}`,
        `/api/home/seller/${seller.id}/query-products?pageNumber=1&sortPrice=low-to-high`,
      ]) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
      }
      const home = (
        await ctx.app.inject({ method: 'GET', url: `/api/home/seller/${seller.id}/products` })
      ).json();
      expect(home.products.length).toBeGreaterThan(0);
      expect(home.discount_product.length).toBeGreaterThan(0);
      for (const product of await productsOf(seller.id)) {
        const url = `/api/home/seller/${seller.id}/product/${product.slug}`;
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.json().product).toMatchObject({
          _id: product.id,
          name: product.name,
          price: product.priceCents / 100,
        });
      }
    }
    const search = await ctx.app.inject({ method: 'GET', url: '/api/home/search-products/merino%20sweater' });
    expect(search.statusCode).toBe(200);
    expect(search.json().products[0]).toMatchObject({ name: 'Merino Wool Crew Neck Sweater' });
    const about = await ctx.app.inject({
      method: 'GET',
      url: `/api/content/${encodeURIComponent('About Us')}`,
    });
    expect(about.json()['About Us']).toContain('Souk');
  });

  it('finds green-pantry case-insensitively', async () => {
    const found = await ctx.app.inject({
      method: 'GET',
      url: '/api/search-seller',
      query: { name: 'GREEN-PANTRY' },
    });
    expect(found.json()).toEqual({ seller: { id: demoSellerId('green-pantry'), name: 'green-pantry' } });
  });
});

describe('generateCatalogue', () => {
  const prefix = 'gentest';
  const generatedProducts = () =>
    ctx.db
      .select({
        id: products.id,
        sellerId: products.sellerId,
        name: products.name,
        slug: products.slug,
        category: products.category,
        priceCents: products.priceCents,
        stock: products.stock,
      })
      .from(products)
      .where(like(products.id, `${prefix}-product-%`));

  it('inserts the requested sellers, categories and products in batches', async () => {
    const progress: number[] = [];
    const result = await generateCatalogue(ctx.db, {
      products: 500,
      sellers: 5,
      batchSize: 120,
      prefix,
      onProgress: (inserted) => progress.push(inserted),
    });
    expect(result).toMatchObject({ sellers: 5, products: 500, replaced: { sellers: 0, orders: 0 } });
    expect(progress).toEqual([120, 240, 360, 480, 500]);

    const generatedSellers = await ctx.db
      .select()
      .from(sellers)
      .where(like(sellers.id, `${prefix}-seller-%`));
    expect(generatedSellers).toHaveLength(5);
    const generatedCategories = await ctx.db
      .select()
      .from(categories)
      .where(like(categories.id, `${prefix}-category-%`));
    expect(generatedCategories).toHaveLength(result.categories);
    const rows = await generatedProducts();
    expect(rows).toHaveLength(500);
    for (const seller of generatedSellers) {
      const own = rows.filter((row) => row.sellerId === seller.id);
      expect(own.length).toBe(100);
      expect(new Set(own.map((row) => row.slug)).size).toBe(own.length);
      const names = new Set(
        generatedCategories
          .filter((category) => category.sellerId === seller.id)
          .map((category) => category.name),
      );
      expect(names.size).toBeGreaterThanOrEqual(3);
      for (const row of own) expect(names.has(row.category)).toBe(true);
    }
    for (const row of rows) {
      expect(row.name.split(' ').length).toBeGreaterThanOrEqual(3);
      expect(row.priceCents).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((row) => row.name)).size).toBeGreaterThan(400);
    expect(rows.some((row) => row.stock === 0)).toBe(true);
  });

  it('replaces an earlier catalogue with the same prefix and leaves the demo shops alone', async () => {
    const demoBefore = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.sellerId, demoSellerId('pixel-forge')));
    const result = await generateCatalogue(ctx.db, { products: 300, sellers: 3, prefix });
    expect(result.replaced).toEqual({ sellers: 5, orders: 0 });
    expect(await generatedProducts()).toHaveLength(300);
    const demoAfter = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.sellerId, demoSellerId('pixel-forge')));
    expect(demoAfter).toEqual(demoBefore);
  });

  it('generates the same catalogue for the same seed', async () => {
    await generateCatalogue(ctx.db, { products: 50, sellers: 2, prefix, seed: 7 });
    const first = await generatedProducts();
    await generateCatalogue(ctx.db, { products: 50, sellers: 2, prefix, seed: 7 });
    const second = await generatedProducts();
    const byId = (rows: typeof first) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(second)).toEqual(byId(first));
  });

  it('inserts the rows generateCatalogueRows builds without a database (the search quality suite reads them)', async () => {
    await generateCatalogue(ctx.db, { products: 130, sellers: 4, batchSize: 50, prefix, seed: 11 });
    const stored = await generatedProducts();
    const built = generateCatalogueRows({ products: 130, sellers: 4, prefix, seed: 11 });
    expect(built.sellers.map((seller) => seller.id)).toHaveLength(4);
    const rows = [...built.products].map((row) => ({
      id: row.id,
      sellerId: row.seller_id,
      name: row.name,
      slug: row.slug,
      category: row.category,
      priceCents: row.price_cents,
      stock: row.stock,
    }));
    const byId = (list: typeof rows) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(stored)).toEqual(byId(rows));
  });
});
