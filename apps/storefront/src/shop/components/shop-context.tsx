import type { SellerIdentity } from '@souk/core';
import { createContext, useContext } from 'react';

/** The resolved seller of the current shop area; every shop screen reads it. */
export const ShopContext = createContext<SellerIdentity | null>(null);

export function useShop(): SellerIdentity {
  const seller = useContext(ShopContext);
  if (!seller) throw new Error('useShop() outside a shop area');
  return seller;
}
