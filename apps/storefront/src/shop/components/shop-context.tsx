import type { MoneyFormat, SellerIdentity } from '@souk/core';
import { createContext, useContext } from 'react';

/** The shop of the current shop area, resolved from its address; every shop screen reads it. */
export const ShopContext = createContext<SellerIdentity | null>(null);

export function useShop(): SellerIdentity {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop() outside a shop area');
  return shop;
}

/**
 * The shop's currency and locale (from its public data, which the shop layout loads on the server too, so
 * the server's render and the browser's print the same text); empty while unknown: en-US.
 */
export const ShopMoneyContext = createContext<MoneyFormat | undefined>(undefined);

export function useShopMoney(): MoneyFormat {
  return useContext(ShopMoneyContext) ?? {};
}
