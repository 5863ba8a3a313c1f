import { cn } from '@souk/ui';
import type * as React from 'react';
import { useId } from 'react';
import { describedBy, FIELD_CLASS, FieldMessages } from './text-field.js';

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  /** The field's message (from core's schema or the server), shown under it and read with it. */
  error?: string | undefined;
  hint?: React.ReactNode;
  onChange: (value: string) => void;
  /** The `<option>`s. */
  children: React.ReactNode;
}

/** A labelled select with its error and hint tied to it for assistive technology, as `TextField`. */
export function SelectField({ label, name, value, error, hint, onChange, children }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
        className={cn(FIELD_CLASS, error ? 'border-sale' : 'border-gray-300')}
      >
        {children}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
