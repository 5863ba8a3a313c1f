import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';
import { waitForMail } from './mail-box.js';
import {
  demoSellerPassword,
  hydrated,
  OWNER,
  SHOP,
  SHOP_NAME,
  signInToConsole,
  uniqueEmail,
} from './support.js';

const COUNTS = ['Confirmed', 'Awaiting confirmation', 'Unsubscribed'] as const;

/** The screen's three counts, by their labels. */
async function counts(page: Page): Promise<Record<(typeof COUNTS)[number], number>> {
  const box = page
    .getByRole('list', { name: 'Subscribers by state' })
    .or(page.getByLabel('Subscribers by state'));
  await expect(box).toBeVisible();
  const entries = await Promise.all(
    COUNTS.map(async (label) => {
      const value = box.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
      return [label, Number(await value.textContent())] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<(typeof COUNTS)[number], number>;
}

test("a shopper signs up in the shop's footer, confirms from the mail, and the seller lists and exports them", async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  // the seller's newsletter screen before: the counts this journey moves
  const sellerContext = await browser.newContext({ baseURL });
  const seller = await sellerContext.newPage();
  await signInToConsole(seller, OWNER, demoSellerPassword());
  await seller.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Newsletter' }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const before = await counts(seller);

  // the shopper signs up from the footer of the shop's home; the box says what happens next
  const reader = uniqueEmail('newsletter');
  const undecided = uniqueEmail('newsletter-pending');
  await page.goto(`/${SHOP}`);
  const box = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
  await box.scrollIntoViewIfNeeded();
  await hydrated(box);
  for (const address of [reader, undecided]) {
    await box.fill(address);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(
      'Check your inbox: we sent a link to confirm your subscription.',
    );
    await expect(box).toHaveValue('');
  }

  // the double opt-in mail, from the shop, with the confirm link
  const confirmMail = await waitForMail(
    request,
    reader,
    /^Confirm your subscription to Urban Threads's newsletter$/,
  );
  const link = confirmMail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w.%-]+/)?.[0];
  expect(link, confirmMail.text).toBeTruthy();
  const confirmUrl = new URL(link as string);
  expect(confirmUrl.pathname).toBe(`/${SHOP}/newsletter/confirm`);
  await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `You're subscribed to ${SHOP_NAME}'s newsletter.`,
  );
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('newsletter-confirmed.png') });

  // the welcome carries the way out
  const welcome = await waitForMail(request, reader, /^You're subscribed to Urban Threads's newsletter$/);
  expect(welcome.text).toMatch(new RegExp(`/${SHOP}/newsletter/unsubscribe\\?token=`));

  // the seller sees both: the reader confirmed, the other awaiting; the counts moved by one each
  await seller.reload();
  await expect(seller.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const table = seller.getByRole('table', { name: 'Newsletter subscribers, newest first' });
  await expect(table.getByRole('row').filter({ hasText: reader })).toContainText('Confirmed');
  await expect(table.getByRole('row').filter({ hasText: undecided })).toContainText('Awaiting confirmation');
  expect(await counts(seller)).toEqual({
    Confirmed: before.Confirmed + 1,
    'Awaiting confirmation': before['Awaiting confirmation'] + 1,
    Unsubscribed: before.Unsubscribed,
  });
  await expectNoSeriousA11yViolations(seller);
  for (const width of [390, 1280]) {
    await seller.setViewportSize({ width, height: 900 });
    await seller.screenshot({ path: testInfo.outputPath(`newsletter-console-${width}.png`), fullPage: true });
  }

  // the export: the confirmed addresses only, as a CSV file
  const download = seller.waitForEvent('download');
  await seller.getByRole('button', { name: 'Export confirmed (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('newsletter-subscribers.csv');
  const csv = readFileSync((await file.path()) as string, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('email,subscribed_at,confirmed_at');
  expect(lines.some((line) => line.startsWith(`${reader},`))).toBe(true);
  expect(csv).not.toContain(undecided);
  await sellerContext.close();
});
