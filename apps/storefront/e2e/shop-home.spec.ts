import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';

test('a demo shop opens on its home page', async ({ page }) => {
  await page.goto('/pixel-forge');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.getByText('Aura ANC Wireless Noise-Cancelling Headphones').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown shop leads to the not-found page', async ({ page }) => {
  await page.goto('/no-such-shop-anywhere');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('Oops! Shop Not Found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
