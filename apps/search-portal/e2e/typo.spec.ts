import { expect, test } from '@souk/web/e2e';
import { results, searchBox } from './support.js';

test('a misspelled term still finds the product', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).fill('hedphones');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search-products\/hedphones$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "hedphones"');
  const { cards } = results(page);
  await expect(cards.filter({ hasText: 'Aura ANC Wireless Noise-Cancelling Headphones' })).toBeVisible();
});
