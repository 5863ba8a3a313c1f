import type { ShopperIdentity } from '@souk/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/**
 * The shopper's wishlist (spec §7 get-wishlist-products). The key is `['wishlist', identity]`: wishlist
 * mutations invalidate `['wishlist']`, so the header count follows (spec §4 Wishlist).
 */
export function wishlistQueryOptions(identity: ShopperIdentity | null) {
  return queryOptions({
    queryKey: ['wishlist', identity],
    queryFn: () => api.wishlist.list(identity),
  });
}

/** The wishlist's item count for the header badge. */
export function useWishlistCount(identity: ShopperIdentity | null): number {
  const wishlist = useQuery({ ...wishlistQueryOptions(identity), select: (data) => data.wishlistCount });
  return wishlist.data ?? 0;
}
