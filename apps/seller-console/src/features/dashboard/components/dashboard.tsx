import { DASHBOARD_RANGES, type DashboardRange, LOW_STOCK_THRESHOLD } from '@souk/core';
import { cn, EmptyState } from '@souk/ui';
import { ChartNoAxesColumn } from 'lucide-react';
import type * as React from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { PageHeader } from '../../../components/page-header.js';
import { errorMessage } from '../../../lib/error-message.js';
import { moneyText } from '../../../lib/format.js';
import { useDashboard } from '../api/get-dashboard.js';
import { isEmptyPeriod } from './chart-data.js';
import { RevenueChartFigure } from './revenue-chart-figure.js';
import { StatCard, StatCardSkeleton } from './stat-card.js';

export const RANGE_LABELS: Record<DashboardRange, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
};

export interface DashboardProps {
  range: DashboardRange;
  onRangeChange: (range: DashboardRange) => void;
  paymentsHref: string;
  toShipHref: string;
  /** The storefront's product page of a low-stock product. */
  productHref: (slug: string) => string;
  /** Shown under the title, above the figures (the new shop's checklist). */
  notice?: React.ReactNode;
  /** The shop's locale (BCP 47): amounts print in it. */
  locale?: string | undefined;
}

/** The shop's figures for a period: revenue, orders, average, what needs doing now, and the daily chart. */
export function Dashboard({
  range,
  onRangeChange,
  paymentsHref,
  toShipHref,
  productHref,
  notice,
  locale,
}: DashboardProps) {
  const dashboard = useDashboard(range);
  const data = dashboard.data;

  return (
    <>
      <PageHeader title="Dashboard">
        <fieldset className="inline-flex rounded-lg border border-gray-200 bg-white p-1">
          <legend className="sr-only">Period</legend>
          {DASHBOARD_RANGES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === range}
              onClick={() => onRangeChange(option)}
              className={cn(
                buttonClass(option === range ? 'primary' : 'ghost', 'sm'),
                option === range ? '' : 'text-muted',
              )}
            >
              {RANGE_LABELS[option]}
            </button>
          ))}
        </fieldset>
      </PageHeader>
      {notice}

      {dashboard.isError && !data && (
        <LoadFailed
          message={errorMessage(dashboard.error, 'Failed to load the dashboard')}
          onRetry={() => void dashboard.refetch()}
        />
      )}

      {!data && dashboard.isPending && (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            Loading the dashboard
          </p>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
              <StatCardSkeleton key={index} />
            ))}
          </div>
          <div aria-hidden="true" className="mt-6 h-[320px] animate-pulse rounded-xl bg-gray-100" />
        </div>
      )}

      {data && (
        // the last period's figures stay, dimmed and marked busy, while the new period's figures load
        <div
          aria-busy={dashboard.isPlaceholderData || undefined}
          className={cn('space-y-6', dashboard.isPlaceholderData && 'opacity-60')}
        >
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <StatCard
              label="Revenue"
              value={moneyText(data.revenue, data.currency, locale)}
              note="Paid orders"
            />
            <StatCard label="Orders" value={String(data.orders)} note="Placed, not cancelled" />
            <StatCard
              label="Average order value"
              value={moneyText(data.averageOrderValue, data.currency, locale)}
              note="Per paid order"
            />
            <StatCard
              label="Awaiting approval"
              value={String(data.awaitingApproval)}
              note="Bank transfers and cash on delivery"
              href={paymentsHref}
              linkLabel="Review payments"
            />
            <StatCard
              label="To ship"
              value={String(data.toShip)}
              note="Paid or cash on delivery, not shipped"
              href={toShipHref}
              linkLabel="See orders to ship"
            />
            <StatCard
              label="Low stock"
              value={String(data.lowStock)}
              note={`${LOW_STOCK_THRESHOLD} or fewer left`}
            >
              {data.lowStockProducts.length > 0 && (
                <ul className="mt-2 space-y-1 text-sm">
                  {data.lowStockProducts.map((product) => (
                    <li key={product.id} className="flex justify-between gap-3">
                      <a href={productHref(product.slug)} className="truncate text-brand-700 hover:underline">
                        {product.name}
                      </a>
                      <span className="shrink-0 text-muted tabular-nums">{product.stock} left</span>
                    </li>
                  ))}
                </ul>
              )}
            </StatCard>
          </div>
          {isEmptyPeriod(data.daily) ? (
            <EmptyState
              icon={<ChartNoAxesColumn />}
              title="No orders yet"
              description={
                range === 'today'
                  ? 'No order has been placed today. Revenue and orders per day show here once they come in.'
                  : `No order in the last ${RANGE_LABELS[range]}. Revenue and orders per day show here once they come in.`
              }
            />
          ) : (
            <RevenueChartFigure daily={data.daily} currency={data.currency} locale={locale} />
          )}
        </div>
      )}
    </>
  );
}
