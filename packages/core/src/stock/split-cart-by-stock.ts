import type { CartGroup, OutOfStockLine } from '../schemas/cart.js';

/**
 * A cart split into what can be bought and what cannot (spec §3 cart state).
 * @example
 * ```ts
 * const split: CartStockSplit = splitCartByStock([]);
 * split // { inStock: [], outOfStock: [] }
 * ```
 */
export interface CartStockSplit {
  inStock: CartGroup[];
  outOfStock: OutOfStockLine[];
}

/**
 * Splits cart groups by stock (spec §4 Cart, §5): a line whose quantity exceeds its product's stock moves
 * to the out-of-stock list carrying its group's seller and shop and the available stock as `originalStock`;
 * the other lines stay in their group. Groups left with no line are dropped, so the cart never shows an
 * empty shop heading. Group and line order are kept.
 * @example
 * ```ts
 * // a line of 3 with only 2 in stock:
 * const line = CartLineSchema.parse({ _id: 'l1', productId: 'p1', quantity: 3, sellerId: 's1',
 *   productInfo: { name: 'Rooibos', price: 10, stock: 2 } });
 * splitCartByStock([{ sellerId: 's1', shopName: 'Tea', products: [line] }])
 * // { inStock: [], outOfStock: [{ ...line, sellerId: 's1', shopName: 'Tea', originalStock: 2 }] }
 * ```
 */
export function splitCartByStock(groups: readonly CartGroup[]): CartStockSplit {
  const inStock: CartGroup[] = [];
  const outOfStock: OutOfStockLine[] = [];
  for (const group of groups) {
    const available = group.products.filter((line) => {
      if (line.quantity <= line.productInfo.stock) return true;
      outOfStock.push({
        ...line,
        sellerId: group.sellerId,
        shopName: group.shopName,
        originalStock: line.productInfo.stock,
      });
      return false;
    });
    if (available.length > 0) inStock.push({ ...group, products: available });
  }
  return { inStock, outOfStock };
}
