import { formatMoney, orderTotalCents, toCents } from '@souk/core';
import type * as React from 'react';
import { useId } from 'react';

export interface OrderSummaryPanelProps {
  /** Units to buy. */
  items: number;
  /** Subtotal in major units, as the server sent it. */
  subtotal: number;
  /** The one shipping fee of the server (spec §9). */
  shippingFee: number;
  symbol: string;
  /** The panel's action (Proceed to Checkout, Complete Order). */
  children?: React.ReactNode;
}

/**
 * The Order Summary panel of the cart and shipping pages (spec §2): subtotal with the item count, shipping
 * fee, and total = subtotal + shipping (core `orderTotalCents`, spec §9), all with two decimals.
 */
export function OrderSummaryPanel({
  items,
  subtotal,
  shippingFee,
  symbol,
  children,
}: OrderSummaryPanelProps) {
  const id = useId();
  const subtotalCents = toCents(subtotal);
  return (
    <section
      aria-labelledby={id}
      data-slot="order-summary"
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        Order Summary
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            Subtotal ({items} {items === 1 ? 'item' : 'items'})
          </dt>
          <dd className="font-medium text-ink tabular-nums">{formatMoney(subtotalCents, symbol)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Shipping Fee</dt>
          <dd className="font-medium text-ink tabular-nums">{formatMoney(toCents(shippingFee), symbol)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-gray-100 pt-3 text-base">
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="font-bold text-ink tabular-nums">
            {formatMoney(orderTotalCents(subtotalCents, shippingFee), symbol)}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
