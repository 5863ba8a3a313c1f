import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStockLabelVisible } from './is-stock-label-visible.js';
import { STOCK_TEXTS, stockText } from './stock-text.js';

describe('isStockLabelVisible (spec §5)', () => {
  it.each([
    [{ stock: 3, showStockQuantity: false }, false],
    [{ stock: 3, showStockQuantity: true }, true],
    [{ stock: 0, showStockQuantity: false }, true],
    [{ stock: -1, showStockQuantity: false }, true],
    [{ stock: 0, showStockQuantity: true }, true],
  ])('%o → %s', (product, visible) => {
    expect(isStockLabelVisible(product)).toBe(visible);
  });

  it('always shows Out of stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.boolean(), (stock, showStockQuantity) => {
        const product = { stock, showStockQuantity };
        if (stockText(product) === STOCK_TEXTS.outOfStock) expect(isStockLabelVisible(product)).toBe(true);
      }),
    );
  });
});
