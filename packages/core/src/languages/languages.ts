import * as z from 'zod/mini';

/**
 * The languages a shop is shown in (issue 22): English, the spec's own, first; Arabic, written right to
 * left; French.
 * @example SHOP_LANGUAGES[0] // "en"
 */
export const SHOP_LANGUAGES = ['en', 'ar', 'fr'] as const;

/**
 * One of {@link SHOP_LANGUAGES}.
 * @example const language: ShopLanguage = 'ar';
 */
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

/**
 * The language of a shop whose seller chose none, and of the spec's texts.
 * @example DEFAULT_LANGUAGE // "en"
 */
export const DEFAULT_LANGUAGE: ShopLanguage = 'en';

/**
 * Each language's name in itself, as a language picker lists it (never translated: a shopper looks for
 * their own language's name).
 * @example LANGUAGE_NAMES.ar // "العربية"
 */
export const LANGUAGE_NAMES: Readonly<Record<ShopLanguage, string>> = {
  en: 'English',
  ar: 'العربية',
  fr: 'Français',
};

/**
 * The cookie that keeps the language a shopper picked, read by the server that renders the page.
 * @example document.cookie = `${LANGUAGE_COOKIE}=fr; path=/`;
 */
export const LANGUAGE_COOKIE = 'souk-language';

/**
 * The message of a language a shop cannot be shown in.
 * @example ShopLanguageSchema.safeParse('de').error?.issues[0]?.message // "Language must be one of en, ar or fr"
 */
export const SHOP_LANGUAGE_UNSUPPORTED = 'Language must be one of en, ar or fr';

/**
 * Whether a value is one of {@link SHOP_LANGUAGES}.
 * @example isShopLanguage('ar') // true
 */
export function isShopLanguage(value: unknown): value is ShopLanguage {
  return typeof value === 'string' && (SHOP_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The direction a language is written in, for `<html dir>`.
 * @example languageDirection('ar') // "rtl"
 */
export function languageDirection(language: ShopLanguage): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The shop language a browser's `Accept-Language` header prefers most (its region ignored: `fr-CA` is
 * French), or null when it accepts none of them.
 * @example acceptedLanguage('de-DE,de;q=0.9,ar;q=0.8,en;q=0.5') // "ar"
 */
export function acceptedLanguage(header: string | null | undefined): ShopLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (
    (ranked.find(({ language }) => isShopLanguage(language))?.language as ShopLanguage | undefined) ?? null
  );
}

/**
 * The language a shop page is shown in: the one the shopper picked, else the one their browser prefers
 * most of the shop's, else the shop's own default, else English.
 * @example pickLanguage({ chosen: undefined, acceptLanguage: 'fr-FR,fr;q=0.9', shopDefault: 'ar' }) // "fr"
 */
export function pickLanguage({
  chosen,
  acceptLanguage,
  shopDefault,
}: {
  chosen?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
  shopDefault?: string | null | undefined;
}): ShopLanguage {
  if (isShopLanguage(chosen)) return chosen;
  return acceptedLanguage(acceptLanguage) ?? (isShopLanguage(shopDefault) ? shopDefault : DEFAULT_LANGUAGE);
}

/**
 * A shop's default language, one of {@link SHOP_LANGUAGES}.
 * @example ShopLanguageSchema.parse('ar') // "ar"
 */
export const ShopLanguageSchema = z
  .string({ error: SHOP_LANGUAGE_UNSUPPORTED })
  .check(z.refine(isShopLanguage, { error: SHOP_LANGUAGE_UNSUPPORTED }));
