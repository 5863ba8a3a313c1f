import * as SliderPrimitive from '@radix-ui/react-slider';
import {
  DEFAULT_CURRENCY,
  formatMoney,
  PRICE_SLIDER_STEP,
  sliderMax,
  currencySymbol as symbolOf,
  toCents,
} from '@souk/core';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../lib/cn.js';

export interface PriceRangeSliderProps extends React.ComponentProps<'div'> {
  /** The lowest and highest prices on offer. */
  range: { low: number; high: number };
  value: [number, number];
  onValueChange: (value: [number, number]) => void;
  /** Defaults to the symbol of the default currency ($). */
  currencySymbol?: string;
  /** Visible heading of the control. */
  label?: string;
}

/**
 * A two-thumb price filter (spec §5, §9): step 1, max from core `sliderMax` so equal low and high still
 * leave room to move; the chosen values show beneath.
 */
export function PriceRangeSlider({
  range,
  value,
  onValueChange,
  currencySymbol = symbolOf(DEFAULT_CURRENCY),
  label = 'Price',
  className,
  ...props
}: PriceRangeSliderProps) {
  const labelId = useId();
  const money = (amount: number) => formatMoney(toCents(amount), currencySymbol);
  const [low, high] = value;
  return (
    <div data-slot="price-range-slider" className={cn('flex flex-col gap-3', className)} {...props}>
      <p id={labelId} className="text-sm font-semibold text-ink">
        {label}
      </p>
      <SliderPrimitive.Root
        aria-labelledby={labelId}
        min={range.low}
        max={sliderMax(range)}
        step={PRICE_SLIDER_STEP}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(next) => onValueChange([next[0] ?? low, next[1] ?? high])}
        className="relative flex h-5 w-full touch-none items-center select-none"
      >
        <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-gray-200">
          <SliderPrimitive.Range className="absolute h-full bg-brand-600" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb aria-label="Minimum price" aria-valuetext={money(low)} className={THUMB} />
        <SliderPrimitive.Thumb aria-label="Maximum price" aria-valuetext={money(high)} className={THUMB} />
      </SliderPrimitive.Root>
      <p className="flex justify-between text-sm text-muted tabular-nums" aria-live="polite">
        <span>
          <span className="sr-only">From </span>
          {money(low)}
        </span>
        <span>
          <span className="sr-only">to </span>
          {money(high)}
        </span>
      </p>
    </div>
  );
}

const THUMB =
  'block size-5 cursor-grab rounded-full border-2 border-brand-600 bg-white shadow-sm transition-shadow hover:ring-4 hover:ring-brand-100 focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none active:cursor-grabbing';
