import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectNoSeriousA11yViolations, type Page, sidewaysOverflow, test } from '@souk/web/e2e';
import {
  addToCart,
  checkOut,
  demoSellerPassword,
  OWNER,
  shippingDetails,
  signInToConsole,
  toast,
} from './support.js';

/** Fixed, git-ignored folder: `test-results/screens/<name>-<width>.png`. */
const SCREENS_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');

function paypalCard(page: Page) {
  return page.getByRole('region', { name: 'PayPal' });
}

async function savePaymentSettings(page: Page) {
  await page.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(toast(page, 'Payment settings saved')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
}

test('the seller switches PayPal on and off in the console: the payment page offers it, then no longer', async ({
  page,
  browser,
  baseURL,
}) => {
  // the seller, in a browser of their own
  const sellerContext = await browser.newContext({ baseURL });
  const seller = await sellerContext.newPage();
  await signInToConsole(seller, OWNER, demoSellerPassword());
  await seller
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Payment settings' })
    .click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible();
  const paypal = paypalCard(seller);
  await expect(paypal.getByRole('switch', { name: 'Offer PayPal' })).toHaveAttribute('aria-checked', 'false');

  // PayPal on: its client ID and secret, then saved; the secret is never shown again
  await paypal.getByLabel('Client ID').fill('e2e-paypal-client');
  await paypal.getByLabel('Client secret').fill('e2e-paypal-SECRET-4321');
  await paypal.getByRole('switch', { name: 'Offer PayPal' }).click();
  await savePaymentSettings(seller);
  await expect(paypal.getByText('••••4321')).toBeVisible();
  await expect(seller.getByText('e2e-paypal-SECRET-4321')).toHaveCount(0);
  await expect(paypal.getByRole('button', { name: 'Replace the client secret' })).toBeVisible();
  await expectNoSeriousA11yViolations(seller);

  // screenshots of the screen, looked at by a person
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const width of [1280, 390]) {
    await seller.setViewportSize({ width, height: 900 });
    expect((await sidewaysOverflow(seller)).by, `no sideways scrolling at ${width} px`).toBe(0);
    await seller.screenshot({ path: join(SCREENS_DIR, `payment-settings-${width}.png`), fullPage: true });
  }
  await seller.setViewportSize({ width: 1280, height: 900 });

  // the shopper's payment page offers PayPal
  await addToCart(page, 'striped-breton-top');
  await checkOut(page, shippingDetails({ name: 'Pia Paysettings' }));
  const tiles = page.getByRole('group', { name: 'Select Payment Method' });
  await expect(tiles.getByRole('radio', { name: 'PayPal', exact: true })).toBeAttached();
  await expect(tiles.getByRole('radio', { name: 'Bank Transfer', exact: true })).toBeAttached();

  // switched off in the console…
  await paypal.getByRole('switch', { name: 'Offer PayPal' }).click();
  await expect(seller.getByText('Unsaved changes')).toBeVisible();
  await savePaymentSettings(seller);
  await expect(paypal.getByRole('switch', { name: 'Offer PayPal' })).toHaveAttribute('aria-checked', 'false');

  // …the same payment page, loaded again, no longer offers it
  await page.reload();
  await expect(tiles.getByRole('radio', { name: 'Bank Transfer', exact: true })).toBeAttached();
  await expect(tiles.getByRole('radio', { name: 'PayPal', exact: true })).toHaveCount(0);
  await sellerContext.close();
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await signInToConsole(page, OWNER, demoSellerPassword());
  await page.goto('/seller/settings/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Cash on Delivery' })
    .getByLabel('Instructions')
    .fill('Exact change, please');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave without saving' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});
