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

test("the footer's newsletter box shows a clear focus ring: a solid white outline around it", async ({
  page,
}) => {
  await page.goto('/pixel-forge');
  const box = page.getByRole('contentinfo').getByLabel('Email address');
  const outline = () =>
    box.evaluate((input) => {
      const style = getComputedStyle(input);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} offset ${style.outlineOffset}`;
    });
  expect(await outline()).toMatch(/^none /);
  await box.focus();
  // 2 px of white on the footer's ink: far above the 3:1 contrast a focus indicator needs
  expect(await outline()).toBe('solid 2px rgb(255, 255, 255) offset 2px');
});
