import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';
import { expectOnlyShop, waitForMail } from './mail-box.js';
import {
  addToCart,
  checkOut,
  consoleOrderRow,
  customerAccount,
  demoSellerPassword,
  OWNER,
  registerThroughPage,
  SHOP,
  SHOP_NAME,
  shippingDetails,
  shopperOrderRow,
  signInToConsole,
  toast,
} from './support.js';

test('the seller ships an order with a tracking number; the customer is mailed and sees it shipped', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // a registered customer orders, cash on delivery (shipped before it is paid, at the door)
  const customer = customerAccount('Kagiso Customer');
  await registerThroughPage(page, customer);
  await addToCart(page, 'denim-trucker-jacket');
  const orderNumber = await checkOut(page, shippingDetails({ name: customer.name, email: customer.email }));
  const tiles = page.getByRole('group', { name: 'Select Payment Method' });
  await tiles.getByText('Cash on Delivery', { exact: true }).click();
  await expect(tiles.getByRole('radio', { name: 'Cash on Delivery', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/order/confirm\\?`));

  // the seller finds it in Orders by its number and opens it
  const sellerContext = await browser.newContext({ baseURL });
  const seller = await sellerContext.newPage();
  await signInToConsole(seller, OWNER, demoSellerPassword());
  await seller.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await seller.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
  await seller.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(seller).toHaveURL(new RegExp(`[?&]q=${orderNumber}`));
  const row = consoleOrderRow(seller, orderNumber);
  await expect(row).toBeVisible();
  await expect(seller.getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(seller);
  await row.getByRole('link', { name: `#${orderNumber}` }).click();

  await expect(seller.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  // the order's status: the first badge under the heading (by id: an open dialog hides the main landmark)
  const header = seller.locator('#main [data-status]').first();
  await expect(header).toHaveAttribute('data-status', 'pending');
  await expectNoSeriousA11yViolations(seller);
  await seller.getByRole('button', { name: 'Mark processing' }).click();
  await expect(toast(seller, 'Order marked as processing')).toBeVisible();
  await expect(header).toHaveAttribute('data-status', 'processing');

  // shipping asks for the carrier and the tracking number: without the number it is refused
  await seller.getByRole('button', { name: 'Ship', exact: true }).click();
  const dialog = seller.getByRole('dialog', { name: `Ship order #${orderNumber}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Carrier').fill('The Courier Guy');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog.getByText('Tracking number is required')).toBeVisible();
  await expect(dialog.getByLabel('Tracking number')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(seller);
  await expect(header).toHaveAttribute('data-status', 'processing');

  const trackingNumber = `TCG${Date.now()}`;
  await dialog.getByLabel('Tracking number').fill(trackingNumber);
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(seller, 'Order marked as shipped')).toBeVisible();
  await expect(header).toHaveAttribute('data-status', 'shipped');
  const shipping = seller.getByRole('region', { name: 'Shipping' });
  await expect(shipping.getByText(trackingNumber)).toBeVisible();
  await expect(shipping.getByText('The Courier Guy')).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await sellerContext.close();

  // the customer's mail: carrier and tracking number
  const shipped = await waitForMail(
    request,
    customer.email,
    new RegExp(`^Order ${orderNumber} has shipped$`),
  );
  expect(shipped.text).toContain(trackingNumber);
  expect(shipped.text).toContain('The Courier Guy');
  expectOnlyShop(shipped, SHOP_NAME);

  // and their dashboard says shipped
  await page.goto(`/${SHOP}/dashboard`);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(
    shopperOrderRow(page, orderNumber).getByRole('cell', { name: 'shipped', exact: true }),
  ).toBeVisible();
});
