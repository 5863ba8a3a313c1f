import zlib from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '@souk/core';
import { buyBox, type CustomerAccount, type ShippingDetails, toast } from '../../storefront/e2e/support.js';

// the shopper's steps these journeys share with the storefront's (as the storefront's journeys share the
// API's fakes): used from there, not copied
export {
  buyBox,
  type CustomerAccount,
  customerAccount,
  type ShippingDetails,
  shippingDetails,
  toast,
  uniqueEmail,
} from '../../storefront/e2e/support.js';

/**
 * The journeys' own helpers: the console's sign-in, and the shopper's steps through the storefront that
 * the storefront's support does not have in this form (a hydration wait before typing, the shop fixed).
 */

/** The demo shop the journeys shop at, and its seller account (README "Seller console"). */
export const SHOP = 'urban-threads';
export const SHOP_NAME = 'Urban Threads';
export const OWNER = `owner@${SHOP}.example`;

export function demoSellerPassword(): string {
  const password = process.env.DEMO_SELLER_PASSWORD ?? '';
  expect(password, 'DEMO_SELLER_PASSWORD must be set for the server and the journeys').not.toBe('');
  return password;
}

/** Signs in at /seller/login and waits for the first signed-in screen (the dashboard, or `next`). */
export async function signInToConsole(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/seller/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/seller$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * Waits until React has hydrated this element of a server-rendered page (it then carries React's props):
 * typing into a field before that is undone by hydration, and a click reaches no handler.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(
      () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
      {
        message: 'the server-rendered page is hydrated',
      },
    )
    .toBe(true);
}

/** Adds one unit of a product of the shop from its page and waits for the toast. */
export async function addToCart(page: Page, slug: string): Promise<void> {
  await page.goto(`/${SHOP}/product/details/${slug}`);
  const add = buyBox(page).getByRole('button', { name: 'Add to Cart', exact: true });
  await hydrated(add);
  await add.click();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();
}

/**
 * From the cart to the payment page: Proceed to Checkout, the shipping form (saved), Complete Order.
 * Returns the new order's number as the payment summary shows it.
 */
export async function checkOut(page: Page, details: ShippingDetails): Promise<string> {
  await page.goto(`/${SHOP}/card`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/shipping$`));
  const fields: [string, string][] = [
    ['Full Name', details.name],
    ['Address', details.address],
    ['Email', details.email],
    ['Phone', details.phone],
    ['Postal Code', details.post],
    ['Province', details.province],
    ['City', details.city],
    ['Area / Landmark', details.area],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save Shipping Information' }).click();
  await expect(page.getByText(`Deliver to ${details.name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Complete Order' }).click();

  await expect(page).toHaveURL(new RegExp(`/${SHOP}/payment$`));
  const orderNumber = page
    .getByRole('region', { name: 'Order Summary' })
    .getByRole('definition')
    .filter({ hasText: /^SK\w+$/ });
  await expect(orderNumber).toBeVisible();
  return (await orderNumber.textContent()) ?? '';
}

/**
 * On the payment page: pays by bank transfer (Place Order) and answers the payment reference the
 * confirmation page was given.
 */
export async function payByBankTransfer(page: Page, orderNumber: string): Promise<string> {
  const tiles = page.getByRole('group', { name: 'Select Payment Method' });
  await tiles.getByText('Bank Transfer', { exact: true }).click();
  await expect(tiles.getByRole('radio', { name: 'Bank Transfer', exact: true })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Bank Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/order/confirm\\?`));
  await expect(page.getByText('Payment Pending Approval').first()).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('payment_reference') ?? '';
  expect(reference).toContain(orderNumber);
  return reference;
}

/** Registers through the shop's register page; the customer lands on the dashboard, signed in. */
export async function registerThroughPage(page: Page, account: CustomerAccount): Promise<void> {
  await page.goto(`/${SHOP}/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await hydrated(page.getByLabel('Name', { exact: true }));
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/dashboard$`));
  await expect(page.getByRole('banner').getByRole('link', { name: account.name, exact: true })).toBeVisible();
}

/** Sends the shop's contact form (its page is rendered on the server) and waits for the thanks. */
export async function sendContactMessage(
  page: Page,
  message: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  await page.goto(paths.contact(SHOP));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Send us a Message' });
  const name = form.getByRole('textbox', { name: 'Your Name' });
  await hydrated(name);
  await name.fill(message.name);
  await form.getByRole('textbox', { name: 'Your Email' }).fill(message.email);
  await form.getByRole('textbox', { name: 'Subject' }).fill(message.subject);
  await form.getByRole('textbox', { name: 'Message' }).fill(message.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Thank you for your message. We will get back to you soon.')).toBeVisible();
}

/** The row of one order in the storefront's My Orders / Track Orders. */
export function shopperOrderRow(page: Page, orderNumber: string): Locator {
  return page.getByRole('row').filter({ hasText: `#${orderNumber}` });
}

/** The row of one order in a console table (orders, payments awaiting approval). */
export function consoleOrderRow(page: Page, orderNumber: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `#${orderNumber}`, exact: true }) });
}

/**
 * A real PNG photo stand-in (`width`×`height`, a two-colour gradient), made with Node's zlib: what a seller
 * uploads. Different `seed`s give different bytes, so each upload is a new image.
 */
export function pngImage(width: number, height: number, seed = 0): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = (x * 255) / width;
      row[2 + x * 3] = (y * 255) / height;
      row[3 + x * 3] = (seed * 97) % 256;
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
