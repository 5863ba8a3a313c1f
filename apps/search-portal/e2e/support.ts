import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical axe violation of the page as it stands, naming rule, count and nodes.
 * Animations are finished first, so colours are judged at rest.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious,
    JSON.stringify(serious.map((v) => [v.id, v.nodes.length, v.nodes.slice(0, 3).map((n) => n.target)])),
  ).toEqual([]);
}

/** The search results on the page: their cards, the count line and the sort select. */
export function results(page: Page) {
  const list = page.getByRole('list', { name: 'Search results' });
  return {
    cards: list.getByRole('article'),
    count: page.getByText(/^Found \d+ product\(s\)$/),
    sort: page.getByRole('combobox', { name: 'Sort by' }),
  };
}

/** The charged price of every product card in view, in order ('$12.99' → 12.99). */
export async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.locator('[data-slot="price"] > span:first-child').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}

/** The page's search box: the landing page has one, result pages one in the header. */
export function searchBox(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Search products in every shop' });
}
