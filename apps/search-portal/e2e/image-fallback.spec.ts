import { expect, test } from '@souk/web/e2e';
import { results } from './support.js';

const PLACEHOLDER = '/images/no_image.jpg';

// spec §2 Global search, §8: a result's broken image falls back to the placeholder, in the server's page too
test('a broken result image shows the placeholder before the portal’s code runs', async ({ page }) => {
  // every uploaded image fails (the demo catalogue's photos are uploads: /api/media/…)
  await page.route('**/api/media/**', (route) => route.fulfill({ status: 404 }));
  // the portal's code never arrives: what the shopper sees is the server's page alone
  await page.route(/\/portal-assets\/[^/]+\.js$/, (route) => route.abort());
  await page.goto('/search-products/shirt');
  const card = results(page).cards.filter({ hasText: 'Classic Linen Button-Down Shirt' });
  await expect(card).toBeVisible();
  await expect
    .poll(() =>
      card
        .getByRole('img', { name: 'Classic Linen Button-Down Shirt' })
        .evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, loaded: img.naturalWidth > 0 })),
    )
    .toEqual({ src: expect.stringMatching(new RegExp(`${PLACEHOLDER}$`)), loaded: true });
});
