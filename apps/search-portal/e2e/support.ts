import type { Locator, Page } from '@playwright/test';

/** The search results on the page: their cards, the count line and the sort select. */
export function results(page: Page) {
  const list = page.getByRole('list', { name: 'Search results' });
  return {
    cards: list.getByRole('article'),
    count: page.getByText(/^Found \d+ product\(s\)$/),
    sort: page.getByRole('combobox', { name: 'Sort by' }),
  };
}

/** The page's search box: the landing page has one, result pages one in the header. */
export function searchBox(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Search products in every shop' });
}
