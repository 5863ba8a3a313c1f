import type { ShopperIdentity } from '@souk/core';
import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../../../shop/api/get-cart.js';

/** The cart's line count for the header badge and the floating cart button. */
export function useCartCount(sellerId: string, identity: ShopperIdentity | null): number {
  const cart = useQuery({
    ...cartQueryOptions(sellerId, identity),
    select: (data) => data.card_product_count,
  });
  return cart.data ?? 0;
}
