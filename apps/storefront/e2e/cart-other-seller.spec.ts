import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';
import { toast } from './support.js';

const DIFFERENT_SELLER = 'Cart contains products from a different seller';

// spec §2 Cart, §8: the cart holds one seller's products; another shop's cart page says so
test("another shop's cart warns that the cart holds a different seller's products and leads to it", async ({
  page,
}) => {
  await page.goto('/pixel-forge/product/details/1tb-portable-nvme-ssd');
  await expect(page.getByRole('heading', { level: 1, name: '1TB Portable NVMe SSD, USB 3.2' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();

  // the shop whose products are in the cart shows them, without the warning
  await page.goto('/pixel-forge/card');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('1TB Portable NVMe SSD, USB 3.2')).toBeVisible();
  await expect(page.getByText(DIFFERENT_SELLER)).toHaveCount(0);

  // another shop's cart: the warning, and a way to the cart that holds the products
  await page.goto('/green-pantry/card');
  const warning = page.getByRole('alert').filter({ hasText: DIFFERENT_SELLER });
  await expect(warning).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await warning.getByRole('link', { name: /Pixel Forge/ }).click();
  await expect(page).toHaveURL(/\/pixel-forge\/card$/);
  await expect(page.getByText('1TB Portable NVMe SSD, USB 3.2')).toBeVisible();
  await expect(page.getByText(DIFFERENT_SELLER)).toHaveCount(0);
});

// issue 22 parked carts: a product of a second shop offers a cart there, the first shop's cart kept
test('a second shop offers a new cart, and going back to the first shop finds its cart as it was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pixel-forge/product/details/1tb-portable-nvme-ssd');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();

  // the spec's refusal, with the offer instead of only the refusal
  await page.goto('/green-pantry/product/details/raw-fynbos-honey');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const offer = page.getByRole('dialog', { name: 'Your cart is at Pixel Forge' });
  await expect(offer).toBeVisible();
  await expect(
    offer.getByText('You can only add products from one seller at a time.', { exact: false }),
  ).toBeVisible();
  const start = offer.getByRole('button', {
    name: 'Start a new cart for Green Pantry — your cart at Pixel Forge is kept',
  });
  // the dialog holds the focus
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
    .toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('new-cart-offer-390.png') });
  await start.click();
  await expect(offer).toBeHidden();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();

  // this shop's cart holds the honey; the other shop's cart is named and kept
  await page.goto('/green-pantry/card');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('Raw Fynbos Honey').first()).toBeVisible();
  await expect(page.getByText('1TB Portable NVMe SSD, USB 3.2')).toHaveCount(0);
  const warning = page.getByRole('alert').filter({ hasText: DIFFERENT_SELLER });
  await warning.getByRole('link', { name: /Pixel Forge/ }).click();

  // back at the first shop: its cart as it was, without the honey
  await expect(page).toHaveURL(/\/pixel-forge\/card$/);
  await expect(page.getByText('1TB Portable NVMe SSD, USB 3.2')).toBeVisible();
  await expect(page.getByText('Raw Fynbos Honey')).toHaveCount(0);

  // a third shop: declining the offer adds nothing
  await page.goto('/urban-threads/product/details/denim-trucker-jacket');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const third = page.getByRole('dialog', { name: /^Your cart is at / });
  await expect(third).toBeVisible();
  await third.getByRole('button', { name: 'Keep shopping' }).click();
  await expect(third).toBeHidden();
  await page.goto('/urban-threads/card');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('Denim Trucker Jacket')).toHaveCount(0);
});
