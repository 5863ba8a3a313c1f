import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';
import {
  addToCart,
  checkOut,
  customerAccount,
  demoSellerPassword,
  OWNER,
  registerThroughPage,
  SHOP,
  shippingDetails,
  toast,
} from './support.js';

const JACKET = 'denim-trucker-jacket';
const BEANIE = 'ribbed-wool-beanie';

/** The seller's API token, signed in as the demo shop's owner. */
async function sellerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/seller/login', {
    data: { email: OWNER, password: demoSellerPassword() },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).token;
}

async function productId(request: APIRequestContext, slug: string): Promise<string> {
  const lookup = await (await request.get(`/api/search-seller?name=${SHOP}`)).json();
  const product = await request.get(`/api/home/seller/${lookup.seller.id}/product/${slug}`);
  expect(product.status()).toBe(200);
  return (await product.json()).product._id;
}

test('a customer buys again from a delivered order, at today’s stock', async ({ page, request }) => {
  // a registered customer orders two products, cash on delivery
  const customer = customerAccount('Lindiwe Again');
  await registerThroughPage(page, customer);
  await addToCart(page, JACKET);
  await addToCart(page, BEANIE);
  const orderNumber = await checkOut(page, shippingDetails({ name: customer.name, email: customer.email }));
  const tiles = page.getByRole('group', { name: 'Select Payment Method' });
  await tiles.getByText('Cash on Delivery', { exact: true }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/order/confirm\\?`));

  // not delivered yet: nothing to buy again
  await page.goto(`/${SHOP}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('cell', { name: `#${orderNumber}` }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Buy again' })).toHaveCount(0);

  // the seller delivers it; then the beanie sells out
  const token = await sellerToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const steps = [
    { from: 'pending', to: 'processing' },
    { from: 'processing', to: 'shipped', carrier: 'The Courier Guy', trackingNumber: `TCG${Date.now()}` },
    { from: 'shipped', to: 'delivered' },
  ];
  for (const step of steps) {
    const moved = await request.post(`/api/seller/orders/${orderNumber}/status`, { headers, data: step });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const beanie = await productId(request, BEANIE);
  const before = await request.get(`/api/seller/products/${beanie}`, { headers });
  const stock = (await before.json()).product.stock as number;
  const soldOut = await request.patch(`/api/seller/products/${beanie}`, { headers, data: { stock: 0 } });
  expect(soldOut.status(), await soldOut.text()).toBe(200);

  try {
    // the dashboard offers both: the jacket in one tap, the beanie says it is out of stock
    await page.reload();
    const buyAgain = page.getByRole('region', { name: 'Buy again' });
    await expect(buyAgain).toBeVisible();
    const jacket = buyAgain.getByRole('listitem').filter({ hasText: 'Denim Trucker Jacket' });
    const beanieCard = buyAgain.getByRole('listitem').filter({ hasText: 'Ribbed Wool Beanie' });
    await expect(jacket.getByText(`#${orderNumber}`)).toBeVisible();
    await expect(beanieCard.getByText('Out of stock right now')).toBeVisible();
    await expect(beanieCard.getByRole('button')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('buy-again-1280.png'), fullPage: true });
    // on a phone the cards stack, nothing wider than the screen
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(buyAgain).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await buyAgain.screenshot({ path: test.info().outputPath('buy-again-390.png') });

    await jacket.getByRole('button', { name: 'Add to cart Denim Trucker Jacket' }).click();
    await expect(toast(page, 'Product added to cart!')).toBeVisible();

    // the cart holds the jacket again
    await page.goto(`/${SHOP}/card`);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Denim Trucker Jacket' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ribbed Wool Beanie' })).toHaveCount(0);
  } finally {
    await request.patch(`/api/seller/products/${beanie}`, { headers, data: { stock } });
  }
});
