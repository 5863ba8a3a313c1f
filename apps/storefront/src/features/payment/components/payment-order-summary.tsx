import { type OrderSummary, toCents } from '@souk/core';
import { t } from '@souk/ui';
import { useFormatMoney } from '../../../shop/components/use-format-money.js';

/**
 * The side summary of the payment page (spec §2 Payment): subtotal with the item count, shipping fee, total
 * including all taxes and fees, the order number and the shipping address line.
 */
export function PaymentOrderSummary({ summary }: { summary: OrderSummary }) {
  const format = useFormatMoney();
  // the order's amounts are in its products' currency (one shop's), else the shop's
  const money = (amount: number) => format(toCents(amount), summary.products[0]?.currency);
  const info = summary.shippingInfo;
  const addressLine = [info?.address, info?.city, info?.country].filter((part) => part?.trim()).join(', ');
  return (
    <section
      aria-labelledby="payment-summary-title"
      className="rounded-xl border border-gray-200 bg-white p-5"
    >
      <h2 id="payment-summary-title" className="text-lg font-semibold text-ink">
        {t('Order Summary')}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            {t('Subtotal ({count, plural, one {{count} item} other {{count} items}})', {
              count: summary.items,
            })}
          </dt>
          <dd className="font-medium text-ink">{money(summary.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('Shipping Fee')}</dt>
          <dd className="font-medium text-ink">{money(summary.shippingFee)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-3">
          <dt>
            <span className="font-semibold text-ink">{t('Total')}</span>
            <span className="block text-xs text-muted">{t('including all taxes and fees')}</span>
          </dt>
          <dd className="text-lg font-bold text-brand-700">{money(summary.total)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-3">
          <dt className="text-muted">{t('Order Number')}</dt>
          <dd className="font-mono text-ink">{summary.orderNumber}</dd>
        </div>
        {addressLine && (
          <div>
            <dt className="text-muted">{t('Shipping Address')}</dt>
            <dd className="mt-1 text-ink">{addressLine}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
