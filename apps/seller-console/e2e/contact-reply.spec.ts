import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';
import { expectOnlyShop, waitForMail } from './mail-box.js';
import {
  demoSellerPassword,
  OWNER,
  SHOP_NAME,
  sendContactMessage,
  signInToConsole,
  toast,
  uniqueEmail,
} from './support.js';

test('a shopper writes to the shop, the seller answers in the console, and the answer arrives by mail', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // the shopper's message, from the shop's contact page; names and subject are this run's own
  const run = Math.random().toString(36).slice(2, 8);
  const shopper = { name: `Farah ${run}`, email: uniqueEmail('contact') };
  const subject = `Sizing of the rain shell ${run}`;
  const question = 'Hello, does the rain shell run large? I usually wear a medium.';
  await sendContactMessage(page, { ...shopper, subject, message: question });

  // the seller is told by mail, and answering that mail would answer the shopper
  const told = await waitForMail(
    request,
    OWNER,
    new RegExp(`^New message from ${shopper.name}: ${subject}$`),
  );
  expect(told.text).toContain(question);
  expectOnlyShop(told, SHOP_NAME);

  // in the console the message waits among the unread
  const sellerContext = await browser.newContext({ baseURL });
  const seller = await sellerContext.newPage();
  await signInToConsole(seller, OWNER, demoSellerPassword());
  await seller.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Messages' }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await seller.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(seller).toHaveURL(/filter=unread/);
  const item = seller
    .getByRole('list', { name: 'Messages' })
    .getByRole('button')
    .filter({ hasText: `${shopper.name} (unread)` });
  await expect(item).toContainText(subject);
  await expectNoSeriousA11yViolations(seller);

  // opening it shows what the shopper wrote and marks it read
  await item.click();
  const message = seller.getByRole('article', { name: subject });
  await expect(message.getByText(question)).toBeVisible();
  await expect(message.getByRole('link', { name: shopper.email })).toBeVisible();
  await expectNoSeriousA11yViolations(seller);

  const answer = 'Hi! It runs true to size, so a medium will fit you. The hood adjusts at the back.';
  await message.getByLabel(`Reply to ${shopper.name}`).fill(answer);
  await message.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(seller, 'Reply sent')).toBeVisible();
  await expect(message.getByRole('region', { name: 'Replies' }).getByText(answer)).toBeVisible();
  await expect(message.getByLabel(`Reply to ${shopper.name}`)).toHaveValue('');

  // the shopper's mail: the answer, with their own message quoted below it
  const reply = await waitForMail(request, shopper.email, new RegExp(`^Re: ${subject}$`));
  expect(reply.text).toContain(answer);
  expect(reply.text).toContain('you wrote:');
  expect(reply.text.indexOf(question)).toBeGreaterThan(reply.text.indexOf(answer));
  expectOnlyShop(reply, SHOP_NAME);

  // handled: the seller files it
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await expect(message.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await seller.getByRole('button', { name: 'Handled', exact: true }).click();
  await expect(
    seller.getByRole('list', { name: 'Messages' }).getByRole('button').filter({ hasText: subject }),
  ).toContainText('Handled');
  await sellerContext.close();
});
