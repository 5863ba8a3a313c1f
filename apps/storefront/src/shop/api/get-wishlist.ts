import type { ShopperIdentity } from '@souk/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.js';

/**
 * The query keys of the shopper's wishlist: the header badge and the wishlist page share one entry, and
 * every wishlist mutation invalidates `wishlistKeys.all` (spec §4 Wishlist).
 */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  detail: (identity: ShopperIdentity | null) => [...wishlistKeys.all, identity] as const,
};

/** The shopper's wishlist (spec §7 get-wishlist-products). */
export function wishlistQueryOptions(identity: ShopperIdentity | null) {
  return queryOptions({
    queryKey: wishlistKeys.detail(identity),
    queryFn: () => api.wishlist.list(identity),
  });
}
