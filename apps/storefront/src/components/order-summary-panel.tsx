import { orderTotalCents, toCents } from '@souk/core';
import { t } from '@souk/ui';
import type * as React from 'react';
import { useId } from 'react';
import { useFormatMoney } from '../shop/components/use-format-money.js';

export interface OrderSummaryPanelProps {
  /** Units to buy. */
  items: number;
  /** Subtotal in major units, as the server sent it. */
  subtotal: number;
  /** The one shipping fee of the server (spec §9). */
  shippingFee: number;
  /** The ISO 4217 code of the amounts; the shop's currency when not given. */
  currency?: string | undefined;
  /** The panel's action (Proceed to Checkout, Complete Order). */
  children?: React.ReactNode;
}

/**
 * The Order Summary panel of the cart and shipping pages (spec §2): subtotal with the item count, shipping
 * fee, and total = subtotal + shipping (core `orderTotalCents`, spec §9), printed in the shop's currency and locale.
 */
export function OrderSummaryPanel({
  items,
  subtotal,
  shippingFee,
  currency,
  children,
}: OrderSummaryPanelProps) {
  const id = useId();
  const format = useFormatMoney();
  const money = (cents: number) => format(cents, currency);
  const subtotalCents = toCents(subtotal);
  return (
    <section
      aria-labelledby={id}
      data-slot="order-summary"
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {t('Order Summary')}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            {t('Subtotal ({count, plural, one {{count} item} other {{count} items}})', { count: items })}
          </dt>
          <dd className="font-medium text-ink tabular-nums">{money(subtotalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('Shipping Fee')}</dt>
          <dd className="font-medium text-ink tabular-nums">{money(toCents(shippingFee))}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-gray-100 pt-3 text-base">
          <dt className="font-semibold text-ink">{t('Total')}</dt>
          <dd className="font-bold text-ink tabular-nums">
            {money(orderTotalCents(subtotalCents, shippingFee))}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
