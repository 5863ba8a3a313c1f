import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('a demo shop opens on its home page', async ({ page }) => {
  await page.goto('/pixel-forge');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.getByText('Aura ANC Wireless Noise-Cancelling Headphones').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious.map((v) => [v.id, v.nodes.length]))).toEqual([]);
});

test('an unknown shop leads to the not-found page', async ({ page }) => {
  await page.goto('/no-such-shop-anywhere');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('Oops! Shop Not Found')).toBeVisible();
});
