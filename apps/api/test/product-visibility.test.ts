import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { postgresDatabase } from '../src/db/client.js';
import { addToCart, addToWishlist } from './cart-fixtures.js';
import { insertBanner } from './catalogue-fixtures.js';
import { guestSession, insertCategory, insertSeller } from './fixtures.js';
import { createTestContext, driver, type TestContext } from './harness.js';
import { placeOrderBody, shippingInfo } from './order-fixtures.js';
import { type ConsoleShop, consoleShop, signedInSeller } from './seller-console-fixtures.js';

/**
 * Unpublished products are the seller's drafts: shoppers never see them — not in the shop's lists, its
 * search, the portal's search, the shop directory, the product page, the cart or an order.
 */

let ctx: TestContext;
let shop: ConsoleShop;
let live: { _id: string; slug: string; name: string };
let draft: { _id: string; slug: string; name: string };

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function createProduct(body: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/seller/products',
    headers: shop.headers,
    payload: { price: 10, stock: 10, category: 'Spice', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product;
}

async function setPublished(productId: string, published: boolean, headers = shop.headers) {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/seller/products/${productId}`,
    headers,
    payload: { published },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Ids of the products an answer lists under `key` (or of every list when `key` is omitted). */
function ids(body: Record<string, unknown>, key?: string): string[] {
  const lists = key ? [body[key]] : Object.values(body).filter(Array.isArray);
  return (lists as { _id: string }[][]).flat().map((product) => product._id);
}

const globalSearch = async (text: string) =>
  ids((await get(`/api/home/search-products/${text}`)).json(), 'products');
const shopSearch = async (text: string) =>
  ids((await get(`/api/home/seller/${shop.sellerId}/query-products?searchValue=${text}`)).json(), 'products');

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await consoleShop(ctx, 'vis');
  await insertCategory(ctx.db, shop.sellerId, 'Spice');
  live = await createProduct({ name: 'Zanzibar cloves', price: 5 });
  draft = await createProduct({ name: 'Zanzibar cinnamon', price: 50, published: false, discount: 10 });
});
afterAll(() => ctx.close());

describe('an unpublished product', () => {
  it('is in no list of the shop and not in the price range', async () => {
    const home = (await get(`/api/home/seller/${shop.sellerId}/products`)).json();
    expect(ids(home)).toContain(live._id);
    expect(ids(home)).not.toContain(draft._id);
    const listing = (await get(`/api/home/seller/${shop.sellerId}/query-products?category=Spice`)).json();
    expect(ids(listing, 'products')).toEqual([live._id]);
    expect(listing.totalProduct).toBe(1);
    const range = (await get(`/api/home/seller/price-range-latest-product/${shop.sellerId}`)).json();
    expect(range.priceRange).toEqual({ low: 5, high: 10 });
    expect(ids(range, 'latest_product')).not.toContain(draft._id);
    const details = (await get(`/api/home/seller/${shop.sellerId}/product/${live.slug}`)).json();
    expect([...ids(details, 'relatedProducts'), ...ids(details, 'moreProducts')]).not.toContain(draft._id);
  });

  it('is found by neither the shop search nor the portal search, with or without facets', async () => {
    expect(await shopSearch('zanzibar')).toEqual([live._id]);
    expect(await globalSearch('zanzibar')).toEqual([live._id]);
    const paged = (await get('/api/home/search-products/cinnamon?page=1')).json();
    expect(paged.totalProduct).toBe(0);
  });

  it('has no product page (by slug or id) and cannot go in a cart, a wishlist or a review', async () => {
    for (const url of [
      `/api/home/seller/${shop.sellerId}/product/${draft.slug}`,
      `/api/home/seller/${shop.sellerId}/product/id/${draft._id}`,
      `/api/home/customer/get-reviews/${draft._id}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Product not found' });
    }
    const guest = guestSession();
    const cart = await addToCart(
      ctx,
      { productId: draft._id, quantity: 1, sessionId: guest.sessionId },
      guest.headers,
    );
    expect(cart.statusCode).toBe(404);
    expect(cart.json()).toEqual({ error: 'Product not found' });
    const wish = await addToWishlist(
      ctx,
      { productId: draft._id, sessionId: guest.sessionId },
      guest.headers,
    );
    expect(wish.statusCode).toBe(404);
    const review = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/customer/submit-review',
      remoteAddress: '10.33.0.1',
      payload: { name: 'Sam', review: 'Hidden?', rating: 5, productId: draft._id },
    });
    expect(review.statusCode).toBe(404);
  });

  it('leaves a banner without its product', async () => {
    const banner = await insertBanner(ctx.db, shop.sellerId, { productId: draft._id });
    const banners = (await get(`/api/banners/${shop.sellerId}`)).json();
    // GET /banners/{sellerId} answers the bare list
    const found = (banners as { _id: string; product: unknown }[]).find((row) => row._id === banner.id);
    expect(found?.product).toBeNull();
  });
});

