import type { CartGroup } from '../schemas/cart.js';
import { cartLinePriceCents } from './line-price.js';
import { type Cents, sumCents } from './money.js';

/**
 * Figures of the buyable part of a cart (spec §3 "Cart state").
 * @example const totals: CartTotals = { subtotalCents: 2550, items: 3, lines: 1 };
 */
export interface CartTotals {
  /** Sum of the line prices, in cents (`price`). */
  subtotalCents: Cents;
  /** Units to buy (`buy_product_item`). */
  items: number;
  /** Number of lines (`card_product_count` counts these plus the out-of-stock lines). */
  lines: number;
}

/**
 * Totals of in-stock cart groups, with the same line rule as the cart page (spec §9).
 * @example
 * ```ts
 * const line = CartLineSchema.parse({ _id: 'l1', productId: 'p1', quantity: 3, sellerId: 's1',
 *   productInfo: { name: 'Rooibos', price: 10, discount: 15 } });
 * cartTotals([{ products: [line] }]) // { subtotalCents: 2550, items: 3, lines: 1 }
 * ```
 */
export function cartTotals(groups: readonly Pick<CartGroup, 'products'>[]): CartTotals {
  const lines = groups.flatMap((group) => group.products);
  return {
    subtotalCents: sumCents(lines.map(cartLinePriceCents)),
    items: sumCents(lines.map((line) => line.quantity)),
    lines: lines.length,
  };
}
