import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOCK_TEXTS, stockText } from './stock-text.js';

describe('stockText (spec §9)', () => {
  it.each([
    [{ stock: 7, showStockQuantity: true }, 'In stock: 7'],
    [{ stock: 1, showStockQuantity: true }, 'In stock: 1'],
    [{ stock: 7, showStockQuantity: false }, 'In stock'],
    [{ stock: 0, showStockQuantity: true }, 'Out of stock'],
    [{ stock: 0, showStockQuantity: false }, 'Out of stock'],
    [{ stock: -2, showStockQuantity: true }, 'Out of stock'],
    [{ stock: Number.NaN, showStockQuantity: true }, 'Out of stock'],
  ])('%o → %s', (product, text) => {
    expect(stockText(product)).toBe(text);
  });

  it('is out of stock exactly when stock ≤ 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.boolean(), (stock, showStockQuantity) => {
        const text = stockText({ stock, showStockQuantity });
        expect(text === STOCK_TEXTS.outOfStock).toBe(stock <= 0);
      }),
    );
  });
});
