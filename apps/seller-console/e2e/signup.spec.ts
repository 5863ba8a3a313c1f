import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '@souk/core';
import { expect, expectNoSeriousA11yViolations, type Page, sidewaysOverflow, test } from '@souk/web/e2e';
import { mailsTo, waitForMail } from './mail-box.js';

/** Fixed, git-ignored folder: `test-results/screens/<name>-<width>.png` (as screens.spec.ts). */
const SCREENS_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');

async function capture(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect((await sidewaysOverflow(page)).by, `${name} at ${width} px scrolls sideways`).toBe(0);
    await page.screenshot({ path: join(SCREENS_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Opening a shop (issue 18): the form derives and checks the address live, the mail carries a single-use
 * link, the link opens the shop and lands on the dashboard with the new shop's checklist, and the shop's
 * address answers in the storefront. (Publishing the first product and finding the shop in the portal come
 * with the catalogue screens.)
 */
test('a new seller opens a shop through sign-up and the verification mail', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const email = `founder-${stamp}@new-shop.example`;
  const shopName = `Souk Test Teas ${stamp}`;
  const address = `souk-test-teas-${stamp}`;
  const host = new URL(baseURL as string).host;

  // from sign-in: "Open a shop"
  await page.goto('/seller/login');
  await page.getByRole('link', { name: 'Open a shop' }).click();
  await expect(page).toHaveURL(/\/seller\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open your shop' })).toBeVisible();

  // a reserved address is refused at once, by the rule
  await page.getByLabel('Shop address').fill('seller');
  await expect(page.getByText('This name is reserved. Please choose another.')).toBeVisible();
  // a demo shop's address is taken: the server says so
  await page.getByLabel('Shop address').fill('urban-threads');
  await expect(page.getByText('This name is already taken. Please choose another.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('opening day 2026');
  await page.getByLabel('Confirm password').fill('opening day 2026');
  await page.getByLabel('Shop address').fill('');
  await page.getByLabel('Shop name').fill(shopName);
  await expect(page.getByLabel('Shop address')).toHaveValue(address);
  await expect(page.getByText(`${host}/${address} is available`)).toBeVisible();
  await page.getByLabel('Country').selectOption({ label: 'Morocco (+212)' });
  await expect(page.getByLabel('Currency')).toHaveValue('MAD');
  await capture(page, 'signup');

  await page.getByRole('button', { name: 'Open my shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status').first()).toContainText('Check your e-mail');
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'signup-check-email');

  // the mail: a single-use link to the console, on the public address these journeys browse
  const mail = await waitForMail(request, email, new RegExp(`^Confirm your e-mail to open ${shopName}$`));
  const link = mail.text.match(/https?:\/\/\S+\/seller\/signup\/verify\?token=[^\s\])>]+/)?.[0];
  expect(link, 'the verification link in the mail').toBeDefined();
  expect(new URL(link as string).origin).toBe(new URL(baseURL as string).origin);

  // following it opens the shop and lands on the dashboard, signed in, with the checklist
  await page.goto(link as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/seller$/);
  const checklist = page.getByRole('region', { name: 'Get your shop ready' });
  await expect(checklist).toBeVisible();
  await expect(checklist).toContainText('0 of 5 done');
  for (const item of [
    'Add your logo',
    'Add your support details',
    'Publish your first product',
    'Switch on a payment method',
    'Write an info page',
  ]) {
    await expect(checklist.getByRole('link', { name: item })).toBeVisible();
  }
  await expect(page.getByText(shopName).filter({ visible: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'dashboard-new-shop');

  // the link works once: a second visit says so, with a way to start again
  const second = await page.context().browser()?.newContext({ baseURL });
  const other = await second?.newPage();
  if (!other) throw new Error('no second page');
  await other.goto(link as string);
  await expect(other.getByRole('alert')).toHaveText(
    'This sign-up link is invalid, used or expired. Please sign up again.',
  );
  await expect(other.getByRole('link', { name: 'Sign up again' })).toBeVisible();
  await expectNoSeriousA11yViolations(other);
  await capture(other, 'signup-verify-failed');
  await second?.close();

  // the same e-mail again: the same answer, and a note instead of a second shop
  await request.post('/api/seller/signup', {
    data: {
      email,
      password: 'another password 1',
      shopName: 'Second Shop',
      name: `second-${address}`,
      countryCode: '212',
      currency: 'MAD',
    },
  });
  await waitForMail(request, email, /^You already have a seller account for /);
  expect((await mailsTo(request, email)).filter((one) => /verify\?token=/.test(one.text))).toHaveLength(1);

  // the shop's address answers in the storefront
  await page.goto(`/${address}`);
  await expect(page).toHaveURL(new RegExp(`/${address}$`));
  await expect(page.getByText(shopName).filter({ visible: true }).first()).toBeVisible();

  // an empty shop stays out of the portal's shop directory…
  const portal = await page.context().newPage();
  await portal.goto('/');
  await expect(portal.getByRole('link', { name: /Urban Threads/ }).first()).toBeVisible();
  await expect(portal.getByText(shopName)).toHaveCount(0);

  // …until its first product is published from the console
  const productName = `Atlas Mint Tea ${stamp}`;
  await page.goto('/seller/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(productName);
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('45');
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('12');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.goto('/seller');
  await expect(page.getByRole('region', { name: 'Get your shop ready' })).toContainText('1 of 5 done');

  await portal.reload();
  await expect(portal.getByText(shopName).first()).toBeVisible();
  await portal.goto(paths.globalSearch(productName));
  await expect(portal.getByRole('article').filter({ hasText: productName }).first()).toContainText(shopName);
  await portal.close();
});
