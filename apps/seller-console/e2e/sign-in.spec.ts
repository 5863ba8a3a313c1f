import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';

const OWNER = 'owner@urban-threads.example';

test('a seller signs in at /seller/login and sees the dashboard', async ({ page }) => {
  const password = process.env.DEMO_SELLER_PASSWORD ?? '';
  // a signed-out visit to a console page asks for sign-in, with the way back
  await page.goto('/seller/orders');
  await expect(page).toHaveURL(/\/seller\/login\?next=%2Fseller%2Forders$/);
  await expect(page).toHaveTitle('Sign in — Souk Seller Console');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // a wrong password is refused in the form
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/login/);

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/seller\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/seller$/);
  await expect(page).toHaveTitle('Dashboard — Souk Seller Console');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Urban Threads')).toBeVisible();
  for (const card of [
    'Revenue',
    'Orders',
    'Average order value',
    'Awaiting approval',
    'To ship',
    'Low stock',
  ]) {
    await expect(page.getByRole('region', { name: card, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page).toHaveURL(/\/seller\?range=30d$/);
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  // the 7 days' figures stay, dimmed and busy, until the 30 days' arrive
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  // the chart, or the empty state when the demo shop has no order in the period
  await expect(
    page
      .getByRole('figure', { name: 'Daily revenue and orders' })
      .or(page.getByRole('heading', { name: 'No orders yet' })),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // a reload keeps the seller signed in; signing out ends it
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/seller\/login$/);
  await page.goto('/seller');
  await expect(page).toHaveURL(/\/seller\/login\?next=%2Fseller$/);
});
