/**
 * Stock as the shopper sees it (spec §4, §9): the stock text of a product, whether the label shows at all,
 * and a cart split into the lines that can be bought and those out of stock. No runtime dependencies.
 *
 * @example
 * ```ts
 * import { isStockLabelVisible, stockText } from '@souk/core/stock';
 * stockText({ stock: 7, showStockQuantity: true }); // "In stock: 7"
 * stockText({ stock: 0, showStockQuantity: false }); // "Out of stock"
 * isStockLabelVisible({ stock: 3, showStockQuantity: false }); // false
 * ```
 *
 * @module @souk/core/stock
 */
export { isStockLabelVisible } from './is-stock-label-visible.js';
export type { CartStockSplit } from './split-cart-by-stock.js';
export { splitCartByStock } from './split-cart-by-stock.js';
export type { StockFacts } from './stock-text.js';
export { STOCK_TEXTS, stockText } from './stock-text.js';
