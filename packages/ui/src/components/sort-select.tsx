import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';

export interface SortSelectProps extends Omit<React.ComponentProps<'div'>, 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** Visible label; 'Sort by' (translated) by default. */
  label?: string;
}

/** A labelled native select for the listing's sort order (native for the platform's own keyboard and picker). */
export function SortSelect({ value, onChange, options, label, className, ...props }: SortSelectProps) {
  const id = useId();
  return (
    <div data-slot="sort-select" className={cn('flex items-center gap-2', className)} {...props}>
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted">
        {label ?? t('Sort by')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-full cursor-pointer appearance-none rounded-lg border border-gray-200 bg-white py-2 ps-3 pe-9 text-sm text-ink shadow-xs outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-100"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
