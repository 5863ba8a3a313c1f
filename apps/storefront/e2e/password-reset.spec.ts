import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';
import { accountLink, customerAccount, mailsTo } from './support.js';

/** No other journey resets passwords; the shopper is new, so the shop is only where the link leads. */
const SHOP = 'urban-threads';
const NEW_PASSWORD = 'a-brand-new-password-2';

test('a forgotten password is reset through the mailed link, which works once', async ({ page, request }) => {
  const customer = customerAccount('Lerato Mokoena');
  const registered = await request.post('/api/customer/customer-register', { data: customer });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto(`/${SHOP}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/forgot-password$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for that email, a reset link is on its way.',
  );

  // the mail goes out from the events outbox after the request: wait for its file
  let link = '';
  await expect
    .poll(() => {
      const [mail] = mailsTo(customer.email);
      link = mail?.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[\w.-]+/)?.[0] ?? '';
      return link;
    })
    .toContain(`/${SHOP}/reset-password?token=`);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toHaveText('Password reset. Please sign in with your new password.');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/login$`));
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/dashboard$`));
  await expect(accountLink(page, customer.name)).toBeVisible();

  // the link is used up
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password-3');
  await page.getByLabel('Confirm new password', { exact: true }).fill('yet-another-password-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('Reset link is invalid or has expired');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
