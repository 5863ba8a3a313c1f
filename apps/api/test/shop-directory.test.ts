import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_DIRECTORY_CACHE_CONTROL } from '../src/routes/store/shops.js';
import { insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
type ShopRow = Awaited<ReturnType<typeof insertSeller>>;
let zeta: ShopRow;
let alpha: ShopRow;
let mango: ShopRow;

beforeAll(async () => {
  ctx = await createTestContext();
  zeta = await insertSeller(ctx.db, { name: 'zeta-books', shopName: 'Zeta Books', image: '' });
  alpha = await insertSeller(ctx.db, {
    name: 'alpha-gardens',
    shopName: 'alpha Gardens',
    image: '/images/alpha.svg',
  });
  mango = await insertSeller(ctx.db, { name: 'mango-market', shopName: 'Mango Market' });
  for (let index = 0; index < 3; index++) await insertProduct(ctx.db, alpha.id);
  for (let index = 0; index < 2; index++) await insertProduct(ctx.db, zeta.id);
});
afterAll(() => ctx.close());

describe('GET /api/home/shops', () => {
  it('lists every shop with a published product by shop name, whatever its case, with its logo and product count', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/home/shops' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(SHOP_DIRECTORY_CACHE_CONTROL);
    expect(response.json()).toEqual({
      shops: [
        {
          _id: alpha.id,
          name: 'alpha-gardens',
          shopName: 'alpha Gardens',
          logo: '/images/alpha.svg',
          productCount: 3,
        },
        // a shop without a published product (mango-market) stays out until it has one
        // no image: no logo
        { _id: zeta.id, name: 'zeta-books', shopName: 'Zeta Books', logo: null, productCount: 2 },
      ],
    });
  });

  it('shows the logo the shop’s support info shows', async () => {
    const { shops } = (await ctx.app.inject({ method: 'GET', url: '/api/home/shops' })).json();
    for (const shop of shops) {
      const support = (
        await ctx.app.inject({ method: 'GET', url: `/api/get-support-info-by-seller/${shop._id}` })
      ).json();
      expect(shop.logo, shop.name).toBe(support.supportInfo.logo || null);
    }
  });

  it('follows new shops and products', async () => {
    const newcomer = await insertSeller(ctx.db, { name: 'beta-bakery', shopName: 'Beta Bakery' });
    await insertProduct(ctx.db, newcomer.id);
    await insertProduct(ctx.db, mango.id);
    const { shops } = (await ctx.app.inject({ method: 'GET', url: '/api/home/shops' })).json();
    expect(
      shops.map((shop: { name: string; productCount: number }) => [shop.name, shop.productCount]),
    ).toEqual([
      ['alpha-gardens', 3],
      ['beta-bakery', 1],
      ['mango-market', 1],
      ['zeta-books', 2],
    ]);
  });
});
