import { cn } from '@souk/ui';
import type * as React from 'react';
import { useId } from 'react';

export interface TextFieldProps extends Omit<React.ComponentProps<'input'>, 'id'> {
  label: string;
  /** The field's message (from core's schema or the server), shown under it and read with it. */
  error?: string | undefined;
  /** A hint under the field (a counter, a rule). */
  hint?: React.ReactNode;
  /** A multi-line field. */
  multiline?: boolean;
  rows?: number;
}

export const FIELD_CLASS =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30';

/** The ids of a field's message and hint, for its `aria-describedby` (none: undefined). */
export function describedBy(id: string, error: unknown, hint: unknown): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's error and hint under it, with the ids {@link describedBy} names. */
export function FieldMessages({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | undefined;
  hint?: React.ReactNode;
}) {
  return (
    <>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-sale">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </>
  );
}

/** A labelled input (or textarea) with its error and hint tied to it for assistive technology. */
export function TextField({ label, error, hint, multiline, rows = 4, className, ...props }: TextFieldProps) {
  const id = useId();
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    className: cn(FIELD_CLASS, error ? 'border-sale' : 'border-gray-300', className),
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {multiline ? (
        <textarea rows={rows} {...(props as React.ComponentProps<'textarea'>)} {...shared} />
      ) : (
        <input {...props} {...shared} />
      )}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
