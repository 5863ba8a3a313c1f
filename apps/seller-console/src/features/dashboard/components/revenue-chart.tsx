import type { SellerDashboardResponse } from '@souk/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { moneyText } from '../../../lib/format.js';
import { type ChartDay, chartDays, niceTicks } from './chart-data.js';

const HEIGHT = 260;
/** Room for the revenue axis (left), the orders axis (right), the dates (below). */
const MARGIN = { top: 12, right: 40, bottom: 28, left: 72 };
const MIN_WIDTH = 280;
/** The widest a day's bar gets, in pixels. */
const MAX_BAR = 48;
/** The narrowest room a date label needs. */
const LABEL_ROOM = 56;

const DAY_LABEL = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The width of the element, followed as it changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(element.clientWidth, MIN_WIDTH));
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export interface RevenueChartProps {
  daily: SellerDashboardResponse['daily'];
  currency: string;
  /** The shop's locale (BCP 47): amounts print in it. */
  locale?: string | undefined;
}

/**
 * Daily revenue (bars, left axis) and orders (line, right axis), drawn as SVG at the box's width; the
 * day under the pointer (or focused) is read out above the chart. The same figures are a table for
 * assistive technology (RevenueChartFigure), so the drawing itself is hidden from it.
 */
export function RevenueChart({ daily, currency, locale }: RevenueChartProps) {
  const [box, width] = useWidth();
  const days = chartDays(daily);
  const [active, setActive] = useState<number | null>(null);
  const shown: ChartDay | undefined = days[active ?? days.length - 1];

  return (
    <div ref={box} className="w-full">
      <p className="mb-2 flex flex-wrap gap-x-4 text-xs text-muted" aria-hidden="true">
        {shown && <span className="font-medium text-ink">{DAY_LABEL.format(shown.date)}</span>}
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-sm bg-brand-600/35 ring-1 ring-brand-600" />
          Revenue {shown ? moneyText(shown.revenue, currency, locale) : '—'}
        </span>
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-full bg-ink/70" />
          Orders {shown ? shown.orders : '—'}
        </span>
      </p>
      {width > 0 && days.length > 0 && (
        <Plot
          days={days}
          width={width}
          currency={currency}
          locale={locale}
          active={active}
          onActive={setActive}
        />
      )}
    </div>
  );
}

function Plot({
  days,
  width,
  currency,
  locale,
  active,
  onActive,
}: {
  days: ChartDay[];
  width: number;
  currency: string;
  locale: string | undefined;
  active: number | null;
  onActive: (index: number | null) => void;
}) {
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const revenueTicks = niceTicks(Math.max(...days.map((day) => day.revenue)), 4);
  const orderTicks = niceTicks(Math.max(...days.map((day) => day.orders)), 4, true);
  const revenueTop = revenueTicks.at(-1) ?? 1;
  const ordersTop = orderTicks.at(-1) ?? 1;
  const band = plotWidth / days.length;
  const bar = Math.min(band * 0.6, MAX_BAR);
  const centre = (index: number) => MARGIN.left + band * (index + 0.5);
  const revenueY = (value: number) => MARGIN.top + plotHeight * (1 - value / revenueTop);
  const ordersY = (value: number) => MARGIN.top + plotHeight * (1 - value / ordersTop);
  // every day labelled when there is room, else every second, fifth… day
  const labelEvery = Math.ceil(LABEL_ROOM / band);
  const bottom = MARGIN.top + plotHeight;

  return (
    <svg
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      aria-hidden="true"
      className="block text-[11px] text-muted"
      onPointerLeave={() => onActive(null)}
    >
      {revenueTicks.map((tick) => (
        <g key={`r${tick}`}>
          <line
            x1={MARGIN.left}
            x2={width - MARGIN.right}
            y1={revenueY(tick)}
            y2={revenueY(tick)}
            className="stroke-gray-200"
          />
          <text x={MARGIN.left - 6} y={revenueY(tick)} dy="0.32em" textAnchor="end" fill="currentColor">
            {moneyText(tick, currency, locale)}
          </text>
        </g>
      ))}
      {orderTicks.map((tick) => (
        <text key={`o${tick}`} x={width - MARGIN.right + 6} y={ordersY(tick)} dy="0.32em" fill="currentColor">
          {tick}
        </text>
      ))}
      {days.map((day, index) => (
        <g key={day.date.getTime()} data-day={index}>
          <rect
            x={centre(index) - bar / 2}
            y={revenueY(day.revenue)}
            width={bar}
            height={bottom - revenueY(day.revenue)}
            className={
              index === active ? 'fill-brand-600/60 stroke-brand-600' : 'fill-brand-600/35 stroke-brand-600'
            }
          />
          {index % labelEvery === 0 && (
            <text x={centre(index)} y={bottom + 18} textAnchor="middle" fill="currentColor">
              {DAY_LABEL.format(day.date)}
            </text>
          )}
        </g>
      ))}
      <polyline
        points={days.map((day, index) => `${centre(index)},${ordersY(day.orders)}`).join(' ')}
        fill="none"
        strokeWidth={2}
        className="stroke-ink/70"
      />
      {days.map((day, index) => (
        <circle
          key={day.date.getTime()}
          cx={centre(index)}
          cy={ordersY(day.orders)}
          r={index === active ? 4.5 : 3}
          className="fill-ink/70"
        />
      ))}
      {/* the day's whole column answers the pointer, not only its bar */}
      {days.map((day, index) => (
        <rect
          key={day.date.getTime()}
          x={MARGIN.left + band * index}
          y={MARGIN.top}
          width={band}
          height={plotHeight}
          fill="transparent"
          onPointerEnter={() => onActive(index)}
        />
      ))}
    </svg>
  );
}
