import { discountBadge, formatMoney, toCents, unitPriceCents } from '@souk/core';
import type * as React from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';

export interface PriceProps extends React.ComponentProps<'p'> {
  /** The product's price, in major units (as on the wire), before its discount. */
  amount: number;
  /** Discount percent: the price charged is `amount` less the discount; `amount` is then struck through. */
  discount?: number;
  /** The ISO 4217 code the amount is in (`USD`); `NA` is printed without one (spec §9). */
  currency?: string;
  /** The BCP 47 locale to print in: the shop's (`en-ZA` prints `R 1 299,00`); en-US when not given. */
  locale?: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  /** Show the `-N% OFF` badge (default); off where the discount badge is shown elsewhere, as on a product card. */
  showBadge?: boolean;
}

const SIZES = { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' } as const;

/**
 * Core `discountBadge` in the active language: '-15% OFF', or null without a discount (core's rule, the
 * same English through the message catalogue).
 */
export function discountBadgeText(discount: number | null | undefined): string | null {
  if (discountBadge(discount) === null || discount === null || discount === undefined) return null;
  return t('-{discount}% OFF', { discount: Math.round(discount * 100) / 100 });
}

/**
 * The price a shopper pays, printed in its currency and the shop's locale: the product's price less its discount
 * — exactly what the cart and the server charge (spec §9, core `unitPriceCents`). When discounted, the
 * original price is struck through (it equals charged ÷ (1 − discount/100), spec §2) beside the badge.
 */
export function Price({
  amount,
  discount = 0,
  currency,
  locale,
  size = 'md',
  showBadge = true,
  className,
  ...props
}: PriceProps) {
  const money = (cents: number) => formatMoney(cents, { currency, locale });
  const charged = unitPriceCents(amount, discount);
  const original = charged !== toCents(amount) ? toCents(amount) : undefined;
  const badge = showBadge ? discountBadgeText(discount) : null;
  return (
    <p data-slot="price" className={cn('flex flex-wrap items-baseline gap-2', className)} {...props}>
      <span className={cn('font-semibold text-ink', SIZES[size])}>{money(charged)}</span>
      {original !== undefined && (
        <span className="text-sm text-muted line-through">
          <span className="sr-only">{t('Original price')} </span>
          {money(original)}
        </span>
      )}
      {badge && (
        <span className="rounded bg-sale px-1.5 py-0.5 text-xs font-semibold text-white">{badge}</span>
      )}
    </p>
  );
}
