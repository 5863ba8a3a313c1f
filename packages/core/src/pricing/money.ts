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
 * Prints a decimal amount with exactly two decimals.
 * @example formatAmount(5) // "5.00"
 */
export function formatAmount(amount: number): string {
  return formatCents(toCents(amount));
}

/**
 * Money for display: symbol then two decimals, the sign before the symbol.
 * @example formatMoney(1999, '$') // "$19.99"
 */
export function formatMoney(cents: Cents, symbol: string = CURRENCY_SYMBOL_FALLBACK): string {
  const text = formatCents(Math.abs(cents));
  return cents < 0 ? `-${symbol}${text}` : `${symbol}${text}`;
}

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  ZAR: 'R',
  NGN: '₦',
  KES: 'KSh',
  GHS: '₵',
  EGP: 'E£',
  MAD: 'DH',
  INR: '₹',
  PKR: '₨',
  JPY: '¥',
  CNY: '¥',
  AUD: 'A$',
  CAD: 'CA$',
  NZD: 'NZ$',
  AED: 'AED',
  SAR: 'SAR',
  BRL: 'R$',
  CHF: 'CHF',
};

/**
 * The symbol for a currency code: known symbols, else the code itself, else `NA` when none is given.
 * @example currencySymbol('USD') // "$"
 * @example currencySymbol(undefined) // "NA"
 */
export function currencySymbol(currency: string | null | undefined): string {
  const code = currency?.trim().toUpperCase();
  if (!code) return CURRENCY_SYMBOL_FALLBACK;
  return CURRENCY_SYMBOLS[code] ?? code;
}
