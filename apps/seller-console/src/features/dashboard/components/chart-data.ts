import type { SellerDashboardResponse } from '@souk/core';

/** One day of the chart: its UTC date, revenue (major units) and orders. */
export interface ChartDay {
  date: Date;
  revenue: number;
  orders: number;
}

/**
 * The chart's days from the dashboard's, in order; a day whose date cannot be read is left out.
 * @example chartDays([{ date: '2026-03-01', revenue: 12.5, orders: 2 }]) // [{ date: 2026-03-01T00:00:00Z, revenue: 12.5, orders: 2 }]
 */
export function chartDays(daily: SellerDashboardResponse['daily']): ChartDay[] {
  return daily.flatMap((day) => {
    const time = Date.parse(`${day.date}T00:00:00Z`);
    return Number.isNaN(time) ? [] : [{ date: new Date(time), revenue: day.revenue, orders: day.orders }];
  });
}

/**
 * Round ticks from 0 up to at least `max` — steps of 1, 2 or 5 times a power of ten, about `count` of
 * them — whole numbers only when `whole` (orders); [0, 1] when `max` is 0.
 * @example niceTicks(160, 4) // [0, 50, 100, 150, 200]
 * @example niceTicks(3, 4, true) // [0, 1, 2, 3]
 */
export function niceTicks(max: number, count: number, whole = false): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? power;
  if (whole) step = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  // summed in integer steps: 0.1 + 0.2 drifts, 3 × 0.1 does not
  for (let index = 0; ticks.at(-1) === undefined || (ticks.at(-1) as number) < max; index++) {
    ticks.push(Number((index * step).toPrecision(12)));
  }
  return ticks;
}

/** True when the period had no order at all (the chart then gives way to the empty state). */
export function isEmptyPeriod(daily: SellerDashboardResponse['daily']): boolean {
  return daily.every((day) => day.orders === 0 && day.revenue === 0);
}
