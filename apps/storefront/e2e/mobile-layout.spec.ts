import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BrowserContext,
  checkLayout,
  expect,
  gridColumns,
  LAYOUT_WIDTHS,
  type Page,
  sidewaysOverflow,
  test,
} from '@souk/web/e2e';
import { buyBox, toast } from './support.js';

/**
 * The shopper's pages as a phone, a tablet and a desktop show them (issue 21): at each width, on one load
 * of each page,
 * - nothing scrolls sideways;
 * - product grids have two columns on phones (360–412 px), three from 768 px, four from 1280 px;
 * - every visible price, Add to cart button and form field can be seen whole: scrolled to the viewport's
 *   centre, again at the page's very end and at rest as the page first shows, `elementFromPoint` at its
 *   centre and its corners (inset 2 px) finds the element itself — never the floating cart or chat button
 *   (`coveredElements`);
 * - a banner is never narrower than its artwork's shape (1600×500), which would cut its sides and the
 *   headline on them off (`object-cover`);
 * - every tap target is at least 24 × 24 px, or is an inline link in a sentence, or has room around it
 *   (WCAG 2.2 SC 2.5.8, `smallTapTargets`);
 * and a full-page screenshot lands in `test-results/screens/layout-<page>-<width>.png` (git-ignored).
 */

const SCREENS_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');
const SHOP = 'urban-threads';
const PRODUCT = 'classic-linen-button-down-shirt';
/** The product grids: a list whose items hold product cards (featured, listing, related products). */
const PRODUCT_GRID = 'ul:has(> li [data-slot="product-card"])';
/** Prices (cards, cart lines, the order summary's amounts), form fields. */
const NEEDED = [
  '[data-slot="price"]',
  '[data-slot="line-price"]',
  '[data-slot="order-summary"] dd',
  'input:not([type="hidden"])',
  'select',
  'textarea',
].join(', ');
const ADD_TO_CART = /^Add to cart$/i;

interface Screen {
  name: string;
  path: string;
  heading: string | RegExp;
  /** The page shows a product grid (in grid view). */
  grid?: boolean;
}

const SCREENS: Screen[] = [
  { name: 'home', path: `/${SHOP}`, heading: 'Urban Threads', grid: true },
  { name: 'listing', path: `/${SHOP}/shops`, heading: 'All Products', grid: true },
  {
    name: 'product',
    path: `/${SHOP}/product/details/${PRODUCT}`,
    heading: 'Classic Linen Button-Down Shirt',
    grid: true,
  },
  { name: 'cart', path: `/${SHOP}/card`, heading: 'Shopping Cart' },
  { name: 'shipping', path: `/${SHOP}/shipping`, heading: 'Shipping Information' },
];

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  mkdirSync(SCREENS_DIR, { recursive: true });
  // one guest with one item in the cart, for the cart and shipping pages
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await page.goto(`/${SHOP}/product/details/${PRODUCT}`);
  await buyBox(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();
});

test.afterAll(async () => {
  await context.close();
});

for (const width of LAYOUT_WIDTHS) {
  test(`the shopper's pages at ${width} px`, async () => {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    for (const screen of SCREENS) {
      await test.step(screen.name, async () => {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        const at = await checkLayout(page, {
          name: screen.name,
          width,
          screensDir: SCREENS_DIR,
          ...(screen.grid ? { grid: PRODUCT_GRID } : {}),
          needed: NEEDED,
          buttonText: ADD_TO_CART,
        });
        const banners = page.getByRole('region', { name: 'Featured banners' });
        for (const box of await banners.evaluateAll((all) => all.map((e) => e.getBoundingClientRect()))) {
          expect.soft(box.width / box.height, `${at}: banner shape`).toBeGreaterThan(3.19);
        }
      });
    }
  });
}

test('one product column only on the narrowest phones (320 px)', async () => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/${SHOP}/shops`);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  expect(await gridColumns(page, PRODUCT_GRID)).toEqual([1]);
  expect(await sidewaysOverflow(page)).toEqual({ by: 0, elements: [] });
});
