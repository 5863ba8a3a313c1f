import type { ShopperIdentity } from '@souk/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/**
 * The shopper's cart in a shop (spec §7 get-card-product). The key is `['cart', sellerId, identity]`: every
 * cart mutation invalidates `['cart']`, so the header count follows (spec §4 Cart).
 */
export function cartQueryOptions(sellerId: string, identity: ShopperIdentity | null) {
  return queryOptions({
    queryKey: ['cart', sellerId, identity],
    queryFn: () => api.cart.getCart(identity, sellerId),
  });
}

/** The cart's line count for the header badge and the floating cart button. */
export function useCartCount(sellerId: string, identity: ShopperIdentity | null): number {
  const cart = useQuery({
    ...cartQueryOptions(sellerId, identity),
    select: (data) => data.card_product_count,
  });
  return cart.data ?? 0;
}
