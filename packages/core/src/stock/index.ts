export { isStockLabelVisible } from './is-stock-label-visible.js';
export type { CartStockSplit } from './split-cart-by-stock.js';
export { splitCartByStock } from './split-cart-by-stock.js';
export type { StockFacts } from './stock-text.js';
export { STOCK_TEXTS, stockText } from './stock-text.js';
