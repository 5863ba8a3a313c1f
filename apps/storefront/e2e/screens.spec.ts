import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/** Fixed, git-ignored folder: `test-results/screens/<name>-<width>.png`. */
const SCREENS_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');
const WIDTHS = [390, 1280] as const;

interface Screen {
  name: string;
  path: string;
  /** Brings the screen to the state to capture and waits for its main heading. */
  ready: (page: Page) => Promise<void>;
  /** A fixed overlay (the modal) is captured as the shopper sees it: the viewport, not the whole page. */
  viewportOnly?: boolean;
}

const heading = (name: string | RegExp, level?: number) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level })).toBeVisible();
};

const SCREENS: Screen[] = [
  { name: 'home', path: '/pixel-forge', ready: heading('Pixel Forge', 1) },
  { name: 'listing', path: '/pixel-forge/shops', ready: heading('All Products', 1) },
  {
    name: 'search-results',
    path: '/pixel-forge/products/search?value=cable',
    ready: heading('Search results for "cable"', 1),
  },
  {
    name: 'product-details',
    path: '/pixel-forge/product/details/1tb-portable-nvme-ssd',
    ready: heading('1TB Portable NVMe SSD, USB 3.2', 1),
  },
  {
    name: 'quick-view',
    path: '/pixel-forge',
    viewportOnly: true,
    ready: async (page) => {
      await heading('Pixel Forge', 1)(page);
      await page.getByRole('button', { name: 'Quick view' }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    },
  },
  {
    name: 'reviews-tab',
    path: '/pixel-forge/product/details/aura-anc-wireless-headphones',
    ready: async (page) => {
      await heading('Aura ANC Wireless Noise-Cancelling Headphones', 1)(page);
      const tab = page.getByRole('tab', { name: /^Reviews/ });
      await tab.click();
      await expect(page.getByRole('heading', { name: 'Write a Review' })).toBeVisible();
      await tab.scrollIntoViewIfNeeded();
    },
  },
  { name: 'info-page', path: '/pixel-forge/page/about-our-shop', ready: heading('About Our Shop', 1) },
  { name: 'contact', path: '/pixel-forge/contact', ready: heading('Contact Us', 1) },
  { name: 'not-found', path: '/pixel-forg', ready: heading('Oops! Shop Not Found', 1) },
  { name: 'admin-home', path: '/admin/pixel-forge', ready: heading('Pixel Forge', 1) },
];

test.describe('screens', () => {
  test.beforeAll(() => mkdirSync(SCREENS_DIR, { recursive: true }));

  for (const width of WIDTHS) {
    test(`every screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
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
          // nothing may stick out sideways: a page wider than the viewport is broken on a phone
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${screen.name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        });
      }
    });
  }
});

/** Loads lazy images now (a full-page shot would otherwise show blanks below the fold) and waits for them. */
async function settleImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await document.fonts.ready;
  });
}
