import { expect, expectNoSeriousA11yViolations, type Page, test } from '@souk/web/e2e';
import { choosePaymentMethod, headerCounts, saveShippingDetails, shippingDetails, toast } from './support.js';

/** The header's cart link and the floating cart button, both naming the cart's line count. */
function cartCounts(page: Page, count: number) {
  const items = `${count} ${count === 1 ? 'item' : 'items'}`;
  return [
    headerCounts(page).cart(count),
    page.getByRole('link', { name: `View Cart, ${items}`, exact: true }),
  ];
}

// spec §4: placing the order empties the cart on the server; every count on the page follows at once
test('once the order is placed the cart counts read 0 everywhere, through payment and confirmation', async ({
  page,
}) => {
  await page.goto('/green-pantry/shops');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();
  for (const count of cartCounts(page, 1)) await expect(count).toBeVisible();

  await page.goto('/green-pantry/card');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/green-pantry\/shipping$/);
  for (const count of cartCounts(page, 1)) await expect(count).toBeVisible();
  await saveShippingDetails(page, shippingDetails());
  await page.getByRole('button', { name: 'Complete Order' }).click();

  await expect(page).toHaveURL(/\/green-pantry\/payment$/);
  for (const count of cartCounts(page, 0)) await expect(count).toBeVisible();
  await expect(toast(page, 'No products found. Please add items to your cart first.')).toHaveCount(0);

  await choosePaymentMethod(page, 'Cash on Delivery');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/green-pantry\/order\/confirm\?/);
  await expect(page.getByText('Payment Pending Approval').first()).toBeVisible();
  for (const count of cartCounts(page, 0)) await expect(count).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the cart itself, opened from the page without a reload, agrees
  await headerCounts(page).cart(0).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});
