import * as z from 'zod/mini';

/**
 * Currencies a shop can price in: ISO 4217 codes whose minor unit is a hundredth, so the cents every
 * amount is kept in are that currency's own minor units (currencies without minor units, such as JPY, or
 * with three, are not offered). Products keep the currency they were priced in.
 * @example SHOP_CURRENCIES.includes('ZAR') // true
 */
export const SHOP_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'ZAR',
  'NGN',
  'KES',
  'GHS',
  'EGP',
  'MAD',
  'BWP',
  'NAD',
  'INR',
  'CNY',
  'AUD',
  'CAD',
  'NZD',
  'AED',
  'SAR',
  'BRL',
  'CHF',
] as const;
/**
 * One of {@link SHOP_CURRENCIES}.
 * @example const currency: ShopCurrency = 'ZAR';
 */
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];

/**
 * Locales a shop's prices can be printed in (BCP 47): the language and region whose number and currency
 * conventions shoppers read, e.g. `en-ZA` prints `R 1 299,00`. Each is in the ICU data of Node and of the
 * browsers, so the server's render and the browser's print the same text.
 * The first is the default, core's `DEFAULT_LOCALE` (written out: the browsers' bundles keep this list apart
 * from the printing code).
 * @example SHOP_LOCALES[0] // "en-US"
 */
export const SHOP_LOCALES = [
  'en-US',
  'en-GB',
  'en-ZA',
  'af-ZA',
  'en-NG',
  'en-KE',
  'en-GH',
  'en-IN',
  'en-AU',
  'en-CA',
  'en-NZ',
  'fr-FR',
  'fr-MA',
  'de-DE',
  'nl-NL',
  'it-IT',
  'es-ES',
  'pt-BR',
  'ar-EG',
  'zh-CN',
] as const;
/**
 * One of {@link SHOP_LOCALES}.
 * @example const locale: ShopLocale = 'en-ZA';
 */
export type ShopLocale = (typeof SHOP_LOCALES)[number];

/**
 * The message of a currency a shop cannot choose.
 * @example ShopCurrencySchema.safeParse('JPY').error?.issues[0]?.message // "Currency must be one of the supported currencies, such as USD or ZAR"
 */
export const SHOP_CURRENCY_UNSUPPORTED =
  'Currency must be one of the supported currencies, such as USD or ZAR';
/**
 * The message of a locale a shop cannot choose.
 * @example ShopLocaleSchema.safeParse('xx').error?.issues[0]?.message // "Locale must be one of the supported locales, such as en-US or en-ZA"
 */
export const SHOP_LOCALE_UNSUPPORTED = 'Locale must be one of the supported locales, such as en-US or en-ZA';

// one of the listed values, whole (checked with a pattern: the browsers' bundles already carry zod's regex)
const oneOf = (values: readonly string[]) => new RegExp(`^(?:${values.join('|')})$`);

/**
 * The shop's currency: trimmed and upper-cased, then one of {@link SHOP_CURRENCIES}.
 * @example ShopCurrencySchema.parse(' zar ') // "ZAR"
 */
export const ShopCurrencySchema = z
  .string({ error: SHOP_CURRENCY_UNSUPPORTED })
  .check(z.trim(), z.toUpperCase(), z.regex(oneOf(SHOP_CURRENCIES), { error: SHOP_CURRENCY_UNSUPPORTED }));

/**
 * The shop's locale, one of {@link SHOP_LOCALES} as written there (`en-ZA`, not `en_za`).
 * @example ShopLocaleSchema.parse('en-ZA') // "en-ZA"
 */
export const ShopLocaleSchema = z
  .string({ error: SHOP_LOCALE_UNSUPPORTED })
  .check(z.trim(), z.regex(oneOf(SHOP_LOCALES), { error: SHOP_LOCALE_UNSUPPORTED }));
