import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  expectNoSeriousA11yViolations,
  type Page,
  settleImages,
  sidewaysOverflow,
  test,
} from '@souk/web/e2e';
import { demoSellerPassword, OWNER, SHOP, signInToConsole } from './support.js';

/**
 * The shop's content in the console: an info page edited and read by a shopper on the next request,
 * categories added, renamed, reordered and deleted by keyboard, and each new screen at a phone's and a
 * desktop's width (screenshots in test-results/screens, axe, nothing sticking out sideways).
 */

const SCREENS_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');

test('a seller edits the about page and a shopper reads it at once', async ({ page }) => {
  await signInToConsole(page, OWNER, demoSellerPassword());
  await page.goto('/seller/shop/pages');
  await page.getByRole('link', { name: /About Our Shop/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Our Shop' })).toBeVisible();
  const text = page.getByLabel('Page text');
  await text.fill('Made in Cape Town since 2019.\n\nEvery seam checked twice.');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('Every seam checked twice.')).toBeVisible();
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('About Our Shop saved')).toBeVisible();

  await page.goto(`/${SHOP}/page/about-our-shop`);
  await expect(page.getByText('Made in Cape Town since 2019.')).toBeVisible();
  await expect(page.getByText('Every seam checked twice.')).toBeVisible();
});

test("the shop's language: a shopper whose browser asks for none of the shop's sees it", async ({
  page,
  browser,
}) => {
  await signInToConsole(page, OWNER, demoSellerPassword());
  const language = async (value: string) => {
    await page.goto('/seller/shop');
    const select = page.getByLabel('Shop language');
    await expect(select).toBeVisible();
    await select.selectOption(value);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Shop settings saved')).toBeVisible();
  };
  // a German browser: none of the shop's languages, so the seller's choice decides
  const shopper = await browser.newContext({ locale: 'de-DE' });
  try {
    await language('ar');
    const arabic = await shopper.newPage();
    await arabic.goto(`/${SHOP}`);
    await expect(arabic.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabic.getByRole('heading', { name: 'منتجات مميزة' })).toBeVisible();
  } finally {
    await language('en');
    await shopper.close();
  }
  const english = await browser.newContext({ locale: 'de-DE' });
  const page2 = await english.newPage();
  await page2.goto(`/${SHOP}`);
  await expect(page2.locator('html')).toHaveAttribute('lang', 'en');
  await english.close();
});

test('categories: add, rename, move by keyboard, delete', async ({ page }) => {
  await signInToConsole(page, OWNER, demoSellerPassword());
  await page.goto('/seller/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Categories' });
  await expect(list).toBeVisible();
  const before = await list.getByRole('listitem').count();

  await page.getByLabel('Category name').fill('Journey Hats');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Journey Hats added')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(before + 1);
  await expect(list.getByRole('listitem').last()).toContainText('Journey Hats0 products');

  await page.getByRole('button', { name: 'Rename Journey Hats' }).click();
  await page.getByLabel('New name for Journey Hats').fill('Journey Caps');
  await page.getByLabel('New name for Journey Hats').press('Enter');
  await expect(page.getByText('Journey Caps saved')).toBeVisible();

  const up = page.getByRole('button', { name: 'Move Journey Caps up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem').nth(before - 1)).toContainText('Journey Caps');
  await expect(up).toBeFocused();

  await page.getByRole('button', { name: 'Delete Journey Caps' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete "Journey Caps"?' });
  await dialog.getByRole('button', { name: 'Delete category' }).click();
  await expect(page.getByText('Journey Caps deleted')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(before);
});

interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
  viewportOnly?: boolean;
}

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const SCREENS: Screen[] = [
  {
    name: 'categories',
    path: '/seller/categories',
    ready: async (page) => {
      await heading('Categories')(page);
      await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();
    },
  },
  {
    name: 'category-delete',
    path: '/seller/categories',
    viewportOnly: true,
    ready: async (page) => {
      const list = page.getByRole('list', { name: 'Categories' });
      await list
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'shop',
    path: '/seller/shop',
    ready: async (page) => {
      await heading('Shop')(page);
      await expect(page.getByLabel('Shop name')).not.toHaveValue('');
    },
  },
  {
    name: 'banners',
    path: '/seller/shop/banners',
    ready: async (page) => {
      await heading('Banners')(page);
      await expect(page.getByRole('region', { name: 'Add a banner' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    },
  },
  {
    name: 'info-pages',
    path: '/seller/shop/pages',
    ready: async (page) => {
      await heading('Info pages')(page);
      await expect(page.getByRole('list', { name: 'Info pages' }).getByRole('link')).toHaveCount(7);
    },
  },
  {
    name: 'info-page',
    path: '/seller/shop/pages/return-policy',
    ready: async (page) => {
      await heading('Return Policy')(page);
      await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
    },
  },
];

for (const width of [390, 1280] as const) {
  test(`the shop-content screens at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    mkdirSync(SCREENS_DIR, { recursive: true });
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await signInToConsole(page, OWNER, demoSellerPassword());
    for (const screen of SCREENS) {
      await test.step(screen.name, async () => {
        await page.goto(screen.path);
        await screen.ready(page);
        await settleImages(page);
        await page.screenshot({
          path: join(SCREENS_DIR, `${screen.name}-${width}.png`),
          fullPage: !screen.viewportOnly,
          animations: 'disabled',
        });
        await expectNoSeriousA11yViolations(page);
        const overflow = await sidewaysOverflow(page);
        expect(overflow, `${screen.name} scrolls sideways at ${width} px`).toEqual({ by: 0, elements: [] });
      });
    }
  });
}
