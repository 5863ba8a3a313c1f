import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';
import { searchBox } from './support.js';

test('a search that finds nothing says so, with the three tips', async ({ page }) => {
  await page.goto('/search-products/a');
  await searchBox(page).fill('zzqxv');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search-products\/zzqxv$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "zzqxv"');
  await expect(page.getByText('Found 0 product(s)')).toBeVisible();
  const empty = page.locator('[data-slot="empty-state"]');
  await expect(empty.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
  await expect(empty.getByRole('listitem')).toHaveText([
    'Try different keywords',
    'Check your spelling',
    'Use more general terms',
  ]);
  await expectNoSeriousA11yViolations(page);

  await empty.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Browse the shops' })).toBeVisible();
});
