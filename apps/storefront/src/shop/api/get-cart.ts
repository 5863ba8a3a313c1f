import type { ShopperIdentity } from '@souk/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.js';

/**
 * The shopper's cart in a shop (spec §7 get-card-product), shared by the header badge, the cart page and
 * the shipping page. The key is `['cart', sellerId, identity]`: every cart mutation invalidates `['cart']`,
 * so every reader follows (spec §4 Cart).
 */
export function cartQueryOptions(sellerId: string, identity: ShopperIdentity | null) {
  return queryOptions({
    queryKey: ['cart', sellerId, identity],
    queryFn: () => api.cart.getCart(identity, sellerId),
  });
}

export function useCart(sellerId: string, identity: ShopperIdentity | null) {
  return useQuery(cartQueryOptions(sellerId, identity));
}
