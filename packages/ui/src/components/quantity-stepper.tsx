import {
  decrementQuantity,
  incrementQuantity,
  MIN_QUANTITY,
  parseQuantityInput,
  quantityOnBlur,
} from '@souk/core';
import { Minus, Plus } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { t } from '../i18n/i18n.js';
import { buttonVariants } from '../lib/button-variants.js';
import { cn } from '../lib/cn.js';

export interface QuantityStepperProps extends Omit<React.ComponentProps<'div'>, 'onChange'> {
  value: number;
  onChange: (quantity: number) => void;
  /** Accessible name of the field, e.g. 'Quantity' or 'Pack count'. */
  label: string;
  /** The floor is 1 everywhere in the spec (§5, §9); kept as a prop only to document it. */
  min?: typeof MIN_QUANTITY;
  disabled?: boolean;
}

/**
 * − / field / + for a quantity (spec §5): the field takes positive integers only, an empty or below-1 value
 * becomes 1 on blur, and minus does nothing at 1. Arrow Up/Down in the field step too.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = MIN_QUANTITY,
  disabled = false,
  className,
  ...props
}: QuantityStepperProps) {
  // The field may be empty while typing; it shows the value again whenever the value changes.
  const [text, setText] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(String(value));
  }

  const commit = (quantity: number) => {
    setText(String(quantity));
    if (quantity !== value) onChange(quantity);
  };

  return (
    <div
      data-slot="quantity-stepper"
      className={cn(
        'inline-flex h-10 items-center rounded-lg border border-gray-200 bg-white shadow-xs focus-within:border-brand-500',
        className,
      )}
      {...props}
    >
      <button
        type="button"
        aria-label={t('Decrease {label}', { label })}
        disabled={disabled || value <= min}
        onClick={() => commit(decrementQuantity(value))}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'rounded-e-none')}
      >
        <Minus aria-hidden="true" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={label}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          if (next.trim() === '') {
            setText('');
            return;
          }
          const quantity = parseQuantityInput(next);
          // anything but a positive integer is refused: the field keeps its last good text
          if (quantity !== null) commit(quantity);
        }}
        onBlur={() => commit(quantityOnBlur(text))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp') {
            event.preventDefault();
            commit(incrementQuantity(value));
          } else if (event.key === 'ArrowDown') {
            event.preventDefault();
            commit(decrementQuantity(value));
          }
        }}
        className="h-full w-12 border-x border-gray-200 bg-transparent text-center text-sm font-medium text-ink tabular-nums outline-none disabled:opacity-50"
      />
      <button
        type="button"
        aria-label={t('Increase {label}', { label })}
        disabled={disabled}
        onClick={() => commit(incrementQuantity(value))}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'rounded-s-none')}
      >
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}
