import type { Locator } from '@playwright/test';

/** The charged price of every product card in view, in order ('$12.99' → 12.99). */
export async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.locator('[data-slot="price"] > span:first-child').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}
