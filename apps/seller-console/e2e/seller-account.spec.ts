import { type Browser, expect, expectNoSeriousA11yViolations, type Page, test } from '@souk/web/e2e';
import { expectOnlyShop, waitForMail } from './mail-box.js';
import { demoSellerPassword, signInToConsole, toast } from './support.js';

/**
 * This journey changes its seller's password: it uses Pixel Forge's account, which no other journey signs
 * in with, and sets the demo password back before it ends.
 */
const ACCOUNT = 'owner@pixel-forge.example';
const SHOP_NAME = 'Pixel Forge';

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('a wrong password is refused, a forgotten one is reset by mail, and "sign out everywhere" ends other sessions', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const demoPassword = demoSellerPassword();

  // a wrong password: refused with the message, still on sign-in
  await page.goto('/seller/login');
  await page.getByLabel('Email').fill(ACCOUNT);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/seller\/login$/);
  await expectNoSeriousA11yViolations(page);

  // Forgot password? → a link by mail
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/seller\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(ACCOUNT);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If a seller account exists for that email, a reset link is on its way.',
  );

  const mail = await waitForMail(
    request,
    ACCOUNT,
    new RegExp(`^Reset your seller password for ${SHOP_NAME}$`),
  );
  expectOnlyShop(mail, SHOP_NAME);
  const link = mail.text.match(/https?:\/\/\S+\/seller\/reset-password\?token=[^\s\])>]+/)?.[0];
  expect(link, 'the reset link in the mail').toBeDefined();
  // the link is built from PUBLIC_URL: the address these journeys browse
  expect(new URL(link as string).origin).toBe(new URL(baseURL as string).origin);

  // opening the link: a new password, typed twice
  await page.goto(link as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const newPassword = `reset-${Date.now()}`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}-typo`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Password reset. Please sign in with your new password.');

  // the link works once
  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('another-password-1');
  await page.getByLabel('Confirm new password').fill('another-password-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Reset link is invalid or has expired');

  // the old password no longer signs in; the new one does
  await page.goto('/seller/login');
  await page.getByLabel('Email').fill(ACCOUNT);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signInToConsole(page, ACCOUNT, newPassword);
  await expect(page.getByRole('complementary').getByText(SHOP_NAME)).toBeVisible();

  // the demo password back, through the account screen (other journeys and reruns sign in with it)
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  const change = page.getByRole('region', { name: 'Change password' });
  await change.getByLabel('Current password').fill(newPassword);
  await change.getByLabel('New password', { exact: true }).fill(demoPassword);
  await change.getByLabel('Confirm new password').fill(demoPassword);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed. Your other sessions were signed out.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // a second browser signs in; the account lists both devices
  const other = await newPage(browser, baseURL);
  await signInToConsole(other, ACCOUNT, demoPassword);
  await page.reload();
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toHaveCount(1);

  // "Sign out everywhere" here: this browser is at sign-in, the other one's next step takes it there
  await devices.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/seller\/login$/);
  // (its console may notice first, on a call of its own: either way its next page is sign-in)
  await other.goto('/seller/orders');
  await expect(other).toHaveURL(/\/seller\/login\?next=%2Fseller%2Forders$/);
  await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(other.getByText('Please sign in to continue.')).toBeVisible();
  await other.context().close();

  // the demo password signs in again
  await signInToConsole(page, ACCOUNT, demoPassword);
});
