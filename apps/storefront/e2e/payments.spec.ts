import { expect, expectNoSeriousA11yViolations, type Page, test } from '@souk/web/e2e';
import { serveFakeProviderScripts } from './fake-providers/provider-scripts.js';
import { FAKE_KEYS, PAYPAL_EXCHANGE_RATE } from './fake-providers/settings.js';
import { reachPayment } from './support.js';

/**
 * The provider payments end to end (spec §4 card payment, wallet payment, card-form gateway): the API server
 * talks to the local fake providers; the page loads fake provider scripts that drive those same fakes.
 */

async function expectOrderPaid(page: Page, shop: string, email: string): Promise<void> {
  await page.goto(`/${shop}/dashboard/my-orders?email=${encodeURIComponent(email)}`);
  const orderRow = page.getByRole('row').filter({ hasText: /#SK\w+/ });
  await expect(orderRow).toHaveCount(1);
  await expect(orderRow.getByRole('cell', { name: 'paid', exact: true })).toBeVisible();
}

test('a guest pays by card with Stripe, is declined once, then pays and lands in My Orders', async ({
  page,
}) => {
  const email = `stripe-${Date.now()}@example.com`;
  const scripts = await serveFakeProviderScripts(page);
  await reachPayment(page, 'urban-threads', email, scripts);

  await expect(page.getByRole('radio', { name: 'Credit / Debit Card' })).toBeChecked();
  await page.getByRole('button', { name: 'Start Payment' }).click();
  const cardNumber = page.getByLabel('Card number');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  expect(scripts).toEqual([expect.stringMatching(/^https:\/\/js\.stripe\.com\//)]);
  await expectNoSeriousA11yViolations(page);

  await cardNumber.fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');

  await cardNumber.fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  // the provider returns to the confirm page, which finds the intent succeeded and confirms the order
  await expect(page).toHaveURL(/\/urban-threads\/dashboard\/my-orders$/);
  await expectOrderPaid(page, 'urban-threads', email);
});

test('a guest pays with PayPal in US dollars at the shop’s exchange rate', async ({ page }) => {
  const email = `paypal-${Date.now()}@example.com`;
  const scripts = await serveFakeProviderScripts(page);
  await reachPayment(page, 'green-pantry', email, scripts);

  await page.getByText('PayPal', { exact: true }).click();
  const paypalButton = page.getByRole('button', { name: 'PayPal', exact: true });
  await expect(paypalButton).toBeVisible();
  const sdk = new URL(scripts.find((url) => url.startsWith('https://www.paypal.com/sdk/js')) ?? '');
  expect(sdk.searchParams.get('client-id')).toBe(FAKE_KEYS.paypal.clientId);
  expect(sdk.searchParams.get('currency')).toBe('USD');

  // spec §9: the order total (ZAR here) times the seller's exchange rate, in USD
  const total = await page
    .getByRole('region', { name: 'Order Summary' })
    .getByRole('term')
    .filter({ hasText: /^Total/ })
    .locator('xpath=following-sibling::dd')
    .textContent();
  const totalCents = Number(total?.replace(/\D/g, ''));
  const usdCents = Math.round((totalCents * Math.round(PAYPAL_EXCHANGE_RATE * 1000)) / 1000);
  await expect(page.getByText(`$${(usdCents / 100).toFixed(2)} USD`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await paypalButton.click();
  // captured and confirmed, then the confirm page confirms again and opens My Orders
  await expect(page).toHaveURL(/\/green-pantry\/dashboard\/my-orders$/);
  await expectOrderPaid(page, 'green-pantry', email);
});

test('a guest meets every card-form check, then pays with CyberSource', async ({ page }) => {
  const email = `cybersource-${Date.now()}@example.com`;
  await reachPayment(page, 'pixel-forge', email);
  await page.getByText('Card Payment (CyberSource)', { exact: true }).click();
  const pay = page.getByRole('button', { name: 'Pay Now' });
  const alert = page.getByRole('alert');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const year = String(new Date().getFullYear() + 2).slice(2);

  await pay.click();
  await expect(alert).toHaveText('Please fill in all card details');

  // spec §5 checks the fields in this order, one message at a time
  const steps: [string, string, string][] = [
    ['First Name', 'A', 'First name must be at least 2 characters long'],
    ['First Name', 'Ann', 'Last name must be at least 2 characters long'],
    ['Last Name', 'Lee', 'Address must be at least 5 characters long'],
    ['Address', '1 Market Street', 'City must be at least 2 characters long'],
    ['City', 'San Francisco', 'State must be at least 2 characters long'],
    [
      'State',
      'Western Cape',
      'Invalid state: "Western Cape" is not a valid US state. Please use a 2-letter state code (e.g., CA, NY, TX) or full state name.',
    ],
    ['State', 'California', 'Please enter a valid card number'],
    ['Card Number', '4111 1111 1111 1111', 'Please enter a valid expiration month'],
    ['Expiry (MMYY)', '1220', 'Please enter a valid expiration year'],
    ['Expiry (MMYY)', `12${year}`, 'Please enter a valid security code'],
  ];
  await field('Card Number').fill('4111 1111 11');
  await field('Expiry (MMYY)').fill('1330');
  await field('Security Code').fill('12');
  await field('Last Name').fill('L');
  await field('Address').fill('1 Ma');
  await field('City').fill('S');
  await field('State').fill('C');
  for (const [label, value, message] of steps) {
    await field(label).fill(value);
    await pay.click();
    await expect(alert).toHaveText(message);
  }
  await expectNoSeriousA11yViolations(page);

  await field('Security Code').fill('123');
  await pay.click();
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/pixel-forge\/order\/confirm\?payment_method=cybersource&status=success/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
});
