import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';

test('a mistyped shop leads to /not-found, where the lookup finds the shop', async ({ page }) => {
  await page.goto('/pixel-forg');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Shop Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const input = page.getByRole('textbox', { name: 'Enter the shop name' });
  const find = page.getByRole('button', { name: 'Find My Shop' });
  await expect(find).toBeDisabled();
  await input.pressSequentially('pixel forge');
  await expect(input).toHaveValue('pixel-forge');
  await find.click();

  await expect(page).toHaveURL(/\/pixel-forge$/);
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown name in the lookup says so, and typing clears the message', async ({ page }) => {
  await page.goto('/not-found');
  const input = page.getByRole('textbox', { name: 'Enter the shop name' });
  await input.pressSequentially('no such shop');
  await expect(input).toHaveValue('no-such-shop');
  await page.getByRole('button', { name: 'Find My Shop' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'no-such-shop' });
  await expect(alert).toContainText('not found');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  // focus returns to the name (the button was disabled while searching), ready to correct it
  await expect(input).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(input).toHaveValue('no-such-sho');
  await expect(alert).toHaveCount(0);
  await expect(page).toHaveURL(/\/not-found$/);
  await expectNoSeriousA11yViolations(page);
});
