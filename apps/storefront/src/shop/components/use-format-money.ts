import { type Cents, formatMoney } from '@souk/core';
import { useShopMoney } from './shop-context.js';

/**
 * Prints cents in the shop's locale, in `currency` when given (an item's own: what its amount is in), else
 * in the shop's currency. Its own module: the screens that print money load it, not the shop's first view.
 */
export function useFormatMoney(): (cents: Cents, currency?: string | null) => string {
  const shop = useShopMoney();
  return (cents, currency) =>
    formatMoney(cents, { currency: currency || shop.currency, locale: shop.locale });
}
