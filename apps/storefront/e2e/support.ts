import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical axe violation of the page as it stands, naming rule, count and nodes.
 * Animations are finished first: a toast caught mid-fade blends its colours with the page and would be
 * judged on a contrast it never has at rest.
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

/** A toast (sonner) with this exact text. */
export function toast(page: Page, text: string): Locator {
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

/** The charged price of every product card in view, in order ('$12.99' → 12.99). */
export async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.locator('[data-slot="price"] > span:first-child').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}
