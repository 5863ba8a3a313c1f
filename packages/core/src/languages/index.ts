/**
 * The languages a shop is shown in and how a page's language is picked: the shopper's choice (a cookie),
 * else their browser's `Accept-Language`, else the seller's default for the shop. Depends on zod/mini.
 *
 * @example
 * ```ts
 * import { languageDirection, pickLanguage } from '@souk/core/languages';
 * const language = pickLanguage({ chosen: null, acceptLanguage: 'ar-EG,ar;q=0.9', shopDefault: 'en' }); // "ar"
 * languageDirection(language); // "rtl"
 * ```
 *
 * @module @souk/core/languages
 */
export type { ShopLanguage } from './languages.js';
export {
  acceptedLanguage,
  DEFAULT_LANGUAGE,
  isShopLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  languageDirection,
  pickLanguage,
  SHOP_LANGUAGE_UNSUPPORTED,
  SHOP_LANGUAGES,
  ShopLanguageSchema,
} from './languages.js';
