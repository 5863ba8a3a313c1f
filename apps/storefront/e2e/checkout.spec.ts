import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';
import { saveShippingDetails, shippingDetails, toast } from './support.js';

test('a guest buys with cash on delivery and finds the order in Track Orders by email', async ({ page }) => {
  const email = `guest-${Date.now()}@example.com`;
  await page.goto('/green-pantry/shops');
  const addButtons = page.getByRole('button', { name: 'Add to cart' });
  await expect(addButtons.first()).toBeVisible();
  await addButtons.first().click();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();
  await addButtons.nth(1).click();
  await expect(toast(page, 'Product added to cart!').last()).toBeVisible();

  await page.goto('/green-pantry/card');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL(/\/green-pantry\/shipping$/);
  await saveShippingDetails(
    page,
    shippingDetails({
      name: 'Thandi Guest',
      address: '12 Bree Street',
      email,
      phone: '082 123 4567',
      area: 'CBD',
    }),
  );
  await expectNoSeriousA11yViolations(page);
  const placed = page.waitForResponse((response) => response.url().endsWith('/api/home/order/place-order'));
  await page.getByRole('button', { name: 'Complete Order' }).click();
  const response = await placed;
  // the payment page loads as its own document right after: the answer's body may be gone by now
  const answer = await response.text().catch(() => '(the page moved on before the body was read)');
  expect(response.status(), answer).toBe(201);

  await expect(page).toHaveURL(/\/green-pantry\/payment$/);
  await page.getByText('Cash on Delivery', { exact: true }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/green-pantry\/order\/confirm\?/);
  await expect(page.getByText('Payment Pending Approval').first()).toBeVisible();

  await page.goto(`/green-pantry/dashboard/my-orders?email=${encodeURIComponent(email)}`);
  const orderRow = page.getByRole('row').filter({ hasText: /#SK\w+/ });
  await expect(orderRow).toHaveCount(1);
  // payment status and delivery status are both pending (shown capitalised by CSS)
  await expect(orderRow.getByRole('cell', { name: 'pending', exact: true })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});
