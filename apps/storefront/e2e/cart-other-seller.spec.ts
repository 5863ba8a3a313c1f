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
