import { type Cents, DEFAULT_CURRENCY, multiplyCents, toCents } from './money.js';

/**
 * Wallet payments are always charged in US dollars (spec §9).
 * @example WALLET_CURRENCY // "USD"
 */
export const WALLET_CURRENCY = 'USD';

/**
 * The amount sent to the wallet provider.
 * @example
 * ```ts
 * const amount: WalletAmount = walletAmount(10000, 0.055);
 * amount // { amountCents: 550, currency: 'USD', originalAmountCents: 10000, exchangeRate: 0.055, exchangeRateApplied: true }
 * ```
 */
export interface WalletAmount {
  /** Amount in USD cents. */
  amountCents: Cents;
  currency: typeof WALLET_CURRENCY;
  /** The order amount before conversion, in the order's cents. */
  originalAmountCents: Cents;
  exchangeRate: number;
  exchangeRateApplied: boolean;
}

/**
 * Converts an order amount for the wallet provider: USD, multiplied by the seller's exchange rate when
 * it is not 1, rounded to 2 decimals (spec §9).
 * @example walletAmount(10000, 0.055).amountCents // 550
 */
export function walletAmount(orderAmount: Cents, exchangeRate = 1): WalletAmount {
  if (!Number.isFinite(exchangeRate) || exchangeRate <= 0)
    throw new RangeError(`Invalid exchange rate: ${exchangeRate}`);
  const applied = exchangeRate !== 1;
  return {
    amountCents: applied ? multiplyCents(orderAmount, exchangeRate) : orderAmount,
    currency: WALLET_CURRENCY,
    originalAmountCents: orderAmount,
    exchangeRate,
    exchangeRateApplied: applied,
  };
}

/**
 * The card-form gateway amount in minor units: price × 100, rounded (spec §9).
 * @example gatewayAmount(19.999) // 2000
 */
export function gatewayAmount(price: number): Cents {
  return toCents(price);
}

/**
 * The card-form gateway currency: USD unless the seller configured another (spec §9).
 * @example gatewayCurrency('ZAR') // "ZAR"
 */
export function gatewayCurrency(configured: string | null | undefined): string {
  const code = configured?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY;
}
