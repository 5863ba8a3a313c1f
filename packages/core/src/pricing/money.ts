/**
 * Exact money arithmetic. Every amount the shopper sees or pays is computed in integer minor units
 * (cents); decimals from the wire are parsed from their printed form, never multiplied as floats, so
 * `0.1 + 0.2`-style drift cannot appear. Rounding is half away from zero, once, where the spec rounds.
 */

/**
 * An amount in minor units (cents). Always a safe integer.
 * @example const price: Cents = toCents(19.99); // 1999
 */
export type Cents = number;

/**
 * Currency used when a product or seller names none (spec §9).
 * @example DEFAULT_CURRENCY // "USD"
 */
export const DEFAULT_CURRENCY = 'USD';
/**
 * Currency symbol shown when none is known (spec §3 order summary, §9).
 * @example
 * ```ts
 * CURRENCY_SYMBOL_FALLBACK // "NA"
 * formatMoney(1999) // "NA19.99"
 * ```
 */
export const CURRENCY_SYMBOL_FALLBACK = 'NA';
/**
 * Locale money is printed in when none is given: the spec's `$19.99` look.
 * @example formatMoney(1999, { currency: 'USD', locale: DEFAULT_LOCALE }) // "$19.99"
 */
export const DEFAULT_LOCALE = 'en-US';

interface Decimal {
  /** value = units / 10^scale */
  units: bigint;
  scale: number;
}

/** Parses a finite number from its shortest printed form into an exact decimal. */
function toDecimal(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  const [mantissa = '0', exponentText] = String(value).toLowerCase().split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.');
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: negative ? -units : units, scale };
}

/** Divides with rounding half away from zero. `divisor` must be positive. */
function divRound(dividend: bigint, divisor: bigint): bigint {
  const negative = dividend < 0n;
  const magnitude = negative ? -dividend : dividend;
  const quotient = (magnitude * 2n + divisor) / (divisor * 2n);
  return negative ? -quotient : quotient;
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${value}`);
  return result;
}

/**
 * Converts a decimal amount (major units, as on the wire) to cents, rounding half away from zero.
 * @example toCents(19.99) // 1999
 * @example toCents(1.005) // 101 — the printed value, not the float 1.00499…
 */
export function toCents(amount: number): Cents {
  const { units, scale } = toDecimal(amount);
  return toSafeNumber(divRound(units * 100n, 10n ** BigInt(scale)));
}

/**
 * Converts cents back to a decimal amount for the wire.
 * @example fromCents(1999) // 19.99
 */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/**
 * Multiplies cents by a decimal factor (a quantity, an exchange rate, a percentage share) and rounds once.
 * @example multiplyCents(1000, 18.5) // 18500
 */
export function multiplyCents(cents: Cents, factor: number): Cents {
  const { units, scale } = toDecimal(factor);
  return toSafeNumber(divRound(BigInt(cents) * units, 10n ** BigInt(scale)));
}

/**
 * Cents of `amount × (1 − percent/100) × quantity`, computed exactly and rounded once (spec §9 discount rule).
 * @example discountedCents(10, 15, 3) // 2550
 */
export function discountedCents(amount: number, percent: number, quantity = 1): Cents {
  const price = toDecimal(amount);
  const pct = toDecimal(percent);
  // amount × (100 − percent) / 100 × quantity, over a common denominator
  const pctScale = 10n ** BigInt(pct.scale);
  const numerator = price.units * (100n * pctScale - pct.units) * BigInt(quantity) * 100n;
  const denominator = 10n ** BigInt(price.scale) * 100n * pctScale;
  return toSafeNumber(divRound(numerator, denominator));
}

/**
 * Cents of `amount / (1 − percent/100)`: the struck-through original price of a discounted price.
 * @example originalPriceCents(80, 20) // 10000
 */
export function originalPriceCents(amount: number, percent: number): Cents {
  const price = toDecimal(amount);
  const pct = toDecimal(percent);
  const pctScale = 10n ** BigInt(pct.scale);
  const remaining = 100n * pctScale - pct.units;
  if (remaining <= 0n) throw new RangeError(`Discount must be below 100%: ${percent}`);
  const numerator = price.units * 100n * 100n * pctScale;
  const denominator = 10n ** BigInt(price.scale) * remaining;
  return toSafeNumber(divRound(numerator, denominator));
}

/**
 * Sums cents exactly.
 * @example sumCents([1999, 1, 500]) // 2500
 */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/**
 * Prints cents with exactly two decimals (spec §9 "Prices shown with 2 decimals").
 * @example formatCents(1999) // "19.99"
 */
export function formatCents(cents: Cents): string {
  const negative = cents < 0;
  const magnitude = Math.abs(cents);
  const text = `${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/**
 * How to print money: the ISO 4217 code of the amount's currency and the BCP 47 locale of the reader.
 * A missing, malformed or unknown currency prints the spec's `NA`; a missing locale is en-US.
 * @example const shopMoney: MoneyFormat = { currency: 'ZAR', locale: 'en-ZA' };
 */
export interface MoneyFormat {
  currency?: string | null | undefined;
  locale?: string | null | undefined;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * One `NumberFormat` per currency and locale (building one costs far more than using it): in the currency
 * when Intl knows its code, else a plain two-decimal number (printed after `NA`).
 */
function numberFormat(currency: string | null | undefined, locale: string): Intl.NumberFormat {
  const key = `${currency}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    const code = currency?.toUpperCase();
    const options: Intl.NumberFormatOptions =
      code && Intl.supportedValuesOf('currency').includes(code)
        ? { style: 'currency', currency: code }
        : { minimumFractionDigits: 2 }; // the cents' text has its two decimals
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      // a malformed tag (Intl's RangeError): a price still prints, in en-US
      format = new Intl.NumberFormat(DEFAULT_LOCALE, options);
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * Money for display, by `Intl.NumberFormat` in the currency and locale: `$19.99` for USD in en-US,
 * `R 1 299,00` (no-break spaces) for ZAR in en-ZA, `1.234,50 €` for EUR in de-DE, the sign where the locale
 * puts it. `cents` are hundredths of the major unit for every currency (the wire's decimals × 100); a
 * currency printed without minor units (JPY) shows whole units, rounded half away from zero. The amount
 * reaches Intl as its exact decimal text, never as a float. No currency (or an unknown code) prints `NA`
 * before the number (spec §9); no locale, or a malformed one, prints en-US.
 * @example formatMoney(1999, { currency: 'USD', locale: 'en-US' }) // "$19.99"
 * @example formatMoney(129900, { currency: 'ZAR', locale: 'en-ZA' }) // "R\u00a01\u00a0299,00"
 * @example formatMoney(-250, { currency: 'USD' }) // "-$2.50"
 * @example formatMoney(1999) // "NA19.99"
 */
export function formatMoney(cents: Cents, { currency, locale }: MoneyFormat = {}): string {
  const format = numberFormat(currency, locale || DEFAULT_LOCALE);
  // no known currency: the spec's NA before the number, the sign before both
  return format.resolvedOptions().currency
    ? format.format(formatCents(cents) as Intl.StringNumericLiteral)
    : `${cents < 0 ? '-' : ''}${CURRENCY_SYMBOL_FALLBACK}${format.format(formatCents(Math.abs(cents)) as Intl.StringNumericLiteral)}`;
}
