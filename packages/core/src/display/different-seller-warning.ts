import type { CartResponse } from '../schemas/cart.js';

/**
 * Spec §2 Cart, §8: the cart page's warning when the cart holds another seller's products.
 * @example DIFFERENT_SELLER_WARNING // "Cart contains products from a different seller"
 */
export const DIFFERENT_SELLER_WARNING = /*i18n*/ 'Cart contains products from a different seller';

/**
 * Whether the shopper's cart, seen from one shop's cart page, holds products of another seller (spec §2
 * Cart: the warning shows "when applicable"): lines in other shops the server names in `other_sellers`,
 * or a group or out-of-stock line of another seller in the cart itself.
 * @example holdsOtherSellers({ ...EMPTY_CART, other_sellers: [{ sellerId: 's2', sellerName: 'tea', shopName: 'Tea', card_product_count: 1 }] }, 's1') // true
 * @example holdsOtherSellers(EMPTY_CART, 's1') // false
 */
export function holdsOtherSellers(cart: CartResponse, sellerId: string): boolean {
  return (
    (cart.other_sellers ?? []).some((other) => other.sellerId !== sellerId) ||
    cart.card_products.some((group) => group.sellerId !== sellerId) ||
    cart.outofstock_products.some((line) => line.sellerId !== sellerId)
  );
}
