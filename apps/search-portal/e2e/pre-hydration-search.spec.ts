import { expect, test } from '@souk/web/e2e';
import { results, searchBox } from './support.js';

/**
 * Issue 21, "Never lose a tap", on the lean runtime: a search sent from the server-rendered landing page
 * while the portal's code is still downloading runs once the page has hydrated (packages/web
 * pre-hydration-taps.ts), instead of reloading the page natively.
 */
test('a search sent before hydration runs once the page has hydrated', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(/\/portal-assets\/.*\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Find it in any shop' })).toBeVisible();
  // the portal starts its app at the shopper's first sign of intent (issue 21): nothing asked for yet
  expect(held).toBe(0);

  await searchBox(page).fill('noise cancelling');
  // focusing the search box asked for it
  await expect.poll(() => held).toBeGreaterThan(0);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/$/);
  release();

  await expect(page).toHaveURL(/\/search-products\/noise%20cancelling$/);
  await expect(results(page).count).toHaveText(/^Found [1-9]\d* product\(s\)$/);
});
