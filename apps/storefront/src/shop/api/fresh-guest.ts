import { EMPTY_CART, EMPTY_WISHLIST, shopperIdentity } from '@souk/core';
import type { QueryClient } from '@tanstack/react-query';
import { freshGuestSessionId } from '../../stores/session.js';
import { cartKeys } from './get-cart.js';
import { wishlistKeys } from './get-wishlist.js';

let seeded = false;

/**
 * A guest session made by this page has an empty cart and wishlist: they go into the cache as they are,
 * so a first visit fetches neither after the page starts, and the header badges render once instead of
 * again when the answers arrive (issue 21). Once per page, for the first shop it opens; any change to them
 * invalidates these entries as usual.
 */
export function seedFreshGuest(queryClient: QueryClient, sellerId: string): void {
  if (seeded || !freshGuestSessionId) return;
  seeded = true;
  const identity = shopperIdentity({ sessionId: freshGuestSessionId });
  queryClient.setQueryData(cartKeys.detail(sellerId, identity), EMPTY_CART);
  queryClient.setQueryData(wishlistKeys.detail(identity), EMPTY_WISHLIST);
}
