import type { SellerDashboardResponse } from '@souk/core';

/**
 * The chart's columns from the dashboard's days: x as Unix seconds at midnight UTC, then revenue and
 * orders (uPlot's column layout).
 * @example chartColumns([{ date: '2026-03-01', revenue: 12.5, orders: 2 }]) // [[1772323200], [12.5], [2]]
 */
export function chartColumns(daily: SellerDashboardResponse['daily']): [number[], number[], number[]] {
  const x: number[] = [];
  const revenue: number[] = [];
  const orders: number[] = [];
  for (const day of daily) {
    const time = Date.parse(`${day.date}T00:00:00Z`);
    if (Number.isNaN(time)) continue;
    x.push(time / 1000);
    revenue.push(day.revenue);
    orders.push(day.orders);
  }
  return [x, revenue, orders];
}

/** True when the period had no order at all (the chart then gives way to the empty state). */
export function isEmptyPeriod(daily: SellerDashboardResponse['daily']): boolean {
  return daily.every((day) => day.orders === 0 && day.revenue === 0);
}
