import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';

// spec §9 Carousel: the banner is 220 px high on info pages and 200 px on the contact page, at every width
const PAGES = [
  { path: '/pixel-forge/page/about-our-shop', heading: 'About Our Shop', height: 220 },
  { path: '/pixel-forge/contact', heading: 'Contact Us', height: 200 },
] as const;

for (const { path, heading, height } of PAGES) {
  test(`the banner of ${path} is ${height} px high on phones and desktops`, async ({ page }) => {
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const banner = page.getByRole('region', { name: 'Featured banners' });
      await expect(banner).toBeVisible();
      const box = await banner.boundingBox();
      expect({ width, height: box?.height }).toEqual({ width, height });
    }
    await expectNoSeriousA11yViolations(page);
  });
}
