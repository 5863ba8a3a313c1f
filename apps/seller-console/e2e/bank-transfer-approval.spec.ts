import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';
import { expectOnlyShop, waitForMail } from './mail-box.js';
import {
  addToCart,
  checkOut,
  consoleOrderRow,
  demoSellerPassword,
  OWNER,
  payByBankTransfer,
  SHOP,
  SHOP_NAME,
  shippingDetails,
  shopperOrderRow,
  signInToConsole,
  toast,
} from './support.js';

test('a guest pays by bank transfer, the seller approves it in the console, and both are mailed', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // the guest: one product, the shipping form with this run's own address, a bank transfer
  const guest = shippingDetails({ name: 'Amara Guest' });
  await addToCart(page, 'striped-breton-top');
  const orderNumber = await checkOut(page, guest);
  const reference = await payByBankTransfer(page, orderNumber);

  // the order confirmation with the bank details and the reference to pay with
  const placed = await waitForMail(request, guest.email, new RegExp(`^Order ${orderNumber} placed at`));
  expect(placed.subject).toContain(SHOP_NAME);
  expect(placed.text).toContain(orderNumber);
  expect(placed.text).toContain(reference);
  expect(placed.html).toContain(reference);
  expectOnlyShop(placed, SHOP_NAME);

  // the seller, in a browser of their own, finds it under payments awaiting approval
  const sellerContext = await browser.newContext({ baseURL });
  const seller = await sellerContext.newPage();
  await signInToConsole(seller, OWNER, demoSellerPassword());
  await seller.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Payments' }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Payments awaiting approval' })).toBeVisible();
  const row = consoleOrderRow(seller, orderNumber);
  await expect(row.getByRole('cell', { name: reference })).toBeVisible();
  await expect(row.getByRole('cell', { name: /Bank Transfer/ })).toBeVisible();
  await expectNoSeriousA11yViolations(seller);

  await row.getByRole('button', { name: `Approve payment for order ${orderNumber}` }).click();
  const dialog = seller.getByRole('dialog', { name: `Approve payment for order #${orderNumber}?` });
  await expect(dialog).toContainText(reference);
  await expectNoSeriousA11yViolations(seller);
  await dialog.getByRole('button', { name: 'Approve payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(seller, /./)).toBeVisible();
  await expect(row).toHaveCount(0);

  // the order in the console is paid now
  await seller.goto(`/seller/orders/${orderNumber}`);
  await expect(seller.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  await expect(seller.getByRole('main').getByText('Paid', { exact: true })).toBeVisible();
  await expect(
    seller.getByRole('region', { name: 'Payments' }).getByText('Approved', { exact: true }),
  ).toBeVisible();
  await expect(seller.getByRole('region', { name: 'Timeline' }).getByText('Payment approved')).toBeVisible();
  await expectNoSeriousA11yViolations(seller);
  await sellerContext.close();

  // the guest tracks the order by e-mail and sees it paid
  await page.goto(`/${SHOP}/dashboard/my-orders?email=${encodeURIComponent(guest.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Track Orders' })).toBeVisible();
  await expect(
    shopperOrderRow(page, orderNumber).getByRole('cell', { name: 'paid', exact: true }),
  ).toBeVisible();

  // the second mail: payment approved
  const approved = await waitForMail(
    request,
    guest.email,
    new RegExp(`^Payment received for order ${orderNumber}$`),
  );
  expect(approved.text).toContain(orderNumber);
  expectOnlyShop(approved, SHOP_NAME);

  // the seller was told of the new order (and of the payment to approve), with the shopper's address
  const newOrder = await waitForMail(request, OWNER, new RegExp(`^New order ${orderNumber}: `));
  expect(newOrder.text).toContain(orderNumber);
  expect(newOrder.text).toContain(guest.email);
  expectOnlyShop(newOrder, SHOP_NAME);
  const awaiting = await waitForMail(
    request,
    OWNER,
    new RegExp(`^Payment awaiting approval: order ${orderNumber} \\(${reference}\\)$`),
  );
  expectOnlyShop(awaiting, SHOP_NAME);
  // nothing for this order reached the shopper twice or went to another address
  expect(placed.to).toEqual([guest.email.toLowerCase()]);
  expect(newOrder.to).toEqual([OWNER]);
});
