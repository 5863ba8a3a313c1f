import { cn } from '@souk/ui';
import type * as React from 'react';
import { useId } from 'react';
import { FIELD_CLASS } from '../../../components/text-field.js';

export interface SelectFieldProps extends Omit<React.ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
}

/** A labelled select with its error tied to it (the console's TextField, for a choice). */
export function SelectField({ label, error, options, className, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        {...props}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(FIELD_CLASS, error ? 'border-sale' : 'border-gray-300', className)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-sale">
          {error}
        </p>
      )}
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<React.ComponentProps<'input'>, 'id' | 'type'> {
  label: string;
  hint?: string;
  error?: string | undefined;
}

/** A labelled checkbox with an optional hint and error read with it. */
export function CheckboxField({ label, hint, error, ...props }: CheckboxFieldProps) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="flex items-start gap-3">
      <input
        {...props}
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="text-sm text-sale">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** A group of fields under a heading, as a card. */
export function FormSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6', className)}
    >
      <div>
        <h2 id={id} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** An error about a whole group of fields (a list's rule), tied to the group by `id`. */
export function GroupError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-sale">
      {message}
    </p>
  );
}
