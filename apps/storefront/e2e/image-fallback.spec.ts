import { collectProblems, expect, type Locator, type Page, test } from '@souk/web/e2e';

const PLACEHOLDER = '/images/no_image.jpg';
const PRODUCT = {
  path: '/pixel-forge/product/details/1tb-portable-nvme-ssd',
  name: '1TB Portable NVMe SSD, USB 3.2',
};

/** Every uploaded image fails to load (the demo catalogue's photos are uploads: /api/media/…). */
async function breakProductImages(page: Page): Promise<void> {
  await page.route('**/api/media/**', (route) => route.fulfill({ status: 404 }));
}

/** The image shows the placeholder file, loaded (a broken image has no natural width). */
async function expectPlaceholder(image: Locator): Promise<void> {
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, loaded: img.naturalWidth > 0 })),
    )
    .toEqual({ src: expect.stringMatching(new RegExp(`${PLACEHOLDER}$`)), loaded: true });
}

// spec §8: a broken product image falls back to the placeholder — in the server's page, before any script
test('a broken product image shows the placeholder before the app’s code runs', async ({ page }) => {
  await breakProductImages(page);
  // the app's code never arrives: what the shopper sees is the server's page alone
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  await page.goto(PRODUCT.path);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await expectPlaceholder(page.getByRole('img', { name: PRODUCT.name }));

  await page.goto('/pixel-forge/shops');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expectPlaceholder(page.getByRole('article').first().locator('img'));
});

test('the page hydrates over the placeholder without complaint and keeps it', async ({ page }) => {
  await breakProductImages(page);
  const problems = collectProblems(page);
  await page.goto(PRODUCT.path);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  // the app is live: the quantity stepper answers
  await page.getByRole('button', { name: 'Increase Quantity' }).click();
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await expectPlaceholder(page.getByRole('img', { name: PRODUCT.name }));
  // the failed photos themselves are reported by the browser; nothing else may be
  expect(problems.filter((problem) => !problem.startsWith('Failed to load resource'))).toEqual([]);
});
