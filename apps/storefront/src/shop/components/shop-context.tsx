import type { SellerIdentity } from '@souk/core';
import { createContext, useContext } from 'react';

/** The shop of the current shop area, resolved from its address; every shop screen reads it. */
export const ShopContext = createContext<SellerIdentity | null>(null);

export function useShop(): SellerIdentity {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop() outside a shop area');
  return shop;
}
