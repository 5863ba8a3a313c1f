import type { Response } from '@playwright/test';
import { paths } from '@souk/core';
import { expect, expectNoSeriousA11yViolations, type Page, test } from '@souk/web/e2e';
import { mailsTo, waitForMail } from './mail-box.js';
import {
  demoSellerPassword,
  hydrated,
  OWNER,
  SHOP,
  SHOP_NAME,
  signInToConsole,
  uniqueEmail,
} from './support.js';

// a demo product of Urban Threads no other journey touches (sold out in the demo data)
const SLUG = 'fleece-half-zip-pullover';
const NAME = 'Recycled Fleece Half-Zip Pullover';
const BACK_IN_STOCK = new RegExp(`^${NAME} is back in stock at ${SHOP_NAME}$`);

async function productRow(page: Page) {
  await page.goto(`/seller/products?search=${encodeURIComponent('Half-Zip')}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

type AlertCounts = { products: { productId: string; backInStock: number; priceDrop: number }[] };

/**
 * How many shoppers wait for the product: what the console's counts call answers, once the row's badge shows
 * it ("N waiting"; no badge when nobody waits). The counts arrive after the list, so the badge is awaited. A
 * change's refetch by the page before may be answered meanwhile (its body gone with that page): the last
 * answer read counts, and every one of them is as fresh as the change.
 */
async function waiting(page: Page): Promise<number> {
  const answers: Promise<AlertCounts | null>[] = [];
  const listen = (response: Response) => {
    if (response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/seller/alerts') {
      answers.push(response.json().catch(() => null));
    }
  };
  page.on('response', listen);
  const row = await productRow(page);
  let last: AlertCounts | null = null;
  await expect
    .poll(async () => {
      for (const answer of await Promise.all(answers)) last = answer ?? last;
      return last !== null;
    })
    .toBe(true);
  page.off('response', listen);
  const href = await row.getByRole('link', { name: NAME, exact: true }).getAttribute('href');
  const counts = (last as AlertCounts | null)?.products.find((product) =>
    href?.endsWith(`/${product.productId}`),
  );
  const total = counts ? counts.backInStock + counts.priceDrop : 0;
  const badge = row.getByText(/^\d+ waiting/);
  if (total === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(new RegExp(`^${total} waiting`));
  return total;
}

async function setStock(page: Page, stock: number) {
  const row = await productRow(page);
  const field = row.getByRole('textbox', { name: `Stock of ${NAME}` });
  await hydrated(field);
  if ((await field.inputValue()) === String(stock)) return;
  const patched = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/api/seller/products/'),
  );
  await field.fill(String(stock));
  await field.press('Enter');
  expect((await patched).status()).toBe(200);
}

test('a shopper asks to hear when a sold-out product is back, confirms, gets one mail when the seller restocks it, and the link ends it', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  // the seller's side: the product sold out (set so through the console if the demo data changed)
  const sellerContext = await browser.newContext({ baseURL });
  const seller = await sellerContext.newPage();
  await signInToConsole(seller, OWNER, demoSellerPassword());
  await setStock(seller, 0);
  const before = await waiting(seller);

  // the shopper asks on the product page; the form opens in place and answers inline
  const shopper = uniqueEmail('alerts');
  await page.goto(paths.productDetails(SHOP, SLUG));
  await expect(page.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  const ask = page.getByRole('button', { name: 'Tell me when it’s back' });
  await hydrated(ask);
  await ask.click();
  const form = page.getByRole('form', { name: 'Tell me when it’s back' });
  const field = form.getByRole('textbox', { name: 'Email address' });
  await expect(field).toBeFocused();
  await field.fill('not-an-address');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');
  await field.fill(shopper);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Check your inbox: we sent a link to confirm your subscription.',
  );
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('alert-asked.png') });

  // the double opt-in mail names the product; its link confirms on the shop's page
  const confirmMail = await waitForMail(
    request,
    shopper,
    new RegExp(`^Confirm your alert for ${NAME} at ${SHOP_NAME}$`),
  );
  const link = confirmMail.text.match(
    /https?:\/\/\S+\/newsletter\/confirm\?token=[\w%-]+(?:\.[\w%-]+)*/,
  )?.[0];
  expect(link, confirmMail.text).toBeTruthy();
  const confirmUrl = new URL(link as string);
  await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `We’ll e-mail you when ${NAME} is back in stock at ${SHOP_NAME}.`,
  );

  // the console counts the confirmed shopper (never shows who)
  expect(await waiting(seller)).toBe(before + 1);
  await expect(seller.getByRole('main')).not.toContainText(shopper);
  // and the product's edit screen says how many wait, and for what
  await seller.getByRole('link', { name: NAME, exact: true }).click();
  await expect(
    seller.getByText(
      new RegExp(
        `^${before + 1} shoppers? waits? to hear from you: \\d+ for back in stock, \\d+ for a price drop\\.$`,
      ),
    ),
  ).toBeVisible();

  // the seller restocks in the list: exactly one alert mail, and nobody waits any more
  await setStock(seller, 6);
  const alert = await waitForMail(request, shopper, BACK_IN_STOCK);
  expect(alert.text).toContain(paths.productDetails(SHOP, SLUG));
  await expect.poll(() => waiting(seller), { timeout: 30_000 }).toBe(before);
  expect((await mailsTo(request, shopper)).filter((mail) => BACK_IN_STOCK.test(mail.subject))).toHaveLength(
    1,
  );
  await seller.screenshot({ path: testInfo.outputPath('alert-console.png'), fullPage: true });

  // the alert's unsubscribe link: the page says it is ended (a one-time alert), and a one-click POST agrees
  const unsubscribeLink = alert.text.match(
    /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w%-]+(?:\.[\w%-]+)*/,
  )?.[0];
  expect(unsubscribeLink, alert.text).toBeTruthy();
  const unsubscribeUrl = new URL(unsubscribeLink as string);
  await page.goto(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`);
  await expect(page.getByRole('heading', { level: 1, name: "You've been unsubscribed" })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`You won’t get back-in-stock alerts for ${NAME}`);
  const token = unsubscribeUrl.searchParams.get('token') ?? '';
  const oneClick = await request.post(`/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(oneClick.status()).toBe(200);
  expect((await oneClick.json()).status).toBe('unsubscribed');

  // sold out and back again: the ended alert mails nothing more
  await setStock(seller, 0);
  await setStock(seller, 2);
  await expect.poll(() => waiting(seller)).toBe(before);
  expect((await mailsTo(request, shopper)).filter((mail) => BACK_IN_STOCK.test(mail.subject))).toHaveLength(
    1,
  );
  await sellerContext.close();
});
