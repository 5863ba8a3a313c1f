import { expect, type Page, test } from '@souk/web/e2e';
import { headerCounts, toast } from './support.js';

/**
 * Issue 21, "Never lose a tap": a tap on a button of a server-rendered page while the app's code is still
 * downloading does its job once the page has hydrated (packages/web pre-hydration-taps.ts); a link works
 * natively all along.
 */

const PRODUCT = '/urban-threads/product/details/classic-linen-button-down-shirt';

/**
 * Opens a server-rendered page with every script of the app held back, once the shopper's first tap asks
 * for them, until the returned `release` is called: the page stays as the server sent it.
 */
async function openUnhydrated(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // a shop page starts its app at the shopper's first sign of intent (issue 21): nothing asked for yet
  expect(held).toBe(0);
  return release;
}

/** The product page's buy box (the page's related products have wishlist buttons too). */
function buyBox(page: Page) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
}

/** The guest's cart lines in a shop, as the server has them. */
async function guestCartQuantities(page: Page, shop: string): Promise<number[]> {
  const sessionId = await page.evaluate(() => sessionStorage.getItem('sessionId'));
  expect(sessionId).toBeTruthy();
  const seller = await (await page.request.get(`/api/search-seller?name=${shop}`)).json();
  const sellerId: string = seller.seller.id ?? seller.seller._id;
  const cart = await (
    await page.request.get(`/api/home/product/get-card-product-guest/${sessionId}/${sellerId}`)
  ).json();
  return cart.card_products.flatMap((group: { products: { quantity: number }[] }) =>
    group.products.map((line) => line.quantity),
  );
}

test('quantity + then Add to Cart, tapped before hydration, add two to the cart', async ({ page }) => {
  const release = await openUnhydrated(page, PRODUCT);
  await buyBox(page).getByRole('button', { name: 'Increase Quantity' }).click();
  await buyBox(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
  // nothing happened natively: the page is still the server's, at one
  await expect(page.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveValue('1');
  release();

  await expect(toast(page, 'Product added to cart!')).toBeVisible();
  await expect(headerCounts(page).cart(1)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveValue('2');
  expect(await guestCartQuantities(page, 'urban-threads')).toEqual([2]);
  // each tap was replayed once
  await expect(toast(page, 'Product added to cart!')).toHaveCount(1);
});

test('Add to wishlist tapped before hydration adds the product, as it does for a guest after', async ({
  page,
}) => {
  const release = await openUnhydrated(page, PRODUCT);
  await buyBox(page).getByRole('button', { name: 'Add to wishlist', exact: true }).click();
  release();
  await expect(toast(page, 'Product added to wishlist!')).toBeVisible();
  await expect(headerCounts(page).wishlist(1)).toBeVisible();
});

test('a link tapped before hydration navigates natively', async ({ page }) => {
  const release = await openUnhydrated(page, PRODUCT);
  // a full page load: the next page is the server's too, while the scripts are still held
  const navigated = page.waitForEvent('framenavigated');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().click();
  await navigated;
  await expect(page).not.toHaveURL(new RegExp(`${PRODUCT}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  release();
});

test('Add to cart on a listing card, tapped before hydration, adds the product', async ({ page }) => {
  const release = await openUnhydrated(page, '/urban-threads/shops');
  const card = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
  await card.getByRole('button', { name: 'Add to cart', exact: true }).click();
  release();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();
  await expect(headerCounts(page).cart(1)).toBeVisible();
  expect(await guestCartQuantities(page, 'urban-threads')).toEqual([1]);
});
