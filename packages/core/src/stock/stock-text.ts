import type { Product } from '../schemas/product.js';

/**
 * The stock texts of spec §9.
 * @example STOCK_TEXTS.outOfStock // "Out of stock"
 */
export const STOCK_TEXTS = {
  inStock: /*i18n*/ 'In stock',
  outOfStock: /*i18n*/ 'Out of stock',
} as const;

/**
 * What the stock rules read of a product.
 * @example
 * ```ts
 * const facts: StockFacts = { stock: 7, showStockQuantity: true };
 * stockText(facts) // "In stock: 7"
 * ```
 */
export type StockFacts = Pick<Product, 'stock' | 'showStockQuantity'>;

/**
 * The stock text of a product (spec §9): 'In stock: {n}' when the seller shows quantities, 'In stock'
 * otherwise, and 'Out of stock' whenever stock is 0 or less.
 * @example stockText({ stock: 7, showStockQuantity: true }) // "In stock: 7"
 * @example stockText({ stock: 7, showStockQuantity: false }) // "In stock"
 * @example stockText({ stock: 0, showStockQuantity: false }) // "Out of stock"
 */
export function stockText(product: StockFacts): string {
  // NaN (malformed stock) fails `> 0` as well: nothing can be promised, so it reads as out of stock
  if (!(product.stock > 0)) return STOCK_TEXTS.outOfStock;
  return product.showStockQuantity ? `${STOCK_TEXTS.inStock}: ${product.stock}` : STOCK_TEXTS.inStock;
}
