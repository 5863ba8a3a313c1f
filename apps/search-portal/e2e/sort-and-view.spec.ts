import { expect, test } from '@playwright/test';
import { cardPrices } from '@souk/web/e2e';
import { results } from './support.js';

const ascending = (prices: number[]) => prices.every((price, index) => price >= (prices[index - 1] ?? price));
const descending = (prices: number[]) =>
  prices.every((price, index) => price <= (prices[index - 1] ?? price));

/** 'a' matches most of the demo catalogue: several pages of 24. */
test('results sort by price both ways across pages, switch to a list and keep both in the address', async ({
  page,
}) => {
  await page.goto('/search-products/a');
  const { cards, count, sort } = results(page);
  await expect(count).toHaveText(/^Found \d+ product\(s\)$/);
  const total = Number((await count.textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(48);
  await expect(cards).toHaveCount(24);

  // spec §2: high to low by default
  await expect(sort).toHaveValue('high-to-low');
  const firstPage = await cardPrices(cards);
  expect(descending(firstPage), firstPage.join(', ')).toBe(true);
  const dearest = firstPage[0] ?? 0;
  const lastOnFirstPage = firstPage[firstPage.length - 1] ?? 0;

  // the order runs on across pages: page 2 starts no higher than page 1 ended
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/search-products\/a\?page=2$/);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => (await cardPrices(cards))[0]).toBeLessThanOrEqual(lastOnFirstPage);
  expect(descending(await cardPrices(cards))).toBe(true);

  await sort.selectOption({ label: 'Low to High Price' });
  await expect(page).toHaveURL(/\/search-products\/a\?sort=low-high$/);
  await expect.poll(async () => ascending(await cardPrices(cards))).toBe(true);
  await expect.poll(async () => (await cardPrices(cards))[0]).toBeLessThan(dearest);

  await sort.selectOption({ label: 'High to Low Price' });
  await expect(page).toHaveURL(/\/search-products\/a$/);
  await expect.poll(async () => cardPrices(cards)).toEqual(firstPage);

  // the list view: one card per row, the choice kept when an address is opened again in the tab
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.first()).toHaveAttribute('data-view', 'list');
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);

  await page.goto('/search-products/a?sort=low-high&page=3');
  await expect(cards.first()).toHaveAttribute('data-view', 'list');
  await expect(sort).toHaveValue('low-to-high');
  await expect(pagination.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
});
