import { SHOP_THEME_COLOR, shopAppScope, shopManifestPath } from '@souk/core';
import { expect, test } from '@souk/web/e2e';

/**
 * Issue 22: each shop is its own installable app. Chromium reads the manifest the shop's page links to (as
 * it does to offer the install), the app starts at the shop's folder, and every icon it lists is a PNG of
 * its declared size.
 */
test("a shop's pages name the shop's own app manifest, which Chromium reads without an error", async ({
  page,
  context,
}) => {
  for (const [shop, path] of [
    ['pixel-forge', '/pixel-forge'],
    ['urban-threads', '/urban-threads/product/details/classic-linen-button-down-shirt'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', SHOP_THEME_COLOR);
    const cdp = await context.newCDPSession(page);
    const read = await cdp.send('Page.getAppManifest', {});
    expect(new URL(read.url).pathname).toBe(shopManifestPath(shop));
    expect(read.errors).toEqual([]);
    const manifest = JSON.parse(read.data ?? '{}');
    expect(manifest).toMatchObject({
      start_url: shopAppScope(shop),
      scope: shopAppScope(shop),
      display: 'standalone',
      theme_color: SHOP_THEME_COLOR,
    });
    expect(manifest.name.length).toBeGreaterThan(0);

    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe(icon.type);
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      expect(size, icon.src).toBe(icon.sizes);
    }
    await cdp.detach();
  }
});

test("the installed app's start address opens the shop's home", async ({ page }) => {
  const response = await page.goto(shopAppScope('pixel-forge'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
});
