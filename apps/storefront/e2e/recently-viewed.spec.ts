import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { RECENTLY_VIEWED_KEY } from '@souk/core';
import { expect, expectNoSeriousA11yViolations, type Page, settleImages, test } from '@souk/web/e2e';
import { accountLink, customerAccount, registerThroughPage } from './support.js';

/**
 * Issue 22, "Recently viewed": the last products a shopper viewed in a shop, on the shop home and the
 * product page (there without the product shown), newest first, clearable; a guest's list is kept in the
 * browser and joins the account at sign-up, where a fresh browser finds it after signing in.
 */

const SHOP = 'urban-threads';
const SCREENS_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');

const PRODUCTS = {
  linen: { slug: 'classic-linen-button-down-shirt', name: 'Classic Linen Button-Down Shirt' },
  crew: { slug: 'organic-cotton-crew-tee', name: 'Organic Cotton Crew Neck T-Shirt' },
  pocket: { slug: 'heavyweight-pocket-tee', name: 'Heavyweight Pocket Tee' },
} as const;
type ProductKey = keyof typeof PRODUCTS;

/**
 * A server-rendered shop page starts its app at the shopper's first sign of intent (issue 21): the pointer
 * over the page's content is one.
 */
async function startApp(page: Page): Promise<void> {
  await page.getByRole('main').hover({ position: { x: 8, y: 8 } });
}

/** How many products this browser lists for the shop (0 when it keeps no list). */
function storedCount(page: Page): Promise<number> {
  return page.evaluate((key) => {
    const lists = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string[]>;
    return Object.values(lists).reduce((sum, list) => sum + list.length, 0);
  }, RECENTLY_VIEWED_KEY);
}

/** Opens a product's page as a guest and waits until the view is kept in the browser. */
async function viewAsGuest(page: Page, product: ProductKey, expectedCount: number): Promise<void> {
  await page.goto(`/${SHOP}/product/details/${PRODUCTS[product].slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCTS[product].name })).toBeVisible();
  await startApp(page);
  await expect.poll(() => storedCount(page)).toBe(expectedCount);
}

function section(page: Page) {
  return page.getByRole('region', { name: 'Recently viewed' });
}

/** The card names of the section, in the order shown. */
async function expectShown(page: Page, products: ProductKey[]): Promise<void> {
  await expect(section(page).getByRole('heading', { level: 3 })).toHaveText(
    products.map((product) => PRODUCTS[product].name),
  );
}

/** The section at a phone's and a desktop's width, for a look (test-results/screens). */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settleImages(page);
    await section(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENS_DIR, `recently-viewed-${name}-${width}.png`) });
  }
}

test('recently viewed after three visits', async ({ page, browser }) => {
  // a guest views three products of the shop
  await viewAsGuest(page, 'linen', 1);
  await viewAsGuest(page, 'crew', 2);
  await viewAsGuest(page, 'pocket', 3);

  // the home shows them, newest first, below its products
  await page.goto(`/${SHOP}`);
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  // nothing of it is in the server's page: the browser adds it after hydration
  expect(await (await page.request.get(`/${SHOP}`)).text()).not.toContain('Recently viewed');
  await startApp(page);
  await expect(section(page).getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeVisible();
  await expectShown(page, ['pocket', 'crew', 'linen']);
  await expect(section(page).getByText(/^\$\d/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'home');

  // a product's page shows the others (its own view moves it first)
  await page.goto(`/${SHOP}/product/details/${PRODUCTS.crew.slug}`);
  await startApp(page);
  await expectShown(page, ['pocket', 'linen']);
  await shoot(page, 'product');

  // Clear empties it and hides the section, on this page and on the home
  await page.goto(`/${SHOP}`);
  await startApp(page);
  await expectShown(page, ['crew', 'pocket', 'linen']);
  await section(page).getByRole('button', { name: 'Clear recently viewed' }).click();
  await expect(section(page)).toHaveCount(0);
  expect(await storedCount(page)).toBe(0);
  await page.reload();
  await startApp(page);
  await expect(page.getByRole('link', { name: 'View All Products' })).toBeVisible();
  await expect(section(page)).toHaveCount(0);

  // a guest's list joins the account at sign-up, and the browser's copy goes
  await viewAsGuest(page, 'linen', 1);
  await viewAsGuest(page, 'pocket', 2);
  const account = customerAccount('Recent Viewer');
  await registerThroughPage(page, SHOP, account);
  await expect.poll(() => storedCount(page)).toBe(0);

  // a fresh browser signs in and finds the account's list
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(`/${SHOP}/login`);
  await other.getByLabel('Email', { exact: true }).fill(account.email);
  await other.getByLabel('Password', { exact: true }).fill(account.password);
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expect(accountLink(other, account.name)).toBeVisible();
  await other.goto(`/${SHOP}`);
  await startApp(other);
  await expectShown(other, ['pocket', 'linen']);

  // signed in, a view is recorded on the account, and Clear empties the account's list
  await other.goto(`/${SHOP}/product/details/${PRODUCTS.crew.slug}`);
  await startApp(other);
  await expectShown(other, ['pocket', 'linen']);
  await other.goto(`/${SHOP}`);
  await startApp(other);
  await expectShown(other, ['crew', 'pocket', 'linen']);
  expect(await storedCount(other)).toBe(0);
  await section(other).getByRole('button', { name: 'Clear recently viewed' }).click();
  await expect(section(other)).toHaveCount(0);
  await other.reload();
  await startApp(other);
  await expect(other.getByRole('link', { name: 'View All Products' })).toBeVisible();
  await expect(section(other)).toHaveCount(0);
  await fresh.close();
});
