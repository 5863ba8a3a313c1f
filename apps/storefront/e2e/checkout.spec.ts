import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, toast } from './support.js';

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
  const fields: [string, string][] = [
    ['Full Name', 'Thandi Guest'],
    ['Address', '12 Bree Street'],
    ['Email', email],
    ['Phone', '082 123 4567'],
    ['Postal Code', '8001'],
    ['Province', 'Western Cape'],
    ['City', 'Cape Town'],
    ['Area / Landmark', 'CBD'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save Shipping Information' }).click();
  await expect(page.getByText('Deliver to Thandi Guest')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const placed = page.waitForResponse((response) => response.url().endsWith('/api/home/order/place-order'));
  await page.getByRole('button', { name: 'Complete Order' }).click();
  const response = await placed;
  expect(response.status(), await response.text()).toBe(201);

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
