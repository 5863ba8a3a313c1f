import { collectProblems, expect, sidewaysOverflow, test } from '@souk/web/e2e';
import { toast } from './support.js';

// Intl prints en-ZA money with no-break spaces: the assertions name the exact characters
const NBSP = '\u00a0';
const rand = (amount: string) => `R${NBSP}${amount.replaceAll(' ', NBSP)}`;
const SHOTS = 'test-results/currencies';

/**
 * Green Pantry prices in rand and prints them as South Africans read them (its locale is en-ZA): the server
 * renders the same text the browser then prints, so the page hydrates without a warning.
 */
test('a ZAR shop shows R prices in the en-ZA form on its home, product page and cart', async ({ page }) => {
  const problems = collectProblems(page);

  // the server's render already says R 34,99
  const html = await (await page.request.get('/green-pantry')).text();
  expect(html).toContain(rand('34,99'));
  expect(html).not.toContain('$34.99');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/green-pantry');
  const spinach = page.getByRole('article').filter({ hasText: 'Organic Baby Spinach (250 g)' }).first();
  await expect(spinach.locator('[data-slot="price"] > span').first()).toHaveText(rand('34,99'));
  await expect(page.locator('[data-slot="price"]').filter({ hasText: '$' })).toHaveCount(0);
  expect((await sidewaysOverflow(page)).by).toBe(0);
  await spinach.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/home-390.png` });

  // the product page: the price, the add-on options and the buy box's total
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/green-pantry/product/details/seasonal-organic-veg-box');
  await expect(page.getByRole('heading', { level: 1, name: 'Seasonal Organic Veg Box' })).toBeVisible();
  const buyBox = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(buyBox.locator('[data-slot="price"] > span').first()).toHaveText(rand('299,00'));
  const family = buyBox.getByRole('radio', { name: `Family (4–5 people) (+${rand('150,00')})` });
  await family.click();
  await expect(family).toBeChecked();
  await buyBox.getByRole('button', { name: 'Increase Quantity' }).click();
  await buyBox.getByRole('button', { name: 'Increase Quantity' }).click();
  // 3 × R 299 + R 150 once: the thousands grouped with a no-break space
  await expect(page.getByTestId('purchase-total')).toHaveText(rand('1 047,00'));
  await page.screenshot({ path: `${SHOTS}/product-1280.png` });
  await buyBox.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();

  // the cart: the line, the subtotal, the shop's R 65 shipping and the total
  await page.goto('/green-pantry/card');
  const line = page.getByRole('listitem').filter({ hasText: 'Seasonal Organic Veg Box' });
  await expect(line).toContainText(rand('1 047,00'));
  const summary = page.locator('[data-slot="order-summary"]');
  await expect(summary).toContainText(`Subtotal (3 items)${rand('1 047,00')}`);
  await expect(summary).toContainText(`Shipping Fee${rand('65,00')}`);
  await expect(summary).toContainText(`Total${rand('1 112,00')}`);
  await page.screenshot({ path: `${SHOTS}/cart-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(line).toContainText(rand('1 047,00'));
  expect((await sidewaysOverflow(page)).by).toBe(0);
  await page.screenshot({ path: `${SHOTS}/cart-390.png`, fullPage: true });

  expect(problems.filter((problem) => /hydrat|did not match|server rendered/i.test(problem))).toEqual([]);
});

test('a USD shop still shows the spec’s $ prices', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pixel-forge');
  const prices = page.getByRole('article').locator('[data-slot="price"] > span:first-child');
  await expect(prices.first()).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  expect(await prices.allInnerTexts()).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)]),
  );
  for (const text of await prices.allInnerTexts()) expect(text).toMatch(/^\$/);
  await prices.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/usd-home-1280.png` });
  expect(problems.filter((problem) => /hydrat|did not match|server rendered/i.test(problem))).toEqual([]);
});
