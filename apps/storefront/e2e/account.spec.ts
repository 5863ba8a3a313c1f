import { expect, expectNoSeriousA11yViolations, type Page, test } from '@souk/web/e2e';
import {
  accountLink,
  buyBox,
  choosePaymentMethod,
  customerAccount,
  headerCounts,
  productStock,
  registerThroughPage,
  saveShippingDetails,
  shippingDetails,
  toast,
} from './support.js';

/** Every journey shops at urban-threads (USD); no other spec buys the products these journeys buy. */
const SHOP = 'urban-threads';

/** The demo shop's seller account, created at server start from DEMO_SELLER_PASSWORD (README "Payments"). */
const SELLER = { email: `owner@${SHOP}.example`, password: process.env.DEMO_SELLER_PASSWORD ?? '' };

/** Adds one unit of a product from its page and waits for the toast. */
async function addToCart(page: Page, slug: string): Promise<void> {
  await page.goto(`/${SHOP}/product/details/${slug}`);
  await buyBox(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();
}

/**
 * From the cart to the payment page: Proceed to Checkout, the shipping form, Complete Order. Returns the
 * new order's number as the payment summary shows it.
 */
async function checkOut(page: Page, { a11y = false } = {}): Promise<string> {
  await page.goto(`/${SHOP}/card`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  if (a11y) await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL(new RegExp(`/${SHOP}/shipping$`));
  await saveShippingDetails(page, shippingDetails());
  if (a11y) await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Complete Order' }).click();

  await expect(page).toHaveURL(new RegExp(`/${SHOP}/payment$`));
  const orderNumber = paymentSummary(page)
    .getByRole('definition')
    .filter({ hasText: /^SK\w+$/ });
  await expect(orderNumber).toBeVisible();
  return (await orderNumber.textContent()) ?? '';
}

function paymentSummary(page: Page) {
  return page.getByRole('region', { name: 'Order Summary' });
}

function paymentTotal(page: Page) {
  return paymentSummary(page)
    .getByRole('term')
    .filter({ hasText: /^Total/ })
    .locator('+ dd');
}

/** The row of one order in My Orders. */
function orderRow(page: Page, orderNumber: string) {
  return page.getByRole('row').filter({ hasText: `#${orderNumber}` });
}

test('a new customer pays by bank transfer, the seller approves, and the order shows as paid', async ({
  page,
  request,
}) => {
  // the longest journey (a customer, the seller's console, the customer again: about 25 pages), near the
  // default minute on a quiet machine when it runs first against a fresh server
  test.slow();
  expect(SELLER.password, 'DEMO_SELLER_PASSWORD must be set for the server and this test').not.toBe('');
  const customer = customerAccount('Naledi Mokoena');
  await registerThroughPage(page, SHOP, customer, { a11y: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^0$/ })).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  await addToCart(page, 'striped-breton-top');
  const orderNumber = await checkOut(page, { a11y: true });
  await choosePaymentMethod(page, 'Bank Transfer');
  await expect(page.getByRole('heading', { name: 'Bank Details' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(new RegExp(`/${SHOP}/order/confirm\\?`));
  await expect(page.getByText('Payment Pending Approval').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const reference = new URL(page.url()).searchParams.get('payment_reference') ?? '';
  expect(reference).toContain(orderNumber);

  // the seller signs in and approves the transfer through the API (seller screens are out of scope)
  const login = await request.post('/api/seller/login', { data: SELLER });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = await login.json();
  const approve = await request.put(`/api/seller/payments/${encodeURIComponent(reference)}/approve`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(approve.status(), await approve.text()).toBe(200);
  expect(await approve.json()).toMatchObject({ orderNumber, orderPaymentStatus: 'paid' });

  await accountLink(page, customer.name).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const row = orderRow(page, orderNumber);
  await expect(row.getByRole('cell', { name: 'paid', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Pay Now for order ${orderNumber}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  const paymentStatus = page.getByRole('term').filter({ hasText: 'Payment Status' }).locator('+ dd');
  await expect(paymentStatus).toHaveText('paid');
  await expect(page.getByRole('cell', { name: 'Striped Breton Long-Sleeve Top' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a customer cancels a placed order and its stock comes back', async ({ page }) => {
  const slug = 'cotton-waffle-henley';
  await registerThroughPage(page, SHOP, customerAccount('Sipho Dlamini'));
  const before = await productStock(page, SHOP, slug);
  await buyBox(page).getByRole('button', { name: 'Increase Quantity' }).click();
  await buyBox(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();
  const orderNumber = await checkOut(page);
  expect(await productStock(page, SHOP, slug)).toBe(before - 2);

  await page.goto(`/${SHOP}/dashboard/my-orders`);
  const row = orderRow(page, orderNumber);
  // a new order waits for its payment: delivery status pending, which the list may cancel (spec §4)
  await expect(row.getByRole('cell', { name: 'pending', exact: true })).toBeVisible();
  const cancel = row.getByRole('button', { name: `Cancel order ${orderNumber}` });

  // Keep Order closes the dialog and changes nothing
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Keep Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell', { name: 'pending', exact: true })).toBeVisible();

  await cancel.click();
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell', { name: 'cancelled', exact: true })).toBeVisible();
  await expect(cancel).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Pay Now for order ${orderNumber}` })).toHaveCount(0);

  expect(await productStock(page, SHOP, slug)).toBe(before);
});

test('Pay Now on an unpaid order reopens payment with its summary and completes by cash', async ({
  page,
}) => {
  await registerThroughPage(page, SHOP, customerAccount('Ayesha Patel'));
  await addToCart(page, 'denim-trucker-jacket');
  const orderNumber = await checkOut(page);
  const total = (await paymentTotal(page).textContent()) ?? '';
  expect(total).toMatch(/^\$\d+\.\d{2}$/);

  // the customer leaves the payment page without paying
  await page.goto(`/${SHOP}/dashboard/my-orders`);
  const row = orderRow(page, orderNumber);
  await expect(row.getByRole('cell', { name: 'unpaid', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: total, exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Pay Now for order ${orderNumber}` }).click();

  await expect(page).toHaveURL(new RegExp(`/${SHOP}/payment$`));
  const summary = paymentSummary(page);
  await expect(summary.getByRole('definition').filter({ hasText: orderNumber })).toBeVisible();
  await expect(paymentTotal(page)).toHaveText(total);
  await expect(summary.getByText('Subtotal (1 item)')).toBeVisible();
  await choosePaymentMethod(page, 'Cash on Delivery');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(new RegExp(`/${SHOP}/order/confirm\\?`));
  await expect(page.getByText('Payment Pending Approval').first()).toBeVisible();
  await page.goto(`/${SHOP}/dashboard/my-orders`);
  // payment pending (awaiting the seller) and delivery pending
  await expect(orderRow(page, orderNumber).getByRole('cell', { name: 'pending', exact: true })).toHaveCount(
    2,
  );
});

test("signing in keeps the guest's cart and wishlist; signing out leaves the account", async ({
  page,
  request,
}) => {
  const customer = customerAccount('Thabo Nkosi');
  const registered = await request.post('/api/customer/customer-register', { data: customer });
  expect(registered.status(), await registered.text()).toBe(201);

  // as a guest: one product in the cart, one in the wishlist, and the guest's order tracking
  await page.goto(`/${SHOP}/dashboard/my-orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Track Orders' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await addToCart(page, 'lightweight-rain-shell');
  await buyBox(page).getByRole('button', { name: 'Add to wishlist', exact: true }).click();
  await expect(toast(page, 'Product added to wishlist!')).toBeVisible();
  const header = headerCounts(page);
  await expect(header.cart(1)).toBeVisible();
  await expect(header.wishlist(1)).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/login$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(new RegExp(`/${SHOP}/dashboard$`));
  await expect(accountLink(page, customer.name)).toBeVisible();
  await expect(header.cart(1)).toBeVisible();
  await expect(header.wishlist(1)).toBeVisible();

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Wishlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lightweight 2.5-Layer Rain Shell' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/${SHOP}/card`);
  await expect(page.getByRole('link', { name: 'Lightweight 2.5-Layer Rain Shell' })).toBeVisible();

  await accountLink(page, customer.name).click();
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}$`));
  await expect(accountLink(page, customer.name)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Track Order' })).toBeVisible();
  // the guest's lines now belong to the account: the signed-out browser holds none
  await expect(header.cart(0)).toBeVisible();
  await expect(header.wishlist(0)).toBeVisible();
});
