import type { ShopperIdentity } from '@souk/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/**
 * The shopper's wishlist (spec §7 get-wishlist-products), under the shell's key `['wishlist', identity]`,
 * so the page and the header badge share one cache entry and one invalidation.
 */
export function useWishlist(identity: ShopperIdentity | null) {
  return useQuery({
    queryKey: ['wishlist', identity],
    queryFn: () => api.wishlist.list(identity),
  });
}
