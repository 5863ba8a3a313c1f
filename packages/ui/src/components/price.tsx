import { currencySymbol, discountBadge, formatMoney, originalPrice, toCents } from '@souk/core';
import type * as React from 'react';
import { cn } from '../lib/cn.js';

export interface PriceProps extends React.ComponentProps<'p'> {
  /** Price charged, in major units (as on the wire). */
  amount: number;
  /** Discount percent: shows the struck-through original price and the `-N% OFF` badge. */
  discount?: number;
  /** Currency code (`USD`) — or pass `symbol` directly (search results always use `$`). */
  currency?: string;
  symbol?: string;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' } as const;

/**
 * A price with two decimals and its currency symbol; when discounted, the original price
 * (`price / (1 − discount/100)`, spec §2) struck through and the discount badge.
 */
export function Price({
  amount,
  discount = 0,
  currency,
  symbol,
  size = 'md',
  className,
  ...props
}: PriceProps) {
  const sign = symbol ?? currencySymbol(currency);
  const original = originalPrice(amount, discount);
  const badge = discountBadge(discount);
  return (
    <p data-slot="price" className={cn('flex flex-wrap items-baseline gap-2', className)} {...props}>
      <span className={cn('font-semibold text-ink', SIZES[size])}>{formatMoney(toCents(amount), sign)}</span>
      {original !== undefined && (
        <span className="text-sm text-muted line-through">
          <span className="sr-only">Original price </span>
          {formatMoney(toCents(original), sign)}
        </span>
      )}
      {badge && (
        <span className="rounded bg-sale px-1.5 py-0.5 text-xs font-semibold text-white">{badge}</span>
      )}
    </p>
  );
}
