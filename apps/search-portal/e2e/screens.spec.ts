import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, settleImages, test } from '@souk/web/e2e';

/** Fixed, git-ignored folder: `test-results/screens/<name>-<width>.png`. */
const SCREENS_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');
const WIDTHS = [390, 1280] as const;

const SCREENS: { name: string; path: string; heading: string | RegExp }[] = [
  { name: 'portal-landing', path: '/', heading: 'Find it in any shop' },
  { name: 'portal-results', path: '/search-products/cotton', heading: 'Search Results for "cotton"' },
  { name: 'portal-results-list', path: '/search-products/cotton?sort=low-high', heading: /cotton/ },
  { name: 'portal-empty', path: '/search-products/zzqxv', heading: 'Search Results for "zzqxv"' },
];

test.beforeAll(() => {
  mkdirSync(SCREENS_DIR, { recursive: true });
});

for (const width of WIDTHS) {
  test(`portal screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const screen of SCREENS) {
      await test.step(screen.name, async () => {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        const view = screen.name.endsWith('-list') ? 'List view' : 'Grid view';
        const toggle = page.getByRole('button', { name: view });
        if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-pressed')) !== 'true')
          await toggle.click();
        await settleImages(page);
        await page.screenshot({
          path: join(SCREENS_DIR, `${screen.name}-${width}.png`),
          fullPage: true,
          animations: 'disabled',
        });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${screen.name} scrolls sideways at ${width} px`).toBe(0);
      });
    }
  });
}

test('the suggestions as the shopper types', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products in every shop' }).pressSequentially('head');
    await expect(
      page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
    ).toBeVisible();
    await settleImages(page);
    await page.screenshot({
      path: join(SCREENS_DIR, `portal-suggestions-${width}.png`),
      animations: 'disabled',
    });
  }
});
