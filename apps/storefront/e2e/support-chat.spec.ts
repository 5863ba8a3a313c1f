import { expect, expectNoSeriousA11yViolations, type Page, test } from '@souk/web/e2e';
import { toast } from './support.js';

/**
 * The floating chat button of the screen in view: a chat with the fixed support number, pre-filled with the
 * page's address (spec §1). Returns the number it chats with.
 */
async function expectSupportChat(page: Page): Promise<string> {
  const button = page.getByRole('link', { name: 'Chat with support (opens in a new tab)' });
  await expect(button).toBeVisible();
  const link = new URL((await button.getAttribute('href')) ?? '');
  expect(link.origin).toBe('https://wa.me');
  expect(link.searchParams.get('text')).toBe(page.url());
  return link.pathname;
}

// spec §1: the floating chat button appears on every screen, always with the same support number
test('every storefront screen has the floating support chat button with its own address', async ({
  page,
}) => {
  await page.goto('/pixel-forge/product/details/1tb-portable-nvme-ssd');
  await expect(page.getByRole('heading', { level: 1, name: '1TB Portable NVMe SSD, USB 3.2' })).toBeVisible();
  const numbers = new Set([await expectSupportChat(page)]);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();

  const screens: [path: string, ready: (page: Page) => Promise<void>][] = [
    ['/pixel-forge', (p) => expect(p.getByRole('heading', { name: 'Featured Products' })).toBeVisible()],
    [
      '/pixel-forge/products?category=Cables%20and%20Chargers',
      (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
    ],
    ['/pixel-forge/card', (p) => expect(p.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible()],
    [
      '/pixel-forge/shipping',
      (p) => expect(p.getByRole('heading', { name: 'Shipping Information' })).toBeVisible(),
    ],
    ['/pixel-forge/dashboard', (p) => expect(p.getByRole('navigation', { name: 'Account' })).toBeAttached()],
    ['/pixel-forge/dashboard/my-orders', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/pixel-forge/login', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/pixel-forge/contact', (p) => expect(p.getByRole('heading', { name: 'Contact Us' })).toBeVisible()],
    ['/not-found', (p) => expect(p.getByRole('heading', { name: 'Oops! Shop Not Found' })).toBeVisible()],
  ];
  for (const [path, ready] of screens) {
    await page.goto(path);
    await ready(page);
    numbers.add(await expectSupportChat(page));
  }
  expect(numbers.size).toBe(1);
  await expectNoSeriousA11yViolations(page);
});
