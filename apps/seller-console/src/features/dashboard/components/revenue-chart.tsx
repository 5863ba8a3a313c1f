import type { SellerDashboardResponse } from '@souk/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { moneyText } from '../../../lib/format.js';
import { chartColumns } from './chart-data.js';

const HEIGHT = 260;
const DAY = 86_400;
const BRAND = 'oklch(0.52 0.12 165)';
const INK = 'oklch(0.45 0.02 260)';

export interface RevenueChartProps {
  daily: SellerDashboardResponse['daily'];
  currency: string;
}

/**
 * Daily revenue (bars, left axis) and orders (line, right axis), drawn by uPlot on a canvas. This module is
 * loaded on its own (`React.lazy`), so the chart library stays out of the console's first download; the
 * figures are also given as a table for screen readers (RevenueChartFigure).
 */
export default function RevenueChart({ daily, currency }: RevenueChartProps) {
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const width = () => Math.max(element.clientWidth, 280);
    const chart = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        // the days are UTC days: label them as such, whatever the browser's zone
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true, range: (_u, min, max) => [min - DAY / 2, max + DAY / 2] },
          revenue: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
          orders: { range: (_u, _min, max) => [0, max > 0 ? Math.ceil(max * 1.1) : 1] },
        },
        series: [
          {},
          {
            label: 'Revenue',
            scale: 'revenue',
            stroke: BRAND,
            fill: 'oklch(0.52 0.12 165 / 0.35)',
            paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
            points: { show: false },
            value: (_u, value) => (value === null ? '—' : moneyText(value, currency)),
          },
          {
            label: 'Orders',
            scale: 'orders',
            stroke: INK,
            width: 2,
            points: { show: true, size: 6, fill: INK },
            value: (_u, value) => (value === null ? '—' : String(value)),
          },
        ],
        axes: [
          { stroke: INK, grid: { show: false } },
          {
            scale: 'revenue',
            stroke: INK,
            size: 70,
            values: (_u, splits) => splits.map((value) => moneyText(value, currency)),
          },
          {
            scale: 'orders',
            side: 1,
            stroke: INK,
            grid: { show: false },
            // whole orders only: ticks at 1, 2, 5, 10… so every tick has its number
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000],
            values: (_u, splits) => splits.map((value) => (Number.isInteger(value) ? String(value) : '')),
          },
        ],
      },
      chartColumns(daily),
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [daily, currency]);

  return <div ref={target} aria-hidden="true" className="w-full" />;
}
