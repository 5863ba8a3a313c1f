import { guestStats, paths } from '@souk/core';
import { Link, t } from '@souk/ui';
import { Ban, Clock, ShoppingBag } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useDashboardData } from '../api/get-dashboard-data.js';
import { useGuestContactOrders } from '../api/use-guest-contact-orders.js';
import { OrdersTable } from './orders-table.js';

export interface DashboardSummaryProps {
  sellerName: string;
  /** The signed-in customer's id; null for a guest, whose figures come from the orders they tracked. */
  customerId: string | null;
}

// a description-list group may hold only its dt and dd: the icon sits inside the term, placed beside both
function Stat({ icon, label, value }: { icon: React.ReactNode; label: string; value: number }) {
  return (
    <div className="relative rounded-xl border border-gray-200 bg-white p-5 ps-21">
      <dt className="text-sm text-muted">
        <span
          aria-hidden="true"
          className="absolute top-1/2 start-5 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-6"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-bold text-ink">{value}</dd>
    </div>
  );
}

/**
 * The dashboard index (spec §2 Dashboard): total, pending and cancelled order counts and the recent orders.
 * Signed in, the server's summary; as a guest, core's `guestStats` over the tracked orders (spec §9).
 */
export function DashboardSummary({ sellerName, customerId }: DashboardSummaryProps) {
  const id = useId();
  const own = useDashboardData(customerId);
  const guest = useGuestContactOrders(!customerId);

  if (!customerId && !guest.hasContact) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center">
        <p className="text-muted">
          {t('Track your orders with the email or phone number you used at checkout.')}
        </p>
        <Link href={paths.myOrders(sellerName)} className={buttonClass('primary', 'md', 'mt-4')}>
          {t('Track Orders')}
        </Link>
      </div>
    );
  }

  const query = customerId ? own : guest.query;
  if (query.isPending) {
    return (
      <p role="status" className="p-6 text-center text-muted">
        {t('Loading dashboard...')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="p-6 text-center text-sale">
        {t(
          errorMessage(
            query.error,
            customerId ? /*i18n*/ 'Failed to fetch dashboard data' : /*i18n*/ 'Failed to fetch guest orders',
          ),
        )}
      </p>
    );
  }
  const summary = customerId ? own.data : guestStats(guest.query.data?.orders ?? []);
  if (!summary) return null;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink">
        {t('Dashboard')}
      </h1>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat icon={<ShoppingBag />} label={t('Total Orders')} value={summary.totalOrder} />
        <Stat icon={<Clock />} label={t('Pending Orders')} value={summary.pendingOrder} />
        <Stat icon={<Ban />} label={t('Cancelled Orders')} value={summary.cancelledOrder} />
      </dl>
      <div className="space-y-3">
        <h2 className="text-lg font-semibold text-ink">{t('Recent Orders')}</h2>
        {summary.recentOrders.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-muted">
            {t('No orders found.')}
          </p>
        ) : (
          <OrdersTable caption={t('Recent orders')} orders={summary.recentOrders} sellerName={sellerName} />
        )}
      </div>
    </section>
  );
}
