import type { StockFacts } from './stock-text.js';

/**
 * Whether the stock label shows (spec §5): hidden only when the seller hides quantities and the product is
 * in stock — 'Out of stock' is always shown (spec §9).
 * @example isStockLabelVisible({ stock: 3, showStockQuantity: false }) // false
 * @example isStockLabelVisible({ stock: 0, showStockQuantity: false }) // true
 */
export function isStockLabelVisible(product: StockFacts): boolean {
  return product.showStockQuantity || !(product.stock > 0);
}
