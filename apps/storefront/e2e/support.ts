import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '@souk/web/e2e';

/** Waits until React has hydrated this element of a server-rendered page (it then carries React's props). */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/** A toast (sonner) with this text (the console and the storefront use the same kit). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The header's cart and wishlist links, whose accessible names carry the counts ('Cart, 1 item'). */
export function headerCounts(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Shopping' });
  return {
    cart: (count: number) => nav.getByRole('link', { name: `Cart, ${items(count)}`, exact: true }),
    wishlist: (count: number) => nav.getByRole('link', { name: `Wishlist, ${items(count)}`, exact: true }),
  };
}

function items(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** A shopper's delivery details as the shipping form asks for them (spec §3 Shipping info). */
export interface ShippingDetails {
  name: string;
  address: string;
  email: string;
  phone: string;
  post: string;
  province: string;
  city: string;
  area: string;
}

/** An address in the shop's home town; the email is this run's own, so lookups find only its orders. */
export function shippingDetails(overrides: Partial<ShippingDetails> = {}): ShippingDetails {
  return {
    name: 'Lerato Buyer',
    address: '5 Loop Street',
    email: uniqueEmail('buyer'),
    phone: '082 555 0101',
    post: '8001',
    province: 'Western Cape',
    city: 'Cape Town',
    area: 'Gardens',
    ...overrides,
  };
}

/** An email address no other test of this run uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Fills the shipping form of /shipping, saves it and waits for the saved-address summary. */
export async function saveShippingDetails(page: Page, details: ShippingDetails): Promise<void> {
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
}

/** A customer account: the name the header shows once signed in, and the sign-in details. */
export interface CustomerAccount {
  name: string;
  email: string;
  password: string;
}

export function customerAccount(name: string): CustomerAccount {
  return { name, email: uniqueEmail('customer'), password: 'a-long-password-1' };
}

/**
 * Registers through the shop's register page (checked with axe first when `a11y`); the customer lands on
 * the dashboard, signed in.
 */
export async function registerThroughPage(
  page: Page,
  shop: string,
  account: CustomerAccount,
  { a11y = false } = {},
): Promise<void> {
  await page.goto(`/${shop}/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  if (a11y) await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(new RegExp(`/${shop}/dashboard$`));
  await expect(accountLink(page, account.name)).toBeVisible();
}

/** The header's link to the dashboard, named after the signed-in customer (spec §2 Header). */
export function accountLink(page: Page, name: string): Locator {
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

/** Opens a product's page and reads its stock label ('In stock: 27' → 27). */
export async function productStock(page: Page, shop: string, slug: string): Promise<number> {
  await page.goto(`/${shop}/product/details/${slug}`);
  const label = buyBox(page).getByText(/^In stock: \d+$/);
  await expect(label).toBeVisible();
  return Number((await label.textContent())?.replace(/\D/g, ''));
}

/** The product page's own buy box (not the related products' cards). */
export function buyBox(page: Page): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
}

/** Picks a payment tile by its label; the seller's first method is selected by default, so always pick. */
export async function choosePaymentMethod(page: Page, label: string): Promise<void> {
  const tiles = page.getByRole('group', { name: 'Select Payment Method' });
  await tiles.getByText(label, { exact: true }).click();
  await expect(tiles.getByRole('radio', { name: label, exact: true })).toBeChecked();
}

/**
 * A guest puts the shop's first product in the cart, places the order and lands on the payment page.
 * `scripts`: the provider scripts requested so far, none of which may load before the payment page.
 */
export async function reachPayment(
  page: Page,
  shop: string,
  email: string,
  scripts: string[] = [],
): Promise<void> {
  await page.goto(`/${shop}/shops`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();
  await page.goto(`/${shop}/card`);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/${shop}/shipping$`));
  await saveShippingDetails(
    page,
    shippingDetails({
      name: 'Ann Lee',
      address: '1 Market Street',
      email,
      phone: '415 555 0100',
      post: '94105',
      city: 'San Francisco',
      area: 'SoMa',
    }),
  );
  expect(scripts).toEqual([]);
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/${shop}/payment$`));
  // the client-side navigation reloads the payment page as its own document (its own policy): only that
  // document renders the page, so a test goes on once it has
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
}

/** The guest's order in Track Orders, found by email, reads paid. */

/**
 * The folders where this run's API server may write its mail: the suite's server runs without SMTP, so each
 * message is an .eml file under `{DATA_DIR}/outbox`. The config sets DATA_DIR in SOUK_E2E_DATA_DIR; a
 * worker that evaluated the config again holds a later folder name, so the suite's siblings are read too
 * (the mail is then picked by its unique recipient).
 */
function outboxes(): string[] {
  const dirs = new Set<string>();
  if (process.env.SOUK_E2E_DATA_DIR) dirs.add(join(process.env.SOUK_E2E_DATA_DIR, 'outbox'));
  for (const entry of readdirSync(tmpdir())) {
    if (entry.startsWith('souk-e2e-') && !entry.startsWith('souk-e2e-portal')) {
      dirs.add(join(tmpdir(), entry, 'outbox'));
    }
  }
  return [...dirs];
}

/** The text of the .eml files sent to `address`, quoted-printable soft breaks and `=3D` undone. */
export function mailsTo(address: string): string[] {
  const mails: string[] = [];
  for (const dir of outboxes()) {
    let files: string[];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
    } catch {
      continue;
    }
    for (const file of files) {
      const raw = readFileSync(join(dir, file), 'utf8');
      if (!new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
      mails.push(raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '='));
    }
  }
  return mails;
}
