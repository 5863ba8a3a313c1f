import type { ShopperIdentity } from '@souk/core';
import { useQuery } from '@tanstack/react-query';
import { wishlistQueryOptions } from '../../../shop/api/get-wishlist.js';

/** The shopper's wishlist for the wishlist page: the header badge's cache entry, one invalidation for both. */
export function useWishlist(identity: ShopperIdentity | null) {
  return useQuery(wishlistQueryOptions(identity));
}
