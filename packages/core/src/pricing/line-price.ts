import type { CartLine } from '../schemas/cart.js';
import type { BulkTier, SelectedAddon } from '../schemas/product.js';
import { type Cents, discountedCents, multiplyCents, sumCents, toCents } from './money.js';

/**
 * What the cart/shipping line rule reads (spec §9 "Line price (cart and shipping)").
 * @example
 * ```ts
 * const line: LinePriceInput = {
 *   quantity: 12, price: 10, bulkPricing: [{ quantity: 10, price: 80 }], addons: [{ text: 'Gift wrap', price: 2.5 }],
 * };
 * linePriceCents(line) // 10250
 * ```
 */
export interface LinePriceInput {
  quantity: number;
  /** Full unit price, before any discount. */
  price: number;
  /** Discount percent of the product. */
  discount?: number;
  /** A fixed price for the line (a chosen bulk option); wins when above 0. */
  discountPrice?: number;
  bulkPricing?: readonly BulkTier[];
  addons?: readonly SelectedAddon[];
}

/**
 * The largest tier whose quantity fits in `quantity`, or undefined.
 * @example largestFittingTier([{ quantity: 10, price: 80 }, { quantity: 5, price: 45 }], 12) // { quantity: 10, price: 80 }
 */
export function largestFittingTier(
  tiers: readonly BulkTier[] | undefined,
  quantity: number,
): BulkTier | undefined {
  let best: BulkTier | undefined;
  for (const tier of tiers ?? []) {
    if (tier.quantity <= quantity && (!best || tier.quantity > best.quantity)) best = tier;
  }
  return best;
}

/**
 * Sum of the add-on prices of a line, in cents (added once per line, spec §9).
 * @example addonsCents([{ text: 'Gift wrap', price: 2.5 }]) // 250
 */
export function addonsCents(addons: readonly SelectedAddon[] | undefined): Cents {
  return sumCents((addons ?? []).map((addon) => toCents(addon.price)));
}

/**
 * Price of a cart or shipping line in cents (spec §9):
 * 1. `discountPrice` > 0 is the line's price (a bulk option chosen on the product page);
 * 2. else with bulk tiers, the largest tier that fits is charged per full multiple and the
 *    remainder at the unit price;
 * 3. else the discount percent applies to every unit;
 * 4. else the plain unit price.
 * Add-on prices are added once in every case: an add-on is never free.
 * @example linePriceCents({ quantity: 25, price: 10, bulkPricing: [{ quantity: 10, price: 80 }] }) // 21000
 * @example linePriceCents({ quantity: 3, price: 10, discount: 15 }) // 2550
 */
export function linePriceCents(line: LinePriceInput): Cents {
  const addons = addonsCents(line.addons);
  if ((line.discountPrice ?? 0) > 0) return toCents(line.discountPrice ?? 0) + addons;

  const tier = largestFittingTier(line.bulkPricing, line.quantity);
  if (tier) {
    // spec §9: tiers apply in full multiples; the remainder at unit price
    const multiples = Math.floor(line.quantity / tier.quantity);
    const remainder = line.quantity - multiples * tier.quantity;
    return (
      multiplyCents(toCents(tier.price), multiples) + multiplyCents(toCents(line.price), remainder) + addons
    );
  }

  const discount = line.discount ?? 0;
  if (discount > 0) return discountedCents(line.price, discount, line.quantity) + addons;
  return multiplyCents(toCents(line.price), line.quantity) + addons;
}

/**
 * Price of a cart line as the server returns it: the product's own price, discount and tiers
 * (from `productInfo`), the line's quantity, fixed price and add-ons.
 * @example
 * ```ts
 * const productInfo = CartProductInfoSchema.parse({ name: 'Rooibos', price: 10, discount: 15 });
 * cartLinePriceCents({ quantity: 3, discountPrice: 0, addons: [], productInfo }) // 2550
 * ```
 */
export function cartLinePriceCents(
  line: Pick<CartLine, 'quantity' | 'discountPrice' | 'addons' | 'productInfo'>,
): Cents {
  return linePriceCents({
    quantity: line.quantity,
    price: line.productInfo.price,
    discount: line.productInfo.discount,
    discountPrice: line.discountPrice,
    bulkPricing: line.productInfo.bulkPricing,
    addons: line.addons,
  });
}

/**
 * A unit price after its discount percent, in cents.
 * @example unitPriceCents(19.99, 10) // 1799
 */
export function unitPriceCents(price: number, discount = 0): Cents {
  return discount > 0 ? discountedCents(price, discount) : toCents(price);
}
