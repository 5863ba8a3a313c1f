import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '@souk/web/e2e';
import { accountLink, customerAccount, registerThroughPage } from './support.js';

const SHOP = 'urban-threads';

/** The customer's dashboard call (spec §7 gat-dashboard-data) with only the credentials given. */
function dashboardStatus(request: APIRequestContext, customerId: string, headers: Record<string, string>) {
  return request
    .get(`/api/home/customer/gat-dashboard-data/${customerId}`, { headers })
    .then((response) => response.status());
}

/** The customer id the token names (spec §3: the client decodes the token). */
function customerIdOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { id: string };
  return claims.id;
}

test('signing out of all devices ends every session: the old cookie and tokens are refused', async ({
  page,
  playwright,
}) => {
  const customer = customerAccount('Kagiso Molefe');
  await registerThroughPage(page, SHOP, customer);
  await expect(page.getByRole('heading', { level: 2, name: 'Account security' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the httpOnly session cookie this browser holds, and the token the page stored
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'souk_token');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  const token = cookie?.value ?? '';
  const customerId = customerIdOf(token);

  // a bare client (no cookies of the browser): what someone who copied the cookie would send
  const outsider = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  // a second device signed in on its own
  const login = await outsider.post('/api/customer/customer-login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(login.status()).toBe(200);
  const otherDevice = ((await login.json()) as { token: string }).token;
  expect(await dashboardStatus(outsider, customerId, { cookie: `souk_token=${token}` })).toBe(200);
  expect(await dashboardStatus(outsider, customerId, { authorization: `Bearer ${otherDevice}` })).toBe(200);

  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}$`));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(accountLink(page, customer.name)).toHaveCount(0);
  expect(
    (await page.context().cookies()).find((candidate) => candidate.name === 'souk_token'),
  ).toBeUndefined();

  expect(await dashboardStatus(outsider, customerId, { cookie: `souk_token=${token}` })).toBe(401);
  expect(await dashboardStatus(outsider, customerId, { authorization: `Bearer ${token}` })).toBe(401);
  expect(await dashboardStatus(outsider, customerId, { authorization: `Bearer ${otherDevice}` })).toBe(401);
  await outsider.dispose();
});
