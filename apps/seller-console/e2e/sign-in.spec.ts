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

  // a reload keeps the seller signed in; the page itself starts the dashboard's calls (early-start.ts) and
  // the app takes their answers: each is asked once
  const asked: { call: string; by: string }[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const { pathname, search } = new URL(request.url);
    const by = new URL(initiator.stack?.callFrames[0]?.url ?? initiator.url ?? 'about:blank').pathname;
    if (pathname.startsWith('/api/seller/')) asked.push({ call: pathname + search, by });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue', exact: true })).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Urban Threads')).toBeVisible();
  expect(asked.sort((a, b) => a.call.localeCompare(b.call))).toEqual(
    ['/api/seller/checklist', '/api/seller/dashboard?range=30d', '/api/seller/me'].map((call) => ({
      call,
      by: '/seller',
    })),
  );
  await cdp.detach();

  // signing out ends it
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/seller\/login$/);
  await page.goto('/seller');
  await expect(page).toHaveURL(/\/seller\/login\?next=%2Fseller$/);
});
