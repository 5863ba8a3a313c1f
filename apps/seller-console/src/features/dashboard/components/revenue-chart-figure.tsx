import type { SellerDashboardResponse } from '@souk/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { dateText, moneyText } from '../../../lib/format.js';

// the chart library downloads only when a dashboard with figures shows the chart: when its box comes near
// the screen (below the figures on a phone, it is not part of the dashboard's first load there)
const RevenueChart = lazy(() => import('./revenue-chart.js'));
const CHART_SKELETON = <div className="h-[300px] animate-pulse rounded-lg bg-gray-100" />;

/** Whether the element has come within `margin` of the viewport (once true, stays true). */
function useNearViewport<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}

export interface RevenueChartFigureProps {
  daily: SellerDashboardResponse['daily'];
  currency: string;
}

/** The chart of daily revenue and orders, with the same figures as a table for assistive technology. */
export function RevenueChartFigure({ daily, currency }: RevenueChartFigureProps) {
  const [box, near] = useNearViewport<HTMLElement>();
  return (
    <figure ref={box} className="rounded-xl border border-gray-200 bg-white p-4">
      <figcaption className="mb-3 text-sm font-semibold text-ink">Daily revenue and orders</figcaption>
      {near ? (
        <Suspense fallback={CHART_SKELETON}>
          <RevenueChart daily={daily} currency={currency} />
        </Suspense>
      ) : (
        CHART_SKELETON
      )}
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
                <td>{moneyText(day.revenue, currency)}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
