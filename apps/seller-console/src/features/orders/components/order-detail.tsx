import type { SellerOrderDetail, SellerOrderStatus, SellerOrderTransitionBody } from '@souk/core';
import { Link, toast } from '@souk/ui';
import { ArrowLeft, Printer } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { StatusBadge } from '../../../components/status-badge.js';
import { errorMessage, isConflict } from '../../../lib/error-message.js';
import { dateTimeText, methodLabel, moneyText } from '../../../lib/format.js';
import { useOrder } from '../api/get-order.js';
import { useTransitionOrder } from '../api/transition-order.js';
import { type DialogTransition, TRANSITION_LABELS } from '../order-actions.js';
import { shippingLines } from '../shipping-lines.js';
import { CancelDialog } from './cancel-dialog.js';
import { PackingSlip } from './packing-slip.js';
import { ShipDialog } from './ship-dialog.js';

export interface OrderDetailProps {
  orderNumber: string;
  shopName: string;
  ordersHref: string;
  /** The shop's locale (BCP 47): amounts print in it. */
  locale?: string | undefined;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 className="mb-3 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Items({ order, locale }: { order: SellerOrderDetail; locale: string | undefined }) {
  const money = (amount: number) => moneyText(amount, order.currency, locale);
  return (
    <Section title="Items">
      <ul className="divide-y divide-gray-100">
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder
          <li key={index} className="flex flex-col gap-2 py-3 sm:flex-row sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium text-ink">{item.name}</p>
              <p className="text-sm text-muted">
                {item.quantity} × {money(item.discountedUnitPrice)}
                {item.discount > 0 && (
                  <>
                    {' '}
                    <span className="line-through">{money(item.unitPrice)}</span> (−{item.discount}%)
                  </>
                )}
              </p>
              {item.bulkTier && (
                <p className="text-sm text-muted">
                  Bulk price: {item.bulkTier.quantity} for {money(item.bulkTier.price)}
                  {item.bulkTier.description ? ` (${item.bulkTier.description})` : ''}
                </p>
              )}
              {item.addons.length > 0 && (
                <ul className="mt-1 text-sm text-muted">
                  {item.addons.map((addon) => (
                    <li key={addon.text}>
                      + {addon.text}
                      {addon.price > 0 ? ` (${money(addon.price)})` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <p className="font-medium text-ink tabular-nums sm:text-right">{money(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-gray-100 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">Subtotal</dt>
          <dd className="tabular-nums">{money(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">Shipping</dt>
          <dd className="tabular-nums">{money(order.shippingFee)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{money(order.total)}</dd>
        </div>
      </dl>
    </Section>
  );
}

function Shipping({ order }: { order: SellerOrderDetail }) {
  return (
    <Section title="Shipping">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {shippingLines(order.shippingInfo).map((line) => (
          <div key={line.key} className="contents">
            <dt className="text-muted">{line.label}</dt>
            <dd className="break-words text-ink">{line.value}</dd>
          </div>
        ))}
        {order.carrier && (
          <div className="contents">
            <dt className="text-muted">Carrier</dt>
            <dd className="text-ink">{order.carrier}</dd>
          </div>
        )}
        {order.trackingNumber && (
          <div className="contents">
            <dt className="text-muted">Tracking number</dt>
            <dd className="break-all text-ink">{order.trackingNumber}</dd>
          </div>
        )}
        {order.cancelReason && (
          <div className="contents">
            <dt className="text-muted">Cancel reason</dt>
            <dd className="text-ink">{order.cancelReason}</dd>
          </div>
        )}
      </dl>
      {order.notes.trim() && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-ink">Notes</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-ink">{order.notes}</p>
        </>
      )}
    </Section>
  );
}

function Payments({ order, locale }: { order: SellerOrderDetail; locale: string | undefined }) {
  return (
    <Section title="Payments">
      {order.payments.length === 0 ? (
        <p className="text-sm text-muted">No payment yet.</p>
      ) : (
        <ul className="divide-y divide-gray-100 text-sm">
          {order.payments.map((payment) => (
            <li key={payment.reference} className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-ink">{methodLabel(payment.method)}</p>
                <p className="break-all text-muted">{payment.reference}</p>
                <p className="text-muted">{dateTimeText(payment.createdAt)}</p>
                {payment.reason && <p className="text-muted">Reason: {payment.reason}</p>}
              </div>
              <div className="flex items-center gap-2 sm:flex-col sm:items-end">
                <span className="tabular-nums">{moneyText(payment.amount, payment.currency, locale)}</span>
                <StatusBadge status={payment.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Timeline({ order }: { order: SellerOrderDetail }) {
  return (
    <Section title="Timeline">
      <ol className="space-y-3 border-l border-gray-200 pl-4 text-sm">
        {order.timeline.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: history is append-only
          <li key={index} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-brand-600"
            />
            <p className="text-ink">{event.summary}</p>
            <p className="text-xs text-muted">
              <time dateTime={event.at}>{dateTimeText(event.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/**
 * One order: items (add-ons, bulk price), totals, shipping, payments, timeline, the workflow's next steps
 * and the packing slip. Each step is one call with the status the seller saw; a 409 (changed meanwhile)
 * shows the server's message and reloads the order.
 */
export function OrderDetail({ orderNumber, shopName, ordersHref, locale }: OrderDetailProps) {
  const order = useOrder(orderNumber);
  const transition = useTransitionOrder(orderNumber);
  const [dialog, setDialog] = useState<DialogTransition | null>(null);

  if (order.isPending) {
    return (
      <p role="status" className="py-8 text-center text-sm text-muted">
        Loading order…
      </p>
    );
  }
  if (order.isError) {
    return (
      <LoadFailed
        message={errorMessage(order.error, 'Failed to load the order')}
        onRetry={() => void order.refetch()}
      />
    );
  }
  const data = order.data;

  function move(to: SellerOrderTransitionBody['to'], extra: Partial<SellerOrderTransitionBody> = {}) {
    transition.mutate(
      { from: data.status, to, ...extra },
      {
        onSuccess: ({ message }) => {
          setDialog(null);
          toast.success(message);
        },
        onError: (error) => {
          // a conflict is no longer about this dialog: the order is reloaded with its real status
          if (isConflict(error)) setDialog(null);
          if (isConflict(error) || !dialog) toast.error(errorMessage(error, 'Could not update the order'));
        },
      },
    );
  }

  function act(status: SellerOrderStatus) {
    transition.reset();
    if (status === 'shipped' || status === 'cancelled') setDialog(status);
    else if (status !== 'pending') move(status);
  }

  const dialogError =
    dialog && transition.isError ? errorMessage(transition.error, 'Could not update the order') : undefined;

  return (
    <>
      <Link
        href={ordersHref}
        className="mb-4 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Orders
      </Link>
      <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <h1 className="text-xl font-bold tracking-tight break-all text-ink sm:text-2xl">
            Order #{data.orderNumber}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            {/* the two can read alike ('Pending'): each says what it is the status of */}
            <span className="inline-flex items-center gap-1">
              Order <StatusBadge status={data.status} />
            </span>
            <span className="inline-flex items-center gap-1">
              Payment <StatusBadge status={data.paymentStatus} />
            </span>
            <span>{methodLabel(data.paymentMethod)}</span>
            <span>· placed {dateTimeText(data.createdAt)}</span>
          </p>
          <p className="mt-1 text-sm text-ink">
            {data.customerName} ·{' '}
            <a className="text-brand-700 underline hover:no-underline" href={`mailto:${data.email}`}>
              {data.email}
            </a>
            {data.phone && ` · ${data.phone}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {data.nextStatuses
            .filter((status): status is Exclude<SellerOrderStatus, 'pending'> => status !== 'pending')
            .map((status) => (
              <button
                key={status}
                type="button"
                disabled={transition.isPending}
                onClick={() => act(status)}
                className={
                  status === 'cancelled'
                    ? buttonClass('outline', 'md', 'text-sale hover:text-sale')
                    : buttonClass('primary')
                }
              >
                {TRANSITION_LABELS[status]}
              </button>
            ))}
          <button type="button" onClick={() => window.print()} className={buttonClass('outline')}>
            <Printer aria-hidden="true" />
            Print packing slip
          </button>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <Items order={data} locale={locale} />
          <Payments order={data} locale={locale} />
        </div>
        <div className="space-y-6">
          <Shipping order={data} />
          <Timeline order={data} />
        </div>
      </div>
      <ShipDialog
        open={dialog === 'shipped'}
        orderNumber={data.orderNumber}
        busy={transition.isPending}
        error={dialog === 'shipped' ? dialogError : undefined}
        onClose={() => setDialog(null)}
        onShip={(shipment) => move('shipped', shipment)}
      />
      <CancelDialog
        open={dialog === 'cancelled'}
        orderNumber={data.orderNumber}
        busy={transition.isPending}
        error={dialog === 'cancelled' ? dialogError : undefined}
        onClose={() => setDialog(null)}
        onCancel={(reason) => move('cancelled', reason ? { reason } : {})}
      />
      <PackingSlip order={data} shopName={shopName} />
    </>
  );
}
