import { CURRENCY_SYMBOL_FALLBACK, DEFAULT_LOCALE, knownCurrency, numberFormat } from './money.js';

/**
 * The symbol a currency is printed with in a locale (the spec's `currencySymbol` fields), by Intl:
 * `$` for USD in en-US, `R` for ZAR in en-ZA; `NA` when no known currency is given (spec §3, §9).
 * @example currencySymbol('USD') // "$"
 * @example currencySymbol('zar', 'en-ZA') // "R"
 * @example currencySymbol(undefined) // "NA"
 */
export function currencySymbol(currency: string | null | undefined, locale?: string | null): string {
  const code = knownCurrency(currency);
  if (!code) return CURRENCY_SYMBOL_FALLBACK;
  const part = numberFormat(code, locale || DEFAULT_LOCALE)
    .formatToParts(0)
    .find((piece) => piece.type === 'currency');
  return part?.value ?? code;
}
