import type { SellerDashboardResponse } from '@souk/core';
import { dateText, moneyText } from '../../../lib/format.js';
import { RevenueChart } from './revenue-chart.js';

export interface RevenueChartFigureProps {
  daily: SellerDashboardResponse['daily'];
  currency: string;
  /** The shop's locale (BCP 47): amounts print in it. */
  locale?: string | undefined;
}

/** The chart of daily revenue and orders, with the same figures as a table for assistive technology. */
export function RevenueChartFigure({ daily, currency, locale }: RevenueChartFigureProps) {
  return (
    <figure className="rounded-xl border border-gray-200 bg-white p-4">
      <figcaption className="mb-3 text-sm font-semibold text-ink">Daily revenue and orders</figcaption>
      <RevenueChart daily={daily} currency={currency} locale={locale} />
      {/* a table box is not clipped by its own overflow: the visually hidden box is a block around it, or
          its rows would lengthen the page below the dashboard */}
      <div className="sr-only">
        <table>
          <caption>Revenue and orders per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Revenue</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dateText(`${day.date}T12:00:00Z`)}</th>
                <td>{moneyText(day.revenue, currency, locale)}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