describe('publishing and unpublishing from the console', () => {
  it('shows at once in the shop, the shop search and the portal search, and hides at once', async () => {
    await setPublished(draft._id, true);
    expect((await globalSearch('zanzibar')).sort()).toEqual([live._id, draft._id].sort());
    expect(await shopSearch('cinnamon')).toEqual([draft._id]);
    expect((await get(`/api/home/seller/${shop.sellerId}/product/${draft.slug}`)).statusCode).toBe(200);

    await setPublished(draft._id, false);
    expect(await globalSearch('zanzibar')).toEqual([live._id]);
    expect(await shopSearch('cinnamon')).toEqual([]);
    expect((await get(`/api/home/seller/${shop.sellerId}/product/${draft.slug}`)).statusCode).toBe(404);

    // bulk actions too
    const bulk = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/products/bulk',
      headers: shop.headers,
      payload: { ids: [draft._id, live._id], action: 'unpublish' },
    });
    expect(bulk.json().affected).toBe(2);
    expect(await globalSearch('zanzibar')).toEqual([]);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/products/bulk',
      headers: shop.headers,
      payload: { ids: [live._id], action: 'publish' },
    });
    expect(await globalSearch('zanzibar')).toEqual([live._id]);
  });

  it('a cart line of a product unpublished since shows as out of stock and checkout refuses it', async () => {
    const product = await createProduct({ name: 'Pepper mill', stock: 5 });
    const guest = guestSession();
    const added = await addToCart(
      ctx,
      { productId: product._id, quantity: 1, sessionId: guest.sessionId },
      guest.headers,
    );
    expect(added.statusCode, added.body).toBe(201);
    await setPublished(product._id, false);

    const cart = (
      await get(`/api/home/product/get-card-product-guest/${guest.sessionId}/${shop.sellerId}`, guest.headers)
    ).json();
    expect(cart.card_products).toEqual([]);
    expect(cart.outofstock_products[0].productInfo).toMatchObject({ _id: product._id, stock: 0 });

    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/order/place-order',
      headers: guest.headers,
      payload: placeOrderBody([{ productId: product._id, quantity: 1 }], { shippingInfo: shippingInfo() }),
    });
    expect(order.statusCode, order.body).toBe(409);
    expect(order.json()).toEqual({ error: '"Pepper mill" is no longer available' });

    // published again: it can be bought
    await setPublished(product._id, true);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/order/place-order',
      headers: guest.headers,
      payload: placeOrderBody([{ productId: product._id, quantity: 1 }], { shippingInfo: shippingInfo() }),
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('the shop directory and the portal', () => {
  it('leave out a shop without a published product; its own address still opens', async () => {
    const newcomer = await insertSeller(ctx.db, { name: 'new-drafts', shopName: 'New Drafts' });
    const { headers } = await signedInSeller(ctx, newcomer.id, `owner-${newcomer.id}@shop.example`);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/products',
      headers,
      payload: { name: 'Quokka plush', price: 20, stock: 3, published: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const productId = created.json().product._id;

    const names = async () =>
      ((await get('/api/home/shops')).json().shops as { name: string; productCount: number }[]).map(
        (entry) => [entry.name, entry.productCount],
      );
    expect((await names()).map(([name]) => name)).not.toContain('new-drafts');
    expect(await globalSearch('quokka')).toEqual([]);
    // the shop itself still resolves and shows empty
    const lookup = (await get('/api/search-seller?name=new-drafts')).json();
    expect(lookup.seller).toMatchObject({ id: newcomer.id });
    const home = (await get(`/api/home/seller/${newcomer.id}/products`)).json();
    expect(ids(home)).toEqual([]);

    await setPublished(productId, true, headers);
    expect(await names()).toContainEqual(['new-drafts', 1]);
    expect(await globalSearch('quokka')).toEqual([productId]);
    // the shop's count is of published products only
    const shopCount = (await names()).find(([name]) => name === shop.seller.name);
    const published = ids((await get(`/api/home/seller/${shop.sellerId}/query-products`)).json(), 'products');
    expect(shopCount?.[1]).toBe(published.length);
  });
});

describe.skipIf(driver === 'pglite')('on two servers sharing one PostgreSQL', () => {
  it('a product unpublished through one server leaves the other’s search at once', async () => {
    const database = postgresDatabase(ctx.databaseUrl as string, { max: 3 });
    const second = await buildApp({ config: ctx.config, database, logger: false });
    try {
      await second.ready();
      const product = await createProduct({ name: 'Wombat teapot' });
      // the index itself, not only the page read: the total counts what the index matched
      const searchSecond = async () => {
        const body = (await second.inject({ method: 'GET', url: '/api/home/search-products/wombat' })).json();
        expect(body.totalProduct).toBe(body.products.length);
        return ids(body, 'products');
      };
      expect(await searchSecond()).toEqual([product._id]);
      await setPublished(product._id, false);
      expect(await searchSecond()).toEqual([]);
      await setPublished(product._id, true);
      expect(await searchSecond()).toEqual([product._id]);
    } finally {
      await second.close();
      await database.close();
    }
  });
});
