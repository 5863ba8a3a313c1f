/**
 * The currencies and locales a shop can choose (the console's shop settings): ISO 4217 codes with
 * hundredths as their minor unit, so integer cents are exact in each, and BCP 47 locales every browser
 * prints alike. Money itself is printed by `formatMoney` of `@souk/core/pricing`. Depends on zod/mini.
 *
 * @example
 * ```ts
 * import { ShopCurrencySchema, ShopLocaleSchema } from '@souk/core/currency';
 * ShopCurrencySchema.parse('zar'); // "ZAR"
 * ShopLocaleSchema.safeParse('en_ZA').success; // false
 * ```
 *
 * @module @souk/core/currency
 */
export type { ShopCurrency, ShopLocale } from './shop-money.js';
export {
  SHOP_CURRENCIES,
  SHOP_CURRENCY_UNSUPPORTED,
  SHOP_LOCALE_UNSUPPORTED,
  SHOP_LOCALES,
  ShopCurrencySchema,
  ShopLocaleSchema,
} from './shop-money.js';
