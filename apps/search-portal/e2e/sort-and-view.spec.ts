import { cardPrices, expect, type Locator, test } from '@souk/web/e2e';
import { results } from './support.js';

/** The names on the result cards, in order. */
const cardNames = (cards: Locator) => cards.getByRole('heading').allTextContents();

/**
 * 'a' matches most of the demo catalogue: several pages of 24. The price orders the matches the search
 * ranks equally relevant (README, Search): the cards show exactly the API's pages for each sort.
 */
test('results sort by price both ways across pages, switch to a list and keep both in the address', async ({
  page,
}) => {
  const apiPage = async (query: string) => {
    const response = await page.request.get(`/api/home/search-products/a?perPage=24&${query}`);
    const body = (await response.json()) as { products: { name: string; price: number }[] };
    return body.products.map((product) => product.name);
  };
  await page.goto('/search-products/a');
  const { cards, count, sort } = results(page);
  await expect(count).toHaveText(/^Found \d+ product\(s\)$/);
  const total = Number((await count.textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(48);
  await expect(cards).toHaveCount(24);

  // spec §2: high to low by default
  await expect(sort).toHaveValue('high-to-low');
  const firstPage = await cardNames(cards);
  expect(firstPage).toEqual(await apiPage('page=1&sortPrice=high-to-low'));
  // the best matches (names starting with "a…") lead, dearest first
  const leading = (await cardPrices(cards)).slice(0, 3);
  expect(leading).toEqual([...leading].sort((x, y) => y - x));

  // the order runs on across pages
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/search-products\/a\?page=2$/);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const secondPage = await apiPage('page=2&sortPrice=high-to-low');
  await expect.poll(() => cardNames(cards)).toEqual(secondPage);
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

  await sort.selectOption({ label: 'Low to High Price' });
  await expect(page).toHaveURL(/\/search-products\/a\?sort=low-high$/);
  const lowFirst = await apiPage('page=1&sortPrice=low-to-high');
  await expect.poll(() => cardNames(cards)).toEqual(lowFirst);
  expect(lowFirst).not.toEqual(firstPage);

  await sort.selectOption({ label: 'High to Low Price' });
  await expect(page).toHaveURL(/\/search-products\/a$/);
  await expect.poll(() => cardNames(cards)).toEqual(firstPage);

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
