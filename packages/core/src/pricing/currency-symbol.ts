import { CURRENCY_SYMBOL_FALLBACK, DEFAULT_LOCALE } from './money.js';

/**
 * The symbol a currency is printed with in a locale (the spec's `currencySymbol` fields), by Intl:
 * `$` for USD in en-US, `R` for ZAR in en-ZA; `NA` when no known currency is given (spec §3, §9).
 * @example currencySymbol('USD') // "$"
 * @example currencySymbol('zar', 'en-ZA') // "R"
 * @example currencySymbol(undefined) // "NA"
 */
export function currencySymbol(currency: string | null | undefined, locale?: string | null): string {
  const code = currency?.trim().toUpperCase();
  if (!code || !Intl.supportedValuesOf('currency').includes(code)) return CURRENCY_SYMBOL_FALLBACK;
  const parts = new Intl.NumberFormat(locale || DEFAULT_LOCALE, {
    style: 'currency',
    currency: code,
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}
