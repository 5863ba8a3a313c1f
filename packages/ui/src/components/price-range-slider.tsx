import { formatMoney, PRICE_SLIDER_STEP, sliderMax, toCents } from '@souk/core';
import type * as React from 'react';
import { useId } from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';

export interface PriceRangeSliderProps extends React.ComponentProps<'div'> {
  /** The lowest and highest prices on offer. */
  range: { low: number; high: number };
  value: [number, number];
  onValueChange: (value: [number, number]) => void;
  /** The ISO 4217 code of the prices (the shop's). */
  currency?: string | null | undefined;
  /** The BCP 47 locale they print in (the shop's); en-US when not given. */
  locale?: string | null | undefined;
  /** Visible heading of the control: 'Price' (translated) by default. */
  label?: string;
}

/**
 * A two-thumb price filter (spec §5, §9): step 1, max from core `sliderMax` so equal low and high still
 * leave room to move; the chosen values show beneath. Two native range inputs over one track (no slider
 * library in the listing's first load): each is a labelled slider with the keyboard, touch and screen reader
 * behaviour of the platform; only their thumbs take pointers, so both can be dragged where they overlap.
 */
export function PriceRangeSlider({
  range,
  value,
  onValueChange,
  currency,
  locale,
  label,
  className,
  ...props
}: PriceRangeSliderProps) {
  const labelId = useId();
  const money = (amount: number) => formatMoney(toCents(amount), { currency, locale });
  const [low, high] = value;
  const min = range.low;
  const max = sliderMax(range);
  const percent = (amount: number) => ((Math.min(Math.max(amount, min), max) - min) / (max - min)) * 100;
  // where the thumbs meet at the top of the range, only the minimum can still move: it goes on top
  const lowOnTop = low >= max - (max - min) / 2;
  return (
    <div data-slot="price-range-slider" className={cn('flex flex-col gap-3', className)} {...props}>
      <p id={labelId} className="text-sm font-semibold text-ink">
        {label ?? t('Price')}
      </p>
      <fieldset aria-labelledby={labelId} className="relative m-0 h-6 w-full min-w-0 border-0 p-0">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 overflow-hidden rounded-full bg-gray-200">
          <div
            className="absolute h-full bg-brand-600"
            style={{ insetInlineStart: `${percent(low)}%`, insetInlineEnd: `${100 - percent(high)}%` }}
          />
        </div>
        <input
          type="range"
          aria-label={t('Minimum price')}
          aria-valuetext={money(low)}
          min={min}
          max={max}
          step={PRICE_SLIDER_STEP}
          value={low}
          onChange={(event) => onValueChange([Math.min(Number(event.target.value), high), high])}
          className={cn(THUMB_INPUT, lowOnTop && 'z-10')}
        />
        <input
          type="range"
          aria-label={t('Maximum price')}
          aria-valuetext={money(high)}
          min={min}
          max={max}
          step={PRICE_SLIDER_STEP}
          value={high}
          onChange={(event) => onValueChange([low, Math.max(Number(event.target.value), low)])}
          className={THUMB_INPUT}
        />
      </fieldset>
      <p className="flex justify-between text-sm text-muted tabular-nums" aria-live="polite">
        <span>
          <span className="sr-only">{t('From')} </span>
          {money(low)}
        </span>
        <span>
          <span className="sr-only">{t('to')} </span>
          {money(high)}
        </span>
      </p>
    </div>
  );
}

/** A range input drawn as a bare thumb over the shared track: only the thumb takes the pointer. */
const THUMB_INPUT = [
  'pointer-events-none absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none bg-transparent focus-visible:outline-none',
  '[&::-webkit-slider-runnable-track]:appearance-none [&::-webkit-slider-runnable-track]:bg-transparent',
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-brand-600 [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow-sm [&::-webkit-slider-thumb]:transition-shadow hover:[&::-webkit-slider-thumb]:ring-4 hover:[&::-webkit-slider-thumb]:ring-brand-100 focus-visible:[&::-webkit-slider-thumb]:ring-4 focus-visible:[&::-webkit-slider-thumb]:ring-brand-300',
  '[&::-moz-range-track]:bg-transparent [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-brand-600 [&::-moz-range-thumb]:bg-white focus-visible:[&::-moz-range-thumb]:ring-4 focus-visible:[&::-moz-range-thumb]:ring-brand-300',
].join(' ');
