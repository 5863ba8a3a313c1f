import { cn, t } from '@souk/ui';
import type * as React from 'react';
import { useId } from 'react';

export interface AdminFieldProps extends Omit<React.ComponentProps<'input'>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message (the core schema's wording), tied to the input. */
  error?: string | undefined;
  /** A line of help under the field, tied to it. */
  hint?: string;
  /** A text area instead of a one-line input. */
  rows?: number;
}

const CONTROL =
  'w-full rounded-lg border bg-white px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30';

/** A labelled input or text area of the admin-mode editors, with its message below it. */
export function AdminField({
  label,
  value,
  onChange,
  error,
  hint,
  rows,
  className,
  ...props
}: AdminFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const control = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: cn(CONTROL, error ? 'border-sale' : 'border-gray-300'),
  };
  return (
    <div data-slot="admin-field" className={cn('min-w-0', className)}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      {rows ? (
        <textarea {...control} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...control} {...props} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-sale">
          {t(error)}
        </p>
      )}
    </div>
  );
}
