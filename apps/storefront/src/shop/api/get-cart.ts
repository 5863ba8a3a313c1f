import { EMPTY_CART, type ShopperIdentity } from '@souk/core';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.js';

/** Spec §8: the toast after a product went into the cart. */
export const ADDED_TO_CART_MESSAGE = /*i18n*/ 'Product added to cart!';

/**
 * The query keys of the shopper's carts: one per shop and shopper. Every cart mutation invalidates
 * `cartKeys.all`, so every reader follows (spec §4 Cart).
 */
export const cartKeys = {
  all: ['cart'] as const,
  detail: (sellerId: string, identity: ShopperIdentity | null) =>
    [...cartKeys.all, sellerId, identity] as const,
};

/**
 * The shopper's cart in a shop (spec §7 get-card-product), shared by the header badge, the cart page and
 * the shipping page.
 */
export function cartQueryOptions(sellerId: string, identity: ShopperIdentity | null) {
  return queryOptions({
    queryKey: cartKeys.detail(sellerId, identity),
    queryFn: () => api.cart.getCart(identity, sellerId),
  });
}

export function useCart(sellerId: string, identity: ShopperIdentity | null) {
  return useQuery(cartQueryOptions(sellerId, identity));
}

/**
 * The server emptied the cart (an order was placed, spec §4 "Cart-clear resets all cart figures"): every
 * cached cart reads empty at once — header badge, floating cart button, cart page — then each one in use
 * is fetched again, so lines the order did not take come back.
 */
export function clearCachedCarts(queryClient: QueryClient): Promise<void> {
  queryClient.setQueriesData({ queryKey: cartKeys.all }, EMPTY_CART);
  return queryClient.invalidateQueries({ queryKey: cartKeys.all });
}
