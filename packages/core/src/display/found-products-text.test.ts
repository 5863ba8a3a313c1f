import { describe, expect, it } from 'vitest';
import { foundProductsText } from './found-products-text.js';

describe('foundProductsText (spec §2)', () => {
  it.each([
    [0, 'Found 0 product(s)'],
    [1, 'Found 1 product(s)'],
    [24, 'Found 24 product(s)'],
  ])('%s → %s', (count, text) => {
    expect(foundProductsText(count)).toBe(text);
  });
});
