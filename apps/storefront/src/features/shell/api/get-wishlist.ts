import type { ShopperIdentity } from '@souk/core';
import { useQuery } from '@tanstack/react-query';
import { wishlistQueryOptions } from '../../../shop/api/get-wishlist.js';

/** The wishlist's item count for the header badge. */
export function useWishlistCount(identity: ShopperIdentity | null): number {
  const wishlist = useQuery({ ...wishlistQueryOptions(identity), select: (data) => data.wishlistCount });
  return wishlist.data ?? 0;
}
