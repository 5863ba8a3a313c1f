import { expect, test } from '@souk/web/e2e';
import { results } from './support.js';

test('a result opens in its shop, and the back button returns to the same results where they were left', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/search-products/a?page=2');
  const { cards } = results(page);
  await expect(cards).toHaveCount(24);

  // a card far down the page
  const card = cards.nth(20);
  const name = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  const shopLink = card.getByRole('link', { name: /^Visit Shop/ });
  const shop = (await shopLink.getAttribute('href')) ?? '';
  expect(shop).toMatch(/^\/[\w-]+$/);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(400);

  await card.getByRole('link', { name: /^View Details/ }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${shop}/product/details/[\\w-]+$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/search-products\/a\?page=2$/);
  await expect(cards.filter({ hasText: name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);

  // Visit Shop opens the shop's home
  await shopLink.click();
  await expect(page).toHaveURL(new RegExp(`${shop}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
